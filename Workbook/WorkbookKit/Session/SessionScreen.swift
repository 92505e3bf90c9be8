import Foundation

/// What the live session draws, from its state alone: a header with the workbook's progress bar,
/// the current kata's behaviours, a notice, and the keys. Plain lines; colour is added last.
public enum SessionScreen {
    /// The screen, `rows` by `columns` (the window's size the state knows when not given):
    /// the header, as much of the body as fits from `state.scroll` on, and the keys. Every line
    /// is folded to the width, never cut; a body taller than the room scrolls.
    public static func lines(
        _ state: SessionState, rows: Int? = nil, columns: Int? = nil, colour: Bool = false,
        now: Date = .distantPast
    ) -> [String] {
        var state = state
        state.screen.rows = rows ?? state.screen.rows
        state.screen.columns = columns ?? state.screen.columns
        let parts = layout(state, now: now)
        var body = parts.body
        let room = self.room(parts)
        if body.count > room {
            let window = room - 1
            let first = min(state.screen.scroll, body.count - window)
            let last = first + window
            let shown = Array(body[first..<last])
            let place =
                "── lines \(first + 1)–\(last) of \(body.count) · "
                + (last < body.count
                    ? (first > 0 ? "↓ j space: more · ↑ k u: back up" : "↓ j space: more") : "↑ k u: back up")
                + " ──"
            body = shown + TextLayout.wrap(place, width: width(state)).prefix(1)
        } else {
            // A short body is padded: the keys stay on the window's last row, where they were.
            body += Array(repeating: "", count: room - body.count)
        }
        let all = parts.header + body + parts.footer
        return colour ? all.map(paint) : all
    }

    /// How the screen drawn from `state` scrolls: PgDn and space move a window's worth of the body,
    /// less one line to keep one's place; the body scrolls until its last line shows (0 when it fits).
    public static func viewport(_ state: SessionState) -> Viewport {
        let parts = layout(state, now: .distantPast)
        let room = self.room(parts)
        return Viewport(
            page: max(1, room - 2), maxScroll: parts.body.count > room ? parts.body.count - (room - 1) : 0)
    }

    /// Lines for the body: what is left after the header and the keys, which take the last rows.
    private static func room(_ parts: (header: [String], body: [String], footer: [String], rows: Int)) -> Int
    {
        max(3, parts.rows - parts.header.count - parts.footer.count)
    }

    static func width(_ state: SessionState) -> Int { max(20, state.screen.columns - 1) }

    /// The screen's three parts, each folded to the window's width.
    static func layout(_ state: SessionState, now: Date) -> (
        header: [String], body: [String], footer: [String], rows: Int
    ) {
        let kata = state.kata
        let width = width(state)
        var header = state.round.map { roundHeader($0, state) } ?? sessionHeader(state)
        if state.isRunning {
            // One line however long the build's step: a status that folded would move the screen.
            let step = state.running.status.isEmpty ? "Running…" : state.running.status
            let status = "⟳ " + (state.round == nil ? "" : clockRunsOn) + step
            header.append(status.count > width ? String(status.prefix(width - 1)) + "…" : status)
        } else if state.round == nil, state.result?.allPass == true {
            // In the header, so a long list of behaviours never pushes it off the screen.
            header.append("★ \(kata.module) is solved. n: the next kata · d: your code beside the reference")
        }
        header.append("")

        var body: [String]
        var footer: [String]
        switch state.screen.mode {
        case .result:
            let result = state.screen.whole ? state.result?.whole ?? state.result?.lines : state.result?.lines
            body = result ?? (state.isRunning ? firstLook(kata) : ["Save a file to run the suite."])
            if let held = heldFirstRun(state) { body = held }
            footer = [state.screen.whole ? wholeKeysLine : keysLine]
            if let round = state.round {
                body = StageWords.above(round, kata: kata) + roundResult(round, state.result, kata: kata)
                footer = [roundKeys(round)]
            }
        case .confirming:
            body =
                state.round.map {
                    StageWords.above($0, kata: kata) + roundResult($0, state.result, kata: kata)
                } ?? []
            footer = []
        case .asking(let typed):
            body =
                state.round.map {
                    StageWords.above($0, kata: kata) + roundResult($0, state.result, kata: kata)
                } ?? []
            footer = ["Ask the interviewer: \(typed)_", "Enter asks · Esc: never mind"]
        case .list(let typed):
            body = Listing.table(katas: state.katas, progress: state.progress, now: now, width: width)
            footer = [
                "Type a kata's number to open it\(typed.isEmpty ? "" : ": \(typed)_") · ↑↓ j k space u: scroll · "
                    + "any other key: back to \(kata.module)"
            ]
        case .confirmReset:
            body = heldFirstRun(state) ?? state.result?.lines ?? []
            footer = ["Reset \(kata.module) to its stub? Your changed files are backed up first. [y/N]"]
        case .confirmDiff:
            body = heldFirstRun(state) ?? state.result?.lines ?? []
            footer = [SolutionView.question(kata)]
        case .confirmHint:
            // h may come while the first run builds: its prompt stays above the question.
            body = heldFirstRun(state) ?? state.result?.lines ?? (state.isRunning ? firstLook(kata) : [])
            footer = [hintQuestion(state)]
        case .confirmCheckAll(let question):
            body = heldFirstRun(state) ?? state.result?.lines ?? []
            footer = question
        case .page(let title, let lines):
            body = [title, ""] + lines
            footer = [pageFooter(kata)]
        case .checkedEveryKata(let rows):
            let solved = rows.filter(\.allPass).count
            body =
                ["Every kata, checked:", ""] + rows.map(line)
                + ["", "\(solved) of \(rows.count) katas pass every behaviour."]
            footer = [pageFooter(kata)]
        case .everyKata:
            let done = state.running.checkedRows.count
            body =
                ["Checking every kata, one at a time (\(done) of \(state.katas.count) done):", ""]
                + state.running.checkedRows.map(line)
                + state.katas.dropFirst(done).enumerated().map { offset, kata in
                    (offset == 0 && state.isRunning ? "  ⟳ " : "  · ") + "\(kata.module) · \(kata.title)"
                }
            footer = [
                KeyTable.legend(for: .checkingAll)
                    + " · any key but those that scroll: back to \(kata.module) (it goes on)"
            ]
        }
        if let held = heldFooter(state) { footer = held }
        let (top, keys) = (
            TextLayout.wrap(header, width: width), TextLayout.wrap([""] + footer, width: width)
        )
        let text = TextLayout.wrap(body, width: width)
        let notice = NoticeFit.fit(
            isPage(state.screen.mode) ? [] : state.screen.notice,
            answer: !state.screen.answer.isEmpty && state.screen.notice.starts(with: state.screen.answer),
            room: NoticeFit.room(state.screen.rows - top.count - keys.count - 1),
            width: width)
        return (top, text + notice.moved, notice.shown + keys, state.screen.rows)
    }

