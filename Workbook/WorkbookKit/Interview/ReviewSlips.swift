import Foundation

/// A review round's key, `SLIPS.md` beside the reference, as the debrief tells it: each slip
/// with where it is, why it matters and its fix, then the sound lines that look like slips. Read
/// only once the round is over; nothing of it reaches the candidate before.
public enum ReviewSlips {
    /// One row of the key's table: `| S8 | slip | Data/File.swift:10 | what | why | fix |`.
    struct Row: Equatable {
        var id: String
        var isSlip: Bool
        var place: String
        var what: String
        var why: String
        var fix: String
    }

    /// The table's rows that are slips or sound lines, in order; the header and the rule aside.
    static func rows(in markdown: String) -> [Row] {
        markdown.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count >= 6, ["slip", "sound"].contains(cells[1]) else {
                return nil
            }
            return Row(
                id: cells[0], isSlip: cells[1] == "slip", place: cells[2], what: cells[3], why: cells[4],
                fix: cells[5])
        }
    }

    /// The debrief's lines for a review: the slips, then the sound lines, grouped by what the
    /// last run's suite saw when it left a verdict; empty when the kata has no key.
    public static func lines(for kata: Kata) -> [String] {
        lines(for: rows(of: kata), verdict: ReviewVerdict.read(from: ReviewVerdict.folder(of: kata)))
    }

    /// The key grouped by the last run's verdict, for `solution` to show beside the key itself;
    /// empty when no run has left one.
    static func verdictLines(for kata: Kata) -> [String] {
        guard let verdict = ReviewVerdict.read(from: ReviewVerdict.folder(of: kata)) else { return [] }
        return lines(for: rows(of: kata), verdict: verdict)
    }

    /// The kata's key, read from beside the reference; no rows when it has none.
    private static func rows(of kata: Kata) -> [Row] {
        let file = kata.solutionFolder.appendingPathComponent(KataKind.slipsFile)
        return rows(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }

    /// The key's rows as the debrief says them: with a verdict, the slips named, the slips missed
    /// and the sound lines flagged; without one, every slip, then every sound line.
    static func lines(for rows: [Row], verdict: ReviewVerdict?) -> [String] {
        guard !rows.isEmpty else { return [] }
        let slips = rows.filter(\.isSlip)
        let sound = rows.filter { !$0.isSlip }
        guard let verdict else {
            return group(
                "The \(Words.count(slips.count, "slip")) in the change, each with where it is (compare "
                    + "them with your \(KataKind.reviewFile)):", slips)
                + group("Sound code that looks like a slip (a finding here is a false alarm):", sound)
        }
        let named = slips.filter { verdict.named.contains($0.id) }
        let flagged = sound.filter { verdict.flagged.contains($0.id) }
        return group("Named: \(named.count) of \(Words.count(slips.count, "slip")) in the change:", named)
            + group("Missed:", slips.filter { !verdict.named.contains($0.id) })
            + group("Sound code flagged as a slip (a false alarm each):", flagged)
            + group(
                "Sound code that looks like a slip, left alone:",
                sound.filter { !verdict.flagged.contains($0.id) })
    }

    /// The result's lines for a review round: the slips the last run saw missed, then the sound
    /// lines it saw flagged, each by where it is and what it is, as the debrief begins them. Once
    /// the round is over a name spoils nothing. Each group ends with a count of its rows left
    /// unnamed and where to read them. Empty when none was missed or flagged, or no run left a
    /// verdict. `listedAbove`: the key's full list is just above the result, so the rest are sent
    /// there, not to a command that shows them again.
    public static func resultLines(for kata: Kata, width: Int, listedAbove: Bool = false) -> [String] {
        resultLines(
            for: rows(of: kata), verdict: ReviewVerdict.read(from: ReviewVerdict.folder(of: kata)),
            kata: kata, width: width, listedAbove: listedAbove)
    }

    /// How many of the key's rows the result names at most, over both groups, and how many of the
    /// window's rows its groups take at most: what a blind round's result leaves of 23.
    static let (namedInResult, rowsInResult) = (3, 8)

    /// The result's groups, so they keep to one screen: at most `namedInResult` rows named, each
    /// group one at least, the missed first; while they fold to more than `rowsInResult`, one
    /// fewer named, the missed first.
    static func resultLines(
        for rows: [Row], verdict: ReviewVerdict?, kata: Kata, width: Int, listedAbove: Bool = false
    ) -> [String] {
        guard let verdict else { return [] }
        let slips = rows.filter(\.isSlip)
        let missed = slips.filter { !verdict.named.contains($0.id) }
        let flagged = rows.filter { !$0.isSlip && verdict.flagged.contains($0.id) }
        // Where the rows left unnamed are, and what each says there; a row of 80 columns.
        let solution = "`swift run workbook solution \(kata.number)`"
        let (restMissed, restFlagged) =
            listedAbove
            ? (
                ", each in the list above with why and the fix.",
                ", each in the list above with why it is sound."
            )
            : (": \(solution) gives why and the fix.", ": \(solution) says why each is sound.")
        let lines = { (shownMissed: Int, shownFlagged: Int) in
            group(
                "Missed \(missed.count) of \(Words.count(slips.count, "slip")):", missed, shown: shownMissed,
                rest: restMissed, width: width)
                + group(
                    flagged.count == 1
                        ? "Flagged as a slip, but sound (a false alarm each):"
                        : "Flagged as slips, but sound (a false alarm each):",
                    flagged, shown: shownFlagged, rest: restFlagged, width: width)
        }
        var shownMissed = min(missed.count, namedInResult - min(flagged.count, 1))
        var shownFlagged = min(flagged.count, namedInResult - shownMissed)
        while TextLayout.wrap(lines(shownMissed, shownFlagged), width: width).count > rowsInResult {
            if shownMissed > 1 {
                shownMissed -= 1
            } else if shownFlagged > 1 {
                shownFlagged -= 1
            } else {
                break
            }
        }
        return lines(shownMissed, shownFlagged)
    }

    /// A group of the result: its heading, its first `shown` rows by where and what, and a count
    /// of the others, then `rest`; nothing for no rows.
    private static func group(_ heading: String, _ rows: [Row], shown: Int, rest: String, width: Int)
        -> [String]
    {
        guard !rows.isEmpty else { return [] }
        let named = rows.prefix(shown).flatMap { row in
            InterviewText.wrap("\(row.place): \(row.what)", bullet: "  - ", width: width)
        }
        let others = rows.count - min(shown, rows.count)
        return [heading] + named + (others > 0 ? ["  … and \(others) more\(rest)"] : [])
    }

    /// A heading and its rows, each with where it is, what, why and (for a slip) the fix;
    /// nothing for no rows.
    private static func group(_ heading: String, _ rows: [Row]) -> [String] {
        guard !rows.isEmpty else { return [] }
        return ["", heading]
            + rows.flatMap { row in
                let fix = row.isSlip ? " Fix: \(row.fix)." : ""
                return InterviewText.wrap("\(row.place): \(row.what). \(row.why).\(fix)", bullet: "  - ")
            }
    }
}
