import Foundation

/// `workbook history`: past mock interviews as a table, the last one as a chart of behaviours
/// passing over the minutes, and the trend of solve times. Plain values in, lines out: colour
/// is the only thing a terminal adds.
public enum History {
    public typealias Attempt = CandidateProgress.Attempt
    typealias Moment = CandidateProgress.Moment

    /// "24 Nov 2026 16:40", in `timeZone`.
    static func date(_ date: Date, timeZone: TimeZone, format: String = "d MMM yyyy HH:mm") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// How the attempt ended, in a few words: "solved", "time up: 12 of 19 passing".
    public static func result(_ attempt: Attempt) -> String {
        // No run that built reported a behaviour: there is no count to give.
        let reached = attempt.total == 0 ? nil : "\(attempt.passing) of \(attempt.total) passing"
        var text: String
        if attempt.solved {
            text =
                attempt.passingAtStart > 0
                ? "solved from \(attempt.passingAtStart) of \(attempt.total) passing" : "solved"
        } else {
            switch attempt.end {
            case .stopped: text = reached.map { "stopped: " + $0 } ?? "stopped before any run built"
            case .timeUp: text = reached.map { "time up: " + $0 } ?? "time up before any run built"
            case .solved, nil: text = "not solved: " + (reached ?? "no run built")
            }
        }
        if let blind = attempt.blind {
            // In a live round the person across the table answered: only they know what was asked.
            text +=
                attempt.live
                ? " · blind"
                : " · blind: \(blind.anticipated) anticipated, \(blind.asked) from questions, \(blind.told) told"
        }
        return text + (attempt.live ? " · live" : "")
    }

    /// "6:12 of 15:00".
    static func time(_ attempt: Attempt) -> String {
        "\(Countdown.clock(attempt.seconds)) of \(Countdown.clock(attempt.limitSeconds))"
    }

    /// Every kata's attempts, oldest first, one table per kata.
    public static func list(katas: [Kata], progress: CandidateProgress, timeZone: TimeZone) -> [String] {
        let tried = katas.filter { !progress.attempts($0).isEmpty }
        guard !tried.isEmpty else {
            return ["No mock interviews yet: `swift run workbook interview` starts one."]
        }
        var lines = ["Mock interviews, oldest first:"]
        for kata in tried {
            let header = ["Date", "Time", "Hints", "Result"]
            let attempts = progress.attempts(kata)
            let rows = attempts.map { attempt in
                [
                    date(attempt.startedAt, timeZone: timeZone), time(attempt), "\(attempt.hintsUsed)",
                    result(attempt),
                ]
            }
            let table = table([header] + rows)
            lines += ["", "\(kata.module) · \(kata.title)", table[0]]
            // The self-rating under its row: as a column it would push the table past 80 columns.
            for (attempt, row) in zip(attempts, table.dropFirst()) {
                lines.append(row)
                if !attempt.rating.isEmpty { lines.append("      rated " + rating(attempt)) }
            }
        }
        lines += ["", "`swift run workbook history <kata>` draws a kata's last attempt as a chart."]
        return lines
    }

    /// The self-rating in a few words; a dash when there is none.
    static func rating(_ attempt: Attempt) -> String {
        guard !attempt.rating.isEmpty else { return "—" }
        return CandidateProgress.Grade.allCases.compactMap { grade in
            let named = attempt.criteria(rated: grade)
            guard !named.isEmpty else { return nil }
            return "\(named.count) \(grade.rawValue)"
                + (grade == .strong ? "" : " (\(named.joined(separator: ", ")))")
        }.joined(separator: ", ")
    }

