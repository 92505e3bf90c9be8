import Foundation

/// `workbook list`: every kata and where the candidate stands, as a table.
public enum Listing {
    /// The title, the table, and the command to run next.
    public static func lines(katas: [Kata], progress: CandidateProgress, now: Date) -> [String] {
        var lines =
            ["Clean Architecture Katas for Swift", ""] + table(katas: katas, progress: progress, now: now)
        let due = katas.filter { Review.label($0, progress: progress, now: now) == "review due" }
        if let next = katas.first(where: { !progress.isSolved($0) }) {
            lines.append(
                "Next: swift run workbook check \(next.number)  (or a timed go: swift run workbook interview)"
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
    public static func table(katas: [Kata], progress: CandidateProgress, now: Date) -> [String] {
        let rows = katas.map { kata in
            [
                "\(kata.number)", kata.title, "\(kata.grade)", "\(kata.minutes)", kata.layer,
                status(kata, progress, now: now),
            ]
        }
        let header = ["#", "Kata", "Grade", "Min", "Layer", "Status"]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func format(_ row: [String]) -> String {
            let padded = row.enumerated().map { column, text in
                column == row.count - 1
                    ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            return "  " + padded.joined(separator: "  ")
        }

        let solved = katas.filter { progress.isSolved($0) }.count
        let interviews = progress.attempts.count
        return [format(header)] + rows.map(format) + [
            "",
            "\(solved) of \(katas.count) solved"
                + (interviews == 0 ? "" : " · \(interviews) mock interview\(interviews == 1 ? "" : "s")"),
        ]
    }

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
        }
        if entry.hintsShown > 0 { text += " · " + Words.count(entry.hintsShown, "hint") }
        if progress.readReferenceBeforeSolving(kata) { text += " · reference read" }
        if let review = Review.label(kata, progress: progress, now: now) { text += " · " + review }
        return text
    }
}
