import Foundation
import Testing

@testable import WorkbookKit

/// Three katas; the first has hints. No terminal, no child process, no clock: events in, effects out.
struct SessionFixture {
    static let hints = """
        # Kata1 · Sample: the interviewer's sheet
        ## Hints
        1. A nudge.
        2. A push.
        3. Nearly the answer.
        """
    let katas = [sampleKata(number: 1, sheet: hints), sampleKata(number: 2), sampleKata(number: 3)]
    let when = Date(timeIntervalSince1970: 1_000)

    func started(at index: Int = 0, progress: CandidateProgress = CandidateProgress()) -> SessionState {
        var state = SessionState(katas: katas, current: index, progress: progress)
        _ = Session.reduce(&state, .started)
        return state
    }

    /// The session on the first kata, with `taken` of its hints already shown.
    func withHintsTaken(_ taken: Int) -> SessionState {
        var progress = CandidateProgress()
        progress[katas[0]].hintsShown = taken
        return SessionState(katas: katas, current: 0, progress: progress)
    }

    func green(_ total: Int = 4) -> SessionResult {
        SessionResult(lines: ["all pass"], passing: total, total: total)
    }

    func red() -> SessionResult {
        SessionResult(lines: ["✗ keeps what it was given"], passing: 1, total: 4)
    }

    /// An event as the session's shell hands it over: reduced, then the screen's new scrolling
    /// told back to the logic, as the shell does after each draw.
    @discardableResult
    func reduce(_ state: inout SessionState, _ event: SessionEvent) -> [SessionEffect] {
        let effects = Session.reduce(&state, event)
        _ = Session.reduce(&state, .laidOut(SessionScreen.viewport(state)))
        return effects
    }

    /// Started, and its first run finished with `result`.
    func finished(_ result: SessionResult, at index: Int = 0) -> SessionState {
        var state = started(at: index)
        _ = Session.reduce(&state, .runFinished(generation: state.running.generation, result, at: when))
        return state
    }
}

@Suite("The live session's logic")
struct SessionTests {
    let fixture = SessionFixture()

    @Test("starts by watching the current kata and running its suite")
    func starts() {
        var state = SessionState(katas: fixture.katas, current: 1, progress: CandidateProgress())

        let effects = Session.reduce(&state, .started)

        #expect(effects == [.watch(fixture.katas[1]), .run(fixture.katas[1], generation: 1), .render])
        #expect(state.running.run == .kata(generation: 1))
    }