    /// Columns padded to their widest cell, the last one left ragged.
    static func table(_ rows: [[String]]) -> [String] {
        let widths = (rows.first ?? []).indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  "
                + row.enumerated().map { column, text in
                    column == row.count - 1
                        ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                }.joined(separator: "  ")
        }
    }

    // MARK: The last attempt, the trend, and Markdown

    /// One attempt's heading: "Kata1 · Entity · 24 Nov 2026 16:40 · solved in 6:12 of 15:00 · 1 hint".
    /// The time goes with the first words of the result ("solved in 6:12 of 15:00 · blind: …").
    static func heading(_ attempt: Attempt, kata: Kata, timeZone: TimeZone) -> String {
        var parts = result(attempt).components(separatedBy: " · ")
        parts[0] += attempt.solved ? " in \(time(attempt))" : " · \(time(attempt))"
        return "\(kata.module) · \(kata.title) · \(date(attempt.startedAt, timeZone: timeZone)) · "
            + parts.joined(separator: " · ") + " · " + Words.count(attempt.hintsUsed, "hint")
    }

    /// `history N`: the last attempt drawn, then the trend of solve times across attempts, the chart
    /// and the bars narrowed to fit a window `window` columns wide.
    public static func kataView(
        _ kata: Kata, progress: CandidateProgress, timeZone: TimeZone, colour: Bool, window: Int = 80
    )
        -> [String]
    {
        let attempts = progress.attempts(kata)
        guard let last = attempts.last else {
            return [
                "No mock interview on \(kata.module) yet: `swift run workbook interview \(kata.number)` starts one."
            ]
        }
        var lines =
            [heading(last, kata: kata, timeZone: timeZone)] + StageWords.resultLines(kata, last) + [""]
        if last.timeline.isEmpty {
            // A round stopped before any save ran the suite has none either: both are said.
            lines.append(
                "No run is on this attempt's timeline: it ended before a save ran the suite, or was recorded "
                    + "before timelines were kept.")
        } else {
            // The minutes' line is the widest: 7 columns before the chart, 8 after it.
            let width = min(60, max(20, window - 15))
            lines += ["Behaviours passing over the minutes:", ""] + chart(last, width: width, colour: colour)
        }
        lines += CandidateProgress.Question.lines(last.questions)
        // A bar's line is 25 columns besides the bar and the result: the bar takes up to 30.
        let bar = min(30, max(10, window - 50))
        lines += [""] + trend(attempts, kata: kata, timeZone: timeZone, colour: colour, width: bar)
        lines += anticipation(attempts, kata: kata)
        return lines
    }

    /// Blind rounds, oldest first: how many behaviours were anticipated (passing before anyone
    /// spoke of them), and whether that share grows. Nothing when there was no blind round. A live
    /// round's interviewer answered aloud, so it counts no anticipation.
    static func anticipation(_ attempts: [Attempt], kata: Kata) -> [String] {
        let blind = attempts.filter { !$0.live }.compactMap(\.blind).filter { $0.total > 0 }
        guard let first = blind.first, let latest = blind.last else { return [] }
        let counts = blind.map { "\($0.anticipated)" }.joined(separator: " → ")
        let open = latest.total - latest.given
        var lines = [
            "",
            "Anticipated in blind rounds on \(kata.module), oldest first (of \(open)"
                + (latest.given > 0 ? " the prompt does not state" : "") + "): \(counts)",
        ]
        if blind.count > 1 {
            let change = latest.anticipated - first.anticipated
            lines.append(
                change > 0
                    ? "You find more yourself: \(Words.count(change, "behaviour")) more anticipated than in your first blind round."
                    : change == 0
                        ? "As many anticipated as in your first blind round."
                        : "Fewer anticipated than in your first blind round (\(-change) fewer): ask earlier, or read the prompt again."
            )
        }
        return lines
    }

    /// Each attempt's time as a bar against its time box, oldest first, and whether the clean
    /// solves are getting faster.
    public static func trend(
        _ attempts: [Attempt], kata: Kata, timeZone: TimeZone, colour: Bool = false, width: Int = 30
    )
        -> [String]
    {
        var lines = [
            "Solve times on \(kata.module), oldest first (each bar is the time taken of its time box):"
        ]
        for attempt in attempts {
            let share = attempt.limitSeconds > 0 ? Double(attempt.seconds) / Double(attempt.limitSeconds) : 1
            let filled = min(width, max(0, Int((share * Double(width)).rounded())))
            var bar = String(repeating: "█", count: filled)
            if colour { bar = "\u{1B}[\(attempt.isCleanSolve ? "32" : "33")m" + bar + "\u{1B}[0m" }
            bar += String(repeating: "░", count: width - filled)
            let clock = Countdown.clock(attempt.seconds)
            lines.append(
                "  \(date(attempt.startedAt, timeZone: timeZone, format: "d MMM HH:mm"))  \(bar)  "
                    + String(repeating: " ", count: max(0, 5 - clock.count)) + clock + "  " + result(attempt))
        }
        let clean = attempts.filter(\.isCleanSolve)
        if let first = clean.first, let latest = clean.last, clean.count > 1 {
            let difference = latest.seconds - first.seconds
            lines.append(
                difference < 0
                    ? "Faster: your latest solve from the stub (\(Countdown.clock(latest.seconds))) is \(Countdown.clock(-difference)) quicker than your first (\(Countdown.clock(first.seconds)))."
                    : difference == 0
                        ? "Steady: your latest solve from the stub took as long as your first (\(Countdown.clock(first.seconds)))."
                        : "Slower: your latest solve from the stub (\(Countdown.clock(latest.seconds))) took \(Countdown.clock(difference)) longer than your first (\(Countdown.clock(first.seconds)))."
            )
        } else {
            lines.append(
                clean.isEmpty
                    ? "No solve from the stub yet (from nothing passing): the trend starts with the first."
                    : "One solve from the stub so far: the trend shows from the next.")
        }
        return lines
    }

    /// What happened at a moment, in words: "run: 12 of 19 passing".
    static func describe(_ moment: Moment) -> String {
        switch moment.kind {
        case .run: "ran: \(moment.passing) of \(moment.total) passing"
        case .green: "green: all \(moment.total) passing"
        case .compileError: "compile error"
        case .crash: "crashed: \(moment.passing) of \(moment.total) passing"
        case .hang: "ran over the time limit: \(moment.passing) of \(moment.total) passing"
        case .hint: "hint taken"
        case .stage: "next stage: all \(moment.total) passing"
        }
    }

    /// The attempt as a Markdown page to share with a mentor: the summary, the timeline as a
    /// table, the chart and the trend as plain text.
    public static func markdown(_ attempt: Attempt, kata: Kata, all: [Attempt], timeZone: TimeZone) -> String
    {
        var lines = [
            "# Mock interview: \(kata.module) · \(kata.title)",
            "",
            "- Date: \(date(attempt.startedAt, timeZone: timeZone))",
            "- Time: \(time(attempt))",
            "- Result: \(result(attempt))",
            "- Hints: \(attempt.hintsUsed)",
            "- Self-rating: \(rating(attempt))",
        ]
        lines += StageWords.times(kata, attempt).map { "- \($0)" }
        lines += [
            "",
            "## Timeline",
            "",
        ]
        if attempt.timeline.isEmpty {
            lines.append(
                "No run on the timeline (ended before a save ran the suite, or recorded before timelines).")
        } else {
            lines += ["| Time | What happened |", "| ---: | --- |"]
            lines += attempt.timeline.map { "| \(Countdown.clock($0.second)) | \(describe($0)) |" }
            lines += ["", "## Behaviours passing over the minutes", "", "```text"] + chart(attempt) + ["```"]
        }
        if !attempt.questions.isEmpty {
            lines +=
                ["", "## Questions", "", "```text"]
                + CandidateProgress.Question.lines(attempt.questions)
                .dropFirst(2) + ["```"]
        }
        lines +=
            ["", "## Solve times", "", "```text"] + trend(all, kata: kata, timeZone: timeZone) + ["```", ""]
        return lines.joined(separator: "\n")
    }
}
