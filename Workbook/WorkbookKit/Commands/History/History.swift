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
        let reached = "\(attempt.passing) of \(attempt.total) passing"
        var text: String
        if attempt.solved {
            text =
                attempt.passingAtStart > 0
                ? "solved from \(attempt.passingAtStart) of \(attempt.total) passing" : "solved"
        } else {
            switch attempt.end {
            case .stopped: text = "stopped: " + reached
            case .timeUp: text = "time up: " + reached
            case .solved, nil: text = "not solved: " + reached
            }
        }
        if let blind = attempt.blind {
            text += " · blind: \(blind.anticipated) anticipated, \(blind.asked) asked, \(blind.told) told"
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

    // MARK: The chart

    static let eighths = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Behaviours passing over the minutes of one attempt, `width` columns for its time box and
    /// `height` rows for its behaviours, with a row marking each run (· a run, x a compile error,
    /// ! a crash or hang, ✓ green) and a row marking each hint.
    public static func chart(_ attempt: Attempt, width: Int = 60, height: Int = 8, colour: Bool = false)
        -> [String]
    {
        let limit = max(1, attempt.limitSeconds)
        let total = max(attempt.total, attempt.timeline.map(\.total).max() ?? 0)
        // The column a second falls in; the time box's last second is in the last column.
        func column(_ second: Int) -> Int { min(width - 1, max(0, second * width / limit)) }
        let lastColumn = column(attempt.seconds)
        // Each column shows the last reported run before its end; a compile error keeps the level.
        let reported = attempt.timeline.filter { [.run, .green, .crash, .hang].contains($0.kind) }
        let levels = (0..<width).map { index -> Int? in
            guard index <= lastColumn else { return nil }
            let end = (index + 1) * limit / width
            return reported.last { $0.second < end }?.passing ?? attempt.passingAtStart
        }

        func paint(_ text: String, _ code: String) -> String {
            colour && text != " " ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
        }
        let labelWidth = max(5, String(total).count)
        func label(_ text: String) -> String {
            String(repeating: " ", count: labelWidth - text.count) + text
        }

        var lines: [String] = []
        let units = height * 8
        for row in 0..<height {
            let floor = (height - 1 - row) * 8
            let cells = levels.map { level -> String in
                guard let level, total > 0 else { return " " }
                let filled = Int((Double(level) * Double(units) / Double(total)).rounded())
                let cell = eighths[min(8, max(0, filled - floor))]
                return paint(cell, level == total ? "32" : "36")
            }
            let axis = row == 0 ? label(String(total)) + " ┤" : label("") + " │"
            lines.append(trimmed(axis + cells.joined()))
        }
        lines.append(label("0") + " └" + String(repeating: "─", count: width))

        // Minute labels, as many as fit without touching.
        let minutes = limit / 60
        let step = minutes <= 15 ? 1 : minutes <= 30 ? 5 : 10
        var ticks = Array(repeating: Character(" "), count: width + 4)
        for minute in stride(from: 0, through: minutes, by: step) {
            let start = minute * 60 * width / limit
            let text = Array(String(minute))
            guard start + text.count <= ticks.count,
                (max(0, start - 1)..<min(ticks.count, start + text.count + 1)).allSatisfy({ ticks[$0] == " " }
                )
            else { continue }
            for (offset, character) in text.enumerated() { ticks[start + offset] = character }
        }
        lines.append(label("") + "  " + trimmed(String(ticks)) + " min")

        // The markers: the most telling run of each column wins (green, then a crash, then a
        // compile error, then a plain run).
        func rank(_ kind: Moment.Kind) -> Int {
            switch kind {
            case .green: 4
            case .crash, .hang: 3
            case .compileError: 2
            case .run: 1
            case .hint: 0
            }
        }
        var runs: [Moment?] = Array(repeating: nil, count: width)
        var hints = Array(repeating: false, count: width)
        for moment in attempt.timeline {
            let index = column(moment.second)
            if moment.kind == .hint {
                hints[index] = true
            } else if rank(moment.kind) > runs[index].map({ rank($0.kind) }) ?? 0 {
                runs[index] = moment
            }
        }
        let runRow = runs.map { moment -> String in
            switch moment?.kind {
            case .green: paint("✓", "32")
            case .crash, .hang: paint("!", "31")
            case .compileError: paint("x", "31")
            case .run: "·"
            case .hint, nil: " "
            }
        }
        lines.append(label("runs") + "  " + trimmed(runRow.joined()))
        if hints.contains(true) {
            lines.append(label("hints") + "  " + trimmed(hints.map { $0 ? paint("h", "33") : " " }.joined()))
        }
        lines.append(label("") + "  · a run   x compile error   ! crash or hang   ✓ green   h hint")
        return lines
    }

    static func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    // MARK: The last attempt, the trend, and Markdown

    /// One attempt's heading: "Kata1 · Entity · 24 Nov 2026 16:40 · solved in 6:12 of 15:00 · 1 hint".
    static func heading(_ attempt: Attempt, kata: Kata, timeZone: TimeZone) -> String {
        let how =
            attempt.solved
            ? "\(result(attempt)) in \(time(attempt))" : "\(result(attempt)) · \(time(attempt))"
        return "\(kata.module) · \(kata.title) · \(date(attempt.startedAt, timeZone: timeZone)) · \(how) · "
            + Words.count(attempt.hintsUsed, "hint")
    }

    /// `history N`: the last attempt drawn, then the trend of solve times across attempts.
    public static func kataView(_ kata: Kata, progress: CandidateProgress, timeZone: TimeZone, colour: Bool)
        -> [String]
    {
        let attempts = progress.attempts(kata)
        guard let last = attempts.last else {
            return [
                "No mock interview on \(kata.module) yet: `swift run workbook interview \(kata.number)` starts one."
            ]
        }
        var lines = [heading(last, kata: kata, timeZone: timeZone), ""]
        if last.timeline.isEmpty {
            lines.append("This attempt was recorded before timelines were kept: only its result is known.")
        } else {
            lines += ["Behaviours passing over the minutes:", ""] + chart(last, colour: colour)
        }
        lines += [""] + trend(attempts, kata: kata, timeZone: timeZone, colour: colour)
        lines += anticipation(attempts, kata: kata)
        return lines
    }

    /// Blind rounds, oldest first: how many behaviours were anticipated (passing before anyone
    /// spoke of them), and whether that share grows. Nothing when there was no blind round.
    static func anticipation(_ attempts: [Attempt], kata: Kata) -> [String] {
        let blind = attempts.compactMap(\.blind).filter { $0.total > 0 }
        guard let first = blind.first, let latest = blind.last else { return [] }
        let counts = blind.map { "\($0.anticipated)" }.joined(separator: " → ")
        var lines = [
            "", "Anticipated in blind rounds on \(kata.module), oldest first (of \(latest.total)): \(counts)",
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
            "",
            "## Timeline",
            "",
        ]
        if attempt.timeline.isEmpty {
            lines.append("Recorded before timelines were kept.")
        } else {
            lines += ["| Time | What happened |", "| ---: | --- |"]
            lines += attempt.timeline.map { "| \(Countdown.clock($0.second)) | \(describe($0)) |" }
            lines += ["", "## Behaviours passing over the minutes", "", "```text"] + chart(attempt) + ["```"]
        }
        lines +=
            ["", "## Solve times", "", "```text"] + trend(all, kata: kata, timeZone: timeZone) + ["```", ""]
        return lines.joined(separator: "\n")
    }
}
