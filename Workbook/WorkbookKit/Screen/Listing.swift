import Foundation

/// `workbook list`: every kata and where the candidate stands, as a table.
public enum Listing {
    /// The title, the table, and the command to run next, the table fitted to `width` columns
    /// (nil: as wide as it needs, for a pipe or a log).
    public static func lines(katas: [Kata], progress: CandidateProgress, now: Date, width: Int? = nil)
        -> [String]
    {
        var lines =
            ["Clean Architecture Katas for Swift", ""]
            + table(katas: katas, progress: progress, now: now, width: width)
        let due = katas.filter { Review.label($0, progress: progress, now: now) == "review due" }
        if let next = katas.first(where: { !progress.isSolved($0) }) {
            lines.append(
                "Next: `swift run workbook check \(next.number)` (or timed: `swift run workbook interview`)"
            )
        } else if !due.isEmpty {
            lines.append(
                "Due for review: \(due.map(\.module).joined(separator: ", ")) · swift run workbook interview picks it"
            )
        }
        return lines
    }

    /// Every kata as a row, then the count solved: what the live session's list shows, where
    /// the keys, not commands, say what to do next.
    ///
    /// In a window too narrow for every column (80 columns hold the first five and no status),
    /// the columns a kata's own screen shows anyway are left out, Layer first, then Grade, then
    /// Min, until every status fits; a status that still does not fit folds inside its column,
    /// or, with less than 16 columns left for it, goes under the title. The number, the title and
    /// the status are always there.
    public static func table(katas: [Kata], progress: CandidateProgress, now: Date, width: Int? = nil)
        -> [String]
    {
        let header = ["#", "Kata", "Grade", "Min", "Layer", "Status"]
        let rows = katas.map { kata in
            [
                "\(kata.number)", kata.title, "\(kata.grade)", "\(kata.minutes)", kata.layer,
                status(kata, progress, now: now),
            ]
        }
        let statuses = header.count - 1
        var kept = Array(header.indices)
        func widths() -> [Int] {
            kept.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        }
        /// Where the status starts: two spaces in, two between columns.
        func statusColumn() -> Int { 2 + widths().dropLast().reduce(0) { $0 + $1 + 2 } }
        for column in leftOutFirst {
            guard let width, statusColumn() + (widths().last ?? 0) > width else { break }
            kept.removeAll { $0 == column }
        }
        let columnWidths = widths()
        // Too little room beside the title for a status to fold in (under 16 columns): the
        // statuses go under the titles instead.
        let beside = width.map { $0 - statusColumn() >= min(16, columnWidths.last ?? 0) } ?? true
        let start = beside ? statusColumn() : 4 + columnWidths[0]
        let indent = String(repeating: " ", count: start)
        func format(_ row: [String]) -> [String] {
            let padded = kept.dropLast().enumerated().map { place, column in
                row[column].padding(toLength: columnWidths[place], withPad: " ", startingAt: 0)
            }
            let status =
                width.map { fold(status: row[statuses], width: max(16, $0 - start)) } ?? [row[statuses]]
            guard beside else {
                var line = "  " + padded.joined(separator: "  ")
                while line.hasSuffix(" ") { line.removeLast() }
                return [line] + status.map { indent + $0 }
            }
            return ["  " + (padded + [status[0]]).joined(separator: "  ")]
                + status.dropFirst().map { indent + $0 }
        }

        let solved = katas.filter { progress.isSolved($0) }.count
        let interviews = progress.attempts.count
        return format(header) + rows.flatMap(format) + [
            "",
            "\(solved) of \(katas.count) solved"
                + (interviews == 0 ? "" : " · \(interviews) mock interview\(interviews == 1 ? "" : "s")"),
        ]
    }

    /// A status folded between its parts, each later line starting with the "·" that joins them
    /// ("19 of 20 behaviours passing", "· 2 hints"); a part too long for a line folds at spaces.
    static func fold(status: String, width: Int) -> [String] {
        var lines: [String] = []
        for part in status.components(separatedBy: " · ") {
            if let last = lines.last, last.count + 3 + part.count <= width {
                lines[lines.count - 1] += " · " + part
            } else {
                lines += TextLayout.fold((lines.isEmpty ? "" : "· ") + part, width: width, hang: 0)
            }
        }
        return lines.isEmpty ? [""] : lines
    }

    /// The columns left out of a narrow window, in order: Layer, Grade, Min.
    static let leftOutFirst = [4, 2, 3]

    static func status(_ kata: Kata, _ progress: CandidateProgress, now: Date) -> String {
        let entry = progress[kata]
        var text: String
        if progress.isSolved(kata) {
            text = "solved"
            if let best = progress.bestSeconds(kata) {
                text += ", best \(Countdown.clock(best))"
            } else if let headStart = progress.attempts(kata).last(where: { $0.solved && !$0.isCleanSolve }) {
                // Honest: an interview that began with most of the suite passing is no clean solve.
                text += " (interview began with \(headStart.passingAtStart) of \(headStart.total) passing)"
            }
        } else if entry.lastChecked == nil {
            text = "not started"
        } else {
            text = "\(entry.passing) of \(Words.count(entry.total, "behaviour")) passing"
            // A staged round's count is of the stages it reached, as its header said it.
            if let stage = entry.stage { text += " · stage \(stage) of \(kata.stages.count)" }
        }
        if entry.hintsShown > 0 { text += " · " + Words.count(entry.hintsShown, "hint") }
        if progress.readReferenceBeforeSolving(kata) { text += " · reference read" }
        if let review = Review.label(kata, progress: progress, now: now) { text += " · " + review }
        return text
    }
}