    /// The session's header: the workbook's progress bar, the kata, the clock of an interview
    /// running elsewhere.
    static func sessionHeader(_ state: SessionState) -> [String] {
        let kata = state.kata
        let solved = state.katas.filter { state.progress.isSolved($0) }.count
        let katas = Words.count(state.katas.count, "kata")
        return [
            "Clean Architecture Katas for Swift · live session",
            "\(bar(solved, of: state.katas.count)) \(solved) of \(katas) solved",
            "",
            kataLine(kata, width: width(state)),
        ] + (clockLine(state).map { [$0] } ?? [])
    }

    /// The kata's line of the session's header, on one row: a long title drops the grade and
    /// layer, then the folder to edit (the prompt under it names the folder).
    static func kataLine(_ kata: Kata, width: Int) -> String {
        let name = "\(kata.module) · \(kata.title)"
        let edit = " · edit Katas/\(kata.folder)/"
        let forms = [
            "\(name) · grade \(kata.grade) · \(kata.layer) · \(kata.minutes) min" + edit,
            "\(name) · \(kata.minutes) min" + edit, "\(name) · \(kata.minutes) min",
        ]
        return forms.first { $0.count <= width } ?? forms[forms.count - 1]
    }

    /// The kata's Prompt, each paragraph one line and each list item one (the screen folds them
    /// to the window), indented.
    static func promptLines(_ kata: Kata) -> [String] {
        kata.readme.sections["Prompt", default: ""].split(separator: "\n\n").flatMap {
            TextLayout.reflow(String($0)).filter { !$0.isEmpty }.map { "  " + $0 }
        }
    }

    /// What to read while the kata's first run builds: the prompt, where it and the code live,
    /// that a save runs the suite, and that a blind round starts before the files are read (three
    /// of four players of one wave read the rules in the files first).
    static func firstLook(_ kata: Kata) -> [String] {
        [
            "Playing it blind? Press b before you open the kata's files: until a round hides them, they"
                + " state the rules."
        ] + promptAndPlace(kata)
    }

    /// The interviewer's words, where the prompt and the code live, and that a save runs the suite.
    static func promptAndPlace(_ kata: Kata) -> [String] {
        ["", "The interviewer says:"] + promptLines(kata) + [
            "",
            "The prompt is Katas/\(kata.folder)/README.md; \(kata.kind.besideThePrompt(kata)) Each save runs the "
                + "suite again: the first build takes a minute, later runs about a second.",
        ]
    }

    /// "  ✓ Kata1 · Sample: 4 of 4 behaviours passing".
    static func line(_ row: CheckAllRow) -> String {
        let detail = row.problem ?? "\(row.passing) of \(row.total) behaviours passing"
        return "  \(row.allPass ? "✓" : "✗") \(row.kata.module) · \(row.kata.title): \(detail)"
    }

    /// Under a page or the list: how to scroll it and how to leave it.
    static func pageFooter(_ kata: Kata) -> String {
        "↑↓ j k space u: scroll · any other key: back to \(kata.module)"
    }

    /// "⏱ Interview on Kata1: 3:12 elapsed · 11:48 left", while one runs.
    public static func clockLine(_ state: SessionState) -> String? {
        guard let interview = state.interview, let elapsed = state.shownClock else { return nil }
        let name = state.katas.first { $0.folder == interview.kata }?.module ?? interview.kata
        return
            "⏱ \(interview.live ? "Live round" : "Interview") on \(name): \(Countdown.clock(elapsed)) elapsed · "
            + "\(Countdown.clock(interview.limitSeconds - elapsed)) left"
    }

    // The key lines, from the one key table.
    static var roundKeysLine: String { KeyTable.legend(for: .round) }
    static var keysLine: String { KeyTable.legend(for: .kata) }
    static var wholeKeysLine: String { KeyTable.legend(for: .whole) }

    /// `[██████░░░░░░░░░░░░░░]`, twenty cells.
    static func bar(_ done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total == 0 ? 0 : min(width, done * width / total)
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            + "]"
    }

    private static func isPage(_ mode: SessionState.Mode) -> Bool {
        switch mode {
        // The list is a page too: the notes under a result never take its rows.
        case .page, .everyKata, .checkedEveryKata, .list: true
        default: false
        }
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
