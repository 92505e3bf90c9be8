import Foundation

/// What the live session draws, from its state alone: a header with the workbook's progress bar,
/// the current kata's behaviours, a notice, and the keys. Plain lines; colour is added last.
public enum SessionScreen {
    public static func lines(
        _ state: SessionState, rows: Int = 40, columns: Int = 100, colour: Bool = false,
        now: Date = .distantPast
    ) -> [String] {
        let kata = state.kata
        let solved = state.katas.filter { state.progress.isSolved($0) }.count
        var header = [
            "Clean Architecture Katas for Swift · live session",
            "\(bar(solved, of: state.katas.count)) \(solved) of \(state.katas.count) kata\(state.katas.count == 1 ? "" : "s") solved",
            "",
            "\(kata.module) · \(kata.title) · grade \(kata.grade) · \(kata.layer) · \(kata.minutes) min · "
                + "edit Katas/\(kata.folder)/",
        ]
        if let clock = clockLine(state) { header.append(clock) }
        if state.isRunning {
            header.append("⟳ " + (state.status.isEmpty ? "Running…" : state.status))
        } else if state.result?.allPass == true {
            // In the header, so a long list of behaviours never pushes it off the screen.
            header.append("★ \(kata.module) is solved. n: the next kata · d: your code beside the reference")
        }
        header.append("")

        var body: [String]
        var footer: [String]
        switch state.mode {
        case .result:
            body = state.result?.lines ?? (state.isRunning ? [] : ["Save a file to run the suite."])
            footer = [keysLine]
        case .list(let typed):
            body = Listing.lines(katas: state.katas, progress: state.progress, now: now).dropFirst(2).map {
                $0
            }
            footer = [
                "Type a kata's number to open it\(typed.isEmpty ? "" : ": \(typed)_") · any other key goes back"
            ]
        case .confirmReset:
            body = state.result?.lines ?? []
            footer = ["Reset \(kata.module) to its stub? Your changed files are backed up first. [y/N]"]
        case .confirmDiff:
            body = state.result?.lines ?? []
            footer = [
                "\(kata.module) does not pass yet: show the reference anyway? It gives the answer away. [y/N]"
            ]
        case .page(let title, let lines):
            body = [title, ""] + lines
            footer = ["Any key goes back."]
        }
        let width = max(20, columns - 1)
        let notice =
            state.notice.isEmpty || isPage(state.mode)
            ? [] : [""] + state.notice.flatMap { InterviewText.wrap($0, bullet: "", width: width) }
        footer = notice + [""] + footer.flatMap { InterviewText.wrap($0, bullet: "", width: width) }
        // A line wider than the window would wrap and push the keys off the screen.
        body = body.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }

        // Keep the keys on screen: cut the body rather than let the top scroll away.
        let room = max(3, rows - header.count - footer.count - 1)
        if body.count > room {
            let hidden = body.count - room + 1
            body =
                Array(body.prefix(room - 1)) + [
                    "… \(hidden) more line\(hidden == 1 ? "" : "s") (a taller window shows them)"
                ]
        }
        let all = header + body + footer
        return colour ? all.map(paint) : all
    }

    /// "⏱ Interview on Kata1: 3:12 elapsed · 11:48 left", while one runs.
    public static func clockLine(_ state: SessionState) -> String? {
        guard let interview = state.interview, interview.isRunning(at: state.clockNow) else { return nil }
        let elapsed = Int(state.clockNow.timeIntervalSince(interview.startedAt))
        let name = state.katas.first { $0.folder == interview.kata }?.module ?? interview.kata
        return
            "⏱ \(interview.live ? "Live round" : "Interview") on \(name): \(Countdown.clock(elapsed)) elapsed · "
            + "\(Countdown.clock(interview.limitSeconds - elapsed)) left"
    }

    static let keysLine = "h hint · n next · l list · d diff · r reset · c check all · q quit"

    /// `[██████░░░░░░░░░░░░░░]`, twenty cells.
    static func bar(_ done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total == 0 ? 0 : min(width, done * width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + "]"
    }

    private static func isPage(_ mode: SessionState.Mode) -> Bool {
        if case .page = mode { return true }
        return false
    }

    /// ✓ green, ✗ red, the solved line and the header bold.
    static func paint(_ line: String) -> String {
        let green = "\u{1B}[32m"
        let red = "\u{1B}[31m"
        let bold = "\u{1B}[1m"
        let reset = "\u{1B}[0m"
        if line.hasPrefix("★ ") || line.hasPrefix("Clean Architecture Katas") {
            return bold + line + reset
        }
        return line.replacingOccurrences(of: "✓", with: green + "✓" + reset)
            .replacingOccurrences(of: "✗", with: red + "✗" + reset)
            .replacingOccurrences(of: "█", with: green + "█" + reset)
    }

    /// Colours only on a terminal, and never when `NO_COLOR` is set to anything (no-color.org).
    public static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