    @Test("opens on the kata asked for, else the first one not solved")
    func startIndex() {
        var progress = CandidateProgress()
        progress.recordCheck(fixture.katas[0], passing: 4, total: 4, at: fixture.when)

        #expect(SessionState.startIndex(katas: fixture.katas, progress: progress, asked: nil) == 1)
        #expect(
            SessionState.startIndex(katas: fixture.katas, progress: progress, asked: fixture.katas[2]) == 2)
        #expect(SessionState.startIndex(katas: fixture.katas, progress: CandidateProgress(), asked: nil) == 0)
    }

    @Test("a finished run is shown and recorded")
    func finishedRun() {
        var state = fixture.started()

        let effects = Session.reduce(&state, .runFinished(generation: 1, fixture.red(), at: fixture.when))

        #expect(effects == [.recordCheck(fixture.katas[0], passing: 1, total: 4), .render])
        #expect(state.result == fixture.red())
        #expect(state.running.run == .idle)
        #expect(state.progress[fixture.katas[0]].passing == 1)
    }

    @Test("a save during a run starts a newer run, and the older run's result is never shown")
    func saveDuringRun() {
        var state = fixture.started()

        let restart = Session.reduce(&state, .saved)
        let stale = Session.reduce(&state, .runFinished(generation: 1, fixture.red(), at: fixture.when))
        let fresh = Session.reduce(&state, .runFinished(generation: 2, fixture.green(), at: fixture.when))

        #expect(restart == [.run(fixture.katas[0], generation: 2), .render])
        #expect(stale == [])
        #expect(fresh.contains(.recordCheck(fixture.katas[0], passing: 4, total: 4)))
        #expect(state.result == fixture.green())
    }

    @Test("keys pressed during a run are each handled once, and none restarts or drops the run")
    func keysDuringRun() {
        var state = fixture.started()

        // h asks first (`HintAsksFirstTests`); y takes the hint.
        let asked = Session.reduce(&state, .key(.character("h")))
        let first = Session.reduce(&state, .key(.character("y")))
        _ = Session.reduce(&state, .key(.character("h")))
        let second = Session.reduce(&state, .key(.character("y")))
        _ = Session.reduce(&state, .runFinished(generation: 1, fixture.red(), at: fixture.when))

        #expect(asked == [.render])
        #expect(first == [.recordHints(fixture.katas[0], shown: 1), .render])
        #expect(second == [.recordHints(fixture.katas[0], shown: 2), .render])
        #expect(state.screen.notice == ["Hint 2 of 3: A push."])
        #expect(state.result == fixture.red())
    }

    @Test("h and y reveal the sheet's next hint, from where the candidate left off; then h shows all of them")
    func hints() {
        var state = fixture.withHintsTaken(2)

        _ = Session.reduce(&state, .key(.character("h")))
        _ = Session.reduce(&state, .key(.character("y")))
        let third = state.screen.notice
        // Nothing is left to spend: the hints show again without a question.
        _ = Session.reduce(&state, .key(.character("h")))

        #expect(third == ["Hint 3 of 3: Nearly the answer."])
        #expect(state.screen.notice.count == 4)
        #expect(state.screen.notice.last == "Those are all the hints for Kata1.")
        #expect(state.progress[fixture.katas[0]].hintsShown == 3)
    }

    @Test("n says why it waits until every behaviour passes")
    func nextWaitsForGreen() {
        var state = fixture.finished(fixture.red())

        let effects = Session.reduce(&state, .key(.character("n")))

        #expect(effects == [.render])
        #expect(state.current == 0)
        #expect(state.screen.notice.first?.contains("once every behaviour of Kata1 passes") == true)
    }

    @Test("what n said while red is gone once the kata passes: no stale line beside the solved one")
    func staleNoticeGoes() {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("n")))
        _ = Session.reduce(&state, .saved)

        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, fixture.green(), at: fixture.when))

        #expect(state.screen.notice.isEmpty)
    }

    @Test("during a live round on the kata, h and d show no hint and no reference, and say why")
    func liveRoundWithholds() {
        var state = fixture.finished(fixture.red())
        state.interview = CandidateProgress.RunningInterview(
            kata: fixture.katas[0].folder, startedAt: fixture.when, limitSeconds: 900, live: true)
        state.clockNow = fixture.when.addingTimeInterval(60)

        for key in ["h", "d"] {
            #expect(Session.reduce(&state, .key(.character(Character(key)))) == [.render])
            #expect(state.screen.notice.first?.contains("A live round on Kata1 is under way") == true)
            #expect(state.screen.mode == .result)
        }
        #expect(state.progress[fixture.katas[0]].hintsShown == 0)
    }

    @Test("n once green opens the next kata not solved, watches it and runs it")
    func nextOnceGreen() {
        var state = fixture.finished(fixture.green())
        state.progress.recordCheck(fixture.katas[1], passing: 3, total: 3, at: fixture.when)

        let effects = Session.reduce(&state, .key(.character("n")))

        #expect(state.current == 2)
        #expect(state.result == nil)
        #expect(effects == [.watch(fixture.katas[2]), .run(fixture.katas[2], generation: 2), .render])
    }

    @Test("l then a number opens that kata; another key goes back to the same one")
    func list() {
        var state = fixture.finished(fixture.red())

        _ = Session.reduce(&state, .key(.character("l")))
        #expect(state.screen.mode == .list(typed: ""))
        _ = Session.reduce(&state, .key(.escape))
        #expect(state.screen.mode == .result)
        #expect(state.current == 0)

        _ = Session.reduce(&state, .key(.character("l")))
        let effects = Session.reduce(&state, .key(.character("3")))
        #expect(state.current == 2)
        #expect(effects.first == .watch(fixture.katas[2]))
    }

    @Test("in the list, a number that starts a longer one waits for Enter; an unknown one says so")
    func listWithTwoDigits() {
        let katas = [sampleKata(number: 1), sampleKata(number: 10)]
        var state = SessionState(katas: katas, current: 1, progress: CandidateProgress())

        _ = Session.reduce(&state, .key(.character("l")))
        _ = Session.reduce(&state, .key(.character("1")))
        #expect(state.screen.mode == .list(typed: "1"))
        _ = Session.reduce(&state, .key(.enter))
        #expect(state.current == 0)

        _ = Session.reduce(&state, .key(.character("l")))
        _ = Session.reduce(&state, .key(.character("7")))
        #expect(state.screen.mode == .result)
        #expect(state.screen.notice == ["There is no kata 7."])
    }

    @Test("r asks first: y resets, any other key keeps the work")
    func reset() {
        var state = fixture.finished(fixture.red())

        _ = Session.reduce(&state, .key(.character("r")))
        #expect(state.screen.mode == .confirmReset)
        let kept = Session.reduce(&state, .key(.character("n")))
        #expect(!kept.contains(.reset(fixture.katas[0])))
        #expect(state.screen.notice == ["Nothing was reset."])

        _ = Session.reduce(&state, .key(.character("r")))
        let done = Session.reduce(&state, .key(.character("y")))
        #expect(done.contains(.reset(fixture.katas[0])))
        _ = Session.reduce(&state, .resetFinished(["Your work is saved in .workbook/backups/x/."]))
        #expect(state.screen.notice == ["Your work is saved in .workbook/backups/x/."])
    }

    @Test("d shows the diff at once when green, and asks first before")
    func diff() {
        var green = fixture.finished(fixture.green())
        var red = fixture.finished(fixture.red())

        #expect(Session.reduce(&green, .key(.character("d"))) == [.diff(fixture.katas[0])])
        #expect(Session.reduce(&red, .key(.character("d"))) == [.render])
        #expect(red.screen.mode == .confirmDiff)
        #expect(
            Session.reduce(&red, .key(.character("y")))
                == [.recordReferenceSeen(fixture.katas[0]), .diff(fixture.katas[0])])
        _ = Session.reduce(&red, .diffReady(["-a", "+b"]))
        #expect(
            red.screen.mode == .page(title: "Your code beside the reference (Kata1):", lines: ["-a", "+b"]))
        _ = Session.reduce(&red, .key(.character("x")))
        #expect(red.screen.mode == .result)
    }

    @Test("c checks every kata, records each one that ran, and shows them on a page")
    func checkEveryKata() {
        var state = fixture.finished(fixture.red())

        _ = Session.reduce(&state, .key(.character("c")))
        _ = Session.reduce(&state, .checkAllCost(["Check every kata?"]))
        let asked = Session.reduce(&state, .key(.character("y")))
        let shown = Session.reduce(
            &state,
            .checkedEveryKata(
                generation: 2,
                [
                    CheckAllRow(kata: fixture.katas[0], passing: 4, total: 4),
                    CheckAllRow(kata: fixture.katas[1], passing: 1, total: 3),
                    CheckAllRow(
                        kata: fixture.katas[2], passing: 0, total: 0, problem: "Kata3 does not compile:"),
                ], at: fixture.when))

        #expect(asked == [.checkEveryKata(generation: 2), .render])
        #expect(
            shown == [
                .recordCheck(fixture.katas[0], passing: 4, total: 4),
                .recordCheck(fixture.katas[1], passing: 1, total: 3), .render,
            ])
        guard case .checkedEveryKata(let rows) = state.screen.mode else {
            Issue.record("no page: \(state.screen.mode)")
            return
        }
        #expect(rows.count == 3)
        let lines = SessionScreen.lines(state, rows: 40)
        #expect(lines.contains("  ✓ Kata1 · Sample 1: 4 of 4 behaviours passing"))
        #expect(lines.contains("  ✗ Kata3 · Sample 3: Kata3 does not compile:"))
        #expect(lines.contains("1 of 3 katas pass every behaviour."))
    }

    @Test("c says what checking every kata costs before it starts, and any other key backs out")
    func everyKataAsksFirst() {
        var state = fixture.finished(fixture.red())

        #expect(Session.reduce(&state, .key(.character("c"))) == [.measureCheckAll])
        #expect(state.running.run == .idle, "nothing runs before the answer")
        let question = CheckAllCost.question(fixture.katas, built: [78_000_000, nil, nil])
        #expect(Session.reduce(&state, .checkAllCost(question)) == [.render])
        let screen = SessionScreen.lines(state, rows: 24, columns: 80).joined(separator: " ")
        #expect(screen.contains("2 of the 3 have no build yet"), "\(screen)")
        #expect(screen.contains("about 78 MB each under .build, 156 MB in all"), "\(screen)")

        #expect(Session.reduce(&state, .key(.character("q"))) == [.render])
        #expect(state.running.run == .idle && state.screen.mode == .result && !state.ending.quitting)
        #expect(state.screen.notice == ["Nothing was checked."])
    }

    @Test("with every kata built, the question says the checks take seconds")
    func everyKataBuilt() {
        let question = CheckAllCost.question(fixture.katas, built: [1, 2, 3])
        #expect(question.first?.hasSuffix("Every one is built already, so each check takes seconds.") == true)
    }

    @Test("c shows which kata is being checked, and each result as it arrives")
    func everyKataProgress() {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("c")))
        _ = Session.reduce(&state, .checkAllCost(["Check every kata?"]))
        _ = Session.reduce(&state, .key(.enter))
        let generation = state.running.generation

        #expect(state.screen.mode == .everyKata)
        #expect(SessionScreen.lines(state).contains("⟳ checking Kata1 (1 of 3)…"))
        #expect(SessionScreen.lines(state).contains("  ⟳ Kata1 · Sample 1"))

        let row = CheckAllRow(kata: fixture.katas[0], passing: 4, total: 4)
        #expect(Session.reduce(&state, .checkedKata(generation: generation, row)) == [.render])
        #expect(Session.reduce(&state, .checkedKata(generation: generation - 1, row)) == [], "a stale run")

        let screen = SessionScreen.lines(state)
        #expect(screen.contains("⟳ checking Kata2 (2 of 3)…"))
        #expect(screen.contains("  ✓ Kata1 · Sample 1: 4 of 4 behaviours passing"))
        #expect(screen.contains("  ⟳ Kata2 · Sample 2"))
        #expect(screen.contains("  · Kata3 · Sample 3"))
        #expect(!screen.contains { $0.contains("swift run") })
    }

    @Test(
        "q, Ctrl-C, Ctrl-D and a stop signal all quit, from any screen",
        arguments: [
            SessionEvent.key(.character("q")), .key(.interrupt), .key(.endOfInput), .stop,
        ])
    func quits(event: SessionEvent) {
        var state = fixture.started()
        var listing = fixture.started()
        _ = Session.reduce(&listing, .key(.character("l")))

        let effects = Session.reduce(&state, event)

        #expect(effects == [.quit])
        #expect(state.ending.quitting)
        if event != .key(.character("q")) {
            #expect(Session.reduce(&listing, event) == [.quit])
        }
    }

    @Test("a resized window is drawn again, and nothing else changes")
    func resized() {
        var state = fixture.finished(fixture.red())
        let before = state

        #expect(Session.reduce(&state, .resized) == [.render])
        #expect(state == before)
    }

    @Test(
        "reads each key from its byte",
        arguments: [
            (UInt8(104), SessionKey.character("h")), (3, .interrupt), (4, .endOfInput), (13, .enter),
            (10, .enter), (27, .escape), (0, .other), (200, .other),
        ])
    func decodesKeys(byte: UInt8, key: SessionKey) {
        #expect(SessionKey.decode(byte) == key)
    }

    @Test(
        "reads arrows, PgUp, PgDn, Home and End from their escape sequences",
        arguments: [
            ("\u{1B}[A", [SessionKey.up]), ("\u{1B}[B", [.down]), ("\u{1B}OB", [.down]),
            ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]), ("\u{1B}[H", [.home]),
            ("\u{1B}[4~", [.end]), ("\u{1B}[C", [.other]), ("\u{1B}[1;5A", [.other]),
            ("j\u{1B}[Bk", [.character("j"), .down, .character("k")]),
            ("\u{1B}x", [.escape, .character("x")]),
        ])
    func decodesSequences(bytes: String, keys: [SessionKey]) {
        var decoder = KeyDecoder()

        let decoded = bytes.utf8.flatMap { decoder.feed($0) }

        #expect(decoded == keys)
        #expect(!decoder.isPending)
    }

    @Test("reads a character beyond ASCII whole: its two to four bytes of UTF-8 are one key")
    func decodesUTF8() {
        var decoder = KeyDecoder()

        let decoded = "a — é😀".utf8.flatMap { decoder.feed($0) }

        #expect(decoded == "a — é😀".map { SessionKey.character($0) })
        #expect(!decoder.isPending)
        // A character cut short is no key, and the byte after it is read on its own.
        #expect(decoder.feed(0xE2) == [] && decoder.feed(0x80) == [])
        #expect(decoder.feed(UInt8(ascii: "x")) == [.other, .character("x")])
    }

    @Test("a question typed in a blind round keeps every character, and backspace takes one off")
    func typesBeyondASCII() {
        var state = fixture.finished(fixture.red())
        state.screen.mode = .asking(typed: "")
        var decoder = KeyDecoder()
        for key in "What if it's stale — café?".utf8.flatMap({ decoder.feed($0) }) {
            _ = Session.reduce(&state, .key(key))
        }
        #expect(state.screen.mode == .asking(typed: "What if it's stale — café?"))
        for _ in 0..<2 { _ = Session.reduce(&state, .key(.backspace)) }
        #expect(state.screen.mode == .asking(typed: "What if it's stale — caf"))
    }

    @Test("an Esc that nothing follows is an Esc")
    func loneEscape() {
        var decoder = KeyDecoder()

        #expect(decoder.feed(27) == [])
        #expect(decoder.isPending)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
    }
}

