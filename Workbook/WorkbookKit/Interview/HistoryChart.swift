import Foundation

extension History {
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

        // The markers: the most telling run of each column wins (green, then a stage reached, then
        // a crash, then a compile error, then a plain run).
        func rank(_ kind: Moment.Kind) -> Int {
            switch kind {
            case .green: 5
            case .stage: 4
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
            case .stage: paint("»", "32")
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
        let stages = attempt.timeline.contains { $0.kind == .stage } ? "   » next stage" : ""
        lines.append(label("") + "  · a run   x compile error   ! crash or hang   ✓ green\(stages)   h hint")
        return lines
    }

    static func trimmed(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