@Suite("The live session's screen")
struct SessionScreenTests {
    let fixture = SessionFixture()

    @Test("shows the workbook's progress bar, the kata, its behaviours and the keys")
    func screen() {
        var state = fixture.finished(fixture.red())
        state.progress.recordCheck(fixture.katas[1], passing: 3, total: 3, at: fixture.when)

        let lines = SessionScreen.lines(state)

        #expect(lines.contains("[██████░░░░░░░░░░░░░░] 1 of 3 katas solved"))
        #expect(lines.contains { $0.hasPrefix("Kata1 · Sample 1 · grade 1") })
        #expect(lines.contains("✗ keeps what it was given"))
        #expect(lines.last == SessionScreen.keysLine)
    }

    @Test("says when a run is going, and offers n and d once green")
    func runningAndGreen() {
        let running = SessionScreen.lines(fixture.started())
        let green = SessionScreen.lines(fixture.finished(fixture.green()))

        #expect(running.contains("⟳ Running Kata1's suite…"))
        #expect(green.contains("★ Kata1 is solved. n: the next kata · d: your code beside the reference"))
        #expect(!green.contains { $0.hasPrefix("⟳") })
    }

    @Test("the solved line stays on screen however long the result")
    func solvedOnTop() {
        let long = SessionResult(lines: (1...100).map { "✓ behaviour \($0)" }, passing: 100, total: 100)

        let lines = SessionScreen.lines(fixture.finished(long), rows: 24)

        #expect(lines.contains("★ Kata1 is solved. n: the next kata · d: your code beside the reference"))
    }

    @Test("a long result scrolls: the keys stay on screen, and where the window is is said")
    func scrolls() {
        let long = SessionResult(lines: (1...100).map { "line \($0)" }, passing: 0, total: 4)
        var state = fixture.finished(long)
        fixture.reduce(&state, .size(rows: 24, columns: 80))

        let top = SessionScreen.lines(state)
        #expect(top.count <= 24)
        #expect(top.last == SessionScreen.keysLine)
        #expect(top.contains("line 1"))
        #expect(top.contains { $0.hasPrefix("── lines 1–") && $0.contains("of 100") })

        #expect(fixture.reduce(&state, .key(.down)) == [.render])
        #expect(state.screen.scroll == 1)
        fixture.reduce(&state, .key(.character("j")))
        #expect(state.screen.scroll == 2)
        fixture.reduce(&state, .key(.character("k")))
        fixture.reduce(&state, .key(.up))
        #expect(state.screen.scroll == 0)
        #expect(fixture.reduce(&state, .key(.up)) == [], "at the top, up does nothing")

        let page = SessionScreen.viewport(state).page
        fixture.reduce(&state, .key(.pageDown))
        #expect(state.screen.scroll == page)
        fixture.reduce(&state, .key(.character(" ")))
        #expect(state.screen.scroll == 2 * page)
        fixture.reduce(&state, .key(.pageUp))
        #expect(state.screen.scroll == page)
        #expect(SessionScreen.lines(state).contains("line \(page + 1)"))
        #expect(!SessionScreen.lines(state).contains("line \(page)"))

        fixture.reduce(&state, .key(.end))
        #expect(state.screen.scroll == SessionScreen.viewport(state).maxScroll)
        #expect(SessionScreen.lines(state).contains("line 100"))
        #expect(fixture.reduce(&state, .key(.pageDown)) == [], "at the bottom, PgDn does nothing")

        fixture.reduce(&state, .saved)
        fixture.reduce(&state, .runFinished(generation: state.running.generation, long, at: fixture.when))
        #expect(state.screen.scroll == 0, "a new result starts at its top")
    }

    @Test("at 80×24 the first failing behaviour shows with its message and file:line, and a shows the whole")
    func redFirstAtEightyByTwentyFour() {
        let report = (1...40).map { "✓ behaviour \($0)" }
        let message = String(repeating: "expected something long and precise ", count: 5) + "but got nothing"
        let result = SessionResult(
            lines: [
                "Kata2: 13 of 14 behaviours passing", "", "✗ Schedule · handles daylight saving",
                "    " + message, "    at Tests/Kata2/Tests/ScheduleTests.swift:42", "",
                "✓ 13 behaviours pass",
            ],
            whole: ["Kata2: 13 of 14 behaviours passing"] + report, passing: 13, total: 14)
        var state = fixture.finished(result)
        fixture.reduce(&state, .size(rows: 24, columns: 80))

        let screen = SessionScreen.lines(state)

        #expect(screen.count <= 24)
        #expect(screen.allSatisfy { $0.count < 80 })
        #expect(screen.contains("✗ Schedule · handles daylight saving"))
        #expect(screen.contains("    at Tests/Kata2/Tests/ScheduleTests.swift:42"))
        #expect(screen.contains { $0.hasSuffix("but got nothing") })

        fixture.reduce(&state, .key(.character("a")))
        #expect(SessionScreen.lines(state).contains("✓ behaviour 1"))
        #expect(SessionScreen.lines(state).last == SessionScreen.wholeKeysLine)
        fixture.reduce(&state, .key(.character("a")))
        #expect(!SessionScreen.lines(state).contains("✓ behaviour 1"))
    }

    @Test("the session's list names keys, not commands")
    func listNamesKeys() {
        var state = fixture.finished(fixture.red())
        fixture.reduce(&state, .key(.character("l")))

        let screen = SessionScreen.lines(state)

        #expect(!screen.contains { $0.contains("swift run") })
        #expect(screen.last?.hasPrefix("Type a kata's number to open it") == true)
        #expect(fixture.reduce(&state, .key(.down)) == [], "the list fits: nothing to scroll")
        #expect(state.screen.mode == .list(typed: ""))
    }

    @Test("colours only on a terminal, and never when NO_COLOR is set")
    func colours() {
        let state = fixture.finished(fixture.red())

        #expect(SessionScreen.usesColour(isTerminal: true, environment: ["TERM": "xterm"]))
        #expect(!SessionScreen.usesColour(isTerminal: false, environment: ["TERM": "xterm"]))
        #expect(!SessionScreen.usesColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(SessionScreen.lines(state, colour: true).contains { $0.contains("\u{1B}[31m✗") })
        #expect(!SessionScreen.lines(state, colour: false).joined().contains("\u{1B}"))
    }
}

@Suite("The live session's event queue")
struct EventQueueTests {
    @Test("hands out each event once, in the order posted, then nothing")
    func order() {
        let queue = EventQueue()
        queue.post(.key(.character("h")))
        queue.post(.saved)
        queue.post(.key(.character("h")))

        let taken = (0..<3).compactMap { _ in queue.next(timeout: 0) }

        #expect(taken == [.key(.character("h")), .saved, .key(.character("h"))])
        #expect(queue.next(timeout: 0) == nil)
    }
}
