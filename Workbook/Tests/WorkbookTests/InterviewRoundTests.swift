import Foundation
import Testing

@testable import WorkbookKit

/// An interview is the live session's loop in its round mode: the same events, the clock added.
@Suite("An interview round in the session's loop")
struct InterviewRoundTests {
    let kata = sampleKata(number: 2, sheet: "## Hints\n1. A nudge.\n")
    let start = Date(timeIntervalSince1970: 10_000)

    func round(live: Bool = false, baseline: SessionResult? = nil) -> SessionState {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: 15), live: live, baseline: baseline, notes: [])
        state.result = baseline
        state.clockNow = start
        return state
    }

    func red(_ passing: Int = 1) -> SessionResult {
        SessionResult(
            lines: ["✗ keeps what it was given"], passing: passing, total: 4,
            report: CheckReport(run: TestRun(endedNormally: true), kata: kata))
    }

    @Test("it starts from the check made before the clock: watching, without running again")
    func startsWithoutARun() {
        var state = round(baseline: red())

        let effects = Session.reduce(&state, .started)

        #expect(effects == [.watch(kata), .render])
        #expect(state.running.run == .idle)
    }

    @Test("each run goes on the timeline at its second, and the round ends when every behaviour passes")
    func runsAndSolves() {
        var state = round()
        _ = Session.reduce(&state, .started)
        _ = Session.reduce(&state, .saved)
        _ = Session.reduce(&state, .runFinished(generation: state.running.generation, red(2), at: start + 40))
        #expect(state.round?.recorder.moments.map(\.second) == [40])
        #expect(state.round?.passing == 2)
        #expect(!state.ending.quitting)

        _ = Session.reduce(&state, .saved)
        let compileError = SessionResult(lines: ["error: expected '}'"], passing: 0, total: 0)
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, compileError, at: start + 70))
        #expect(state.round?.recorder.moments.last?.kind == .compileError)
        #expect(state.round?.passing == 2, "a compile error keeps the last count")

        _ = Session.reduce(&state, .saved)
        let green = SessionResult(
            lines: ["all pass"], passing: 4, total: 4,
            report: CheckReport(run: TestRun(endedNormally: true), kata: kata))
        let effects = Session.reduce(
            &state, .runFinished(generation: state.running.generation, green, at: start + 300))

        #expect(effects.last == SessionEffect.quit)
        #expect(state.round?.end == .solved)
    }

    @Test("the clock's tick past the limit ends the round as time up; before it, nothing ends")
    func timeUp() {
        var state = round()
        #expect(!Session.reduce(&state, .clock(nil, at: start + 899)).contains(.quit))
        #expect(state.round?.end == nil)

        #expect(Session.reduce(&state, .clock(nil, at: start + 900)).contains(.quit))
        #expect(state.round?.end == .timeUp)
    }

    @Test("Ctrl-C and a signal end the round as stopped at once")
    func stops() {
        for event in [SessionEvent.key(.interrupt), .stop] {
            var state = round()
            #expect(Session.reduce(&state, event) == [.quit], "\(event) does not end the round")
            #expect(state.round?.end == .stopped)
        }
    }

    @Test("q asks first: q again or Enter ends the round, any other key goes on")
    func quitAsksFirst() {
        for second in [SessionKey.character("q"), .enter] {
            var state = round()
            #expect(Session.reduce(&state, .key(.character("q"))) == [.render])
            #expect(state.round?.end == nil, "one q ended the round")
            #expect(state.screen.notice.first?.hasPrefix("Press q again, or Enter, to end") == true)
            #expect(Session.reduce(&state, .key(second)) == [.quit])
            #expect(state.round?.end == .stopped)
        }
        var kept = round()
        _ = Session.reduce(&kept, .key(.character("q")))
        #expect(Session.reduce(&kept, .key(.character("j"))) == [.render])
        #expect(kept.round?.end == nil && kept.screen.mode == .result && kept.screen.notice.isEmpty)
    }

    @Test("after a compile error the header says so, not the last count that built")
    func headerAfterCompileError() {
        var state = round()
        state.round?.last = SessionResult(lines: ["✗ passes"], passing: 3, total: 5, report: nil)
        state.result = SessionResult(lines: ["Kata2 does not compile:", "  error: x"], passing: 0, total: 0)
        let header = SessionScreen.lines(state, rows: 40).prefix(3).joined(separator: " ")
        #expect(header.contains("does not compile"))
        #expect(!header.contains("passing"))
    }

    @Test("a stray h or m records nothing: they ask first too")
    func strayKeys() {
        var state = round()
        _ = Session.reduce(&state, .key(.character("h")))
        let effects = Session.reduce(&state, .key(.character("x")))
        #expect(!effects.contains(.recordHints(kata, shown: 1)))
        #expect(state.progress[kata].hintsShown == 0)
    }

    @Test("keys that would leave the kata or show the reference wait for the end, and say so")
    func refusedKeys() {
        for key in ["n", "l", "c", "d", "r"] {
            var state = round()
            _ = Session.reduce(&state, .key(.character(Character(key))))
            #expect(state.screen.mode == .result, "\(key) left the round's screen")
            #expect(
                state.screen.notice.first?.hasPrefix("During the interview") == true, "\(key) said nothing")
        }
    }

    @Test("h shows the next hint in a solo round and is refused in a live one")
    func hints() {
        var solo = round()
        _ = Session.reduce(&solo, .key(.character("h")))
        #expect(Session.reduce(&solo, .key(.character("h"))).contains(.recordHints(kata, shown: 1)))

        var live = round(live: true)
        live.interview = CandidateProgress.RunningInterview(
            kata: kata.folder, startedAt: start, limitSeconds: 900, live: true)
        #expect(!Session.reduce(&live, .key(.character("h"))).contains(.recordHints(kata, shown: 1)))
        #expect(live.screen.notice.first?.contains("come from your interviewer") == true)
    }

    @Test("at 80×24 the round's screen has its clock, the prompt, the last result and its keys")
    func screenAtEightyByTwentyFour() {
        var state = round(baseline: red(3))
        state.clockNow = start + 146
        _ = Session.reduce(&state, .size(rows: 24, columns: 80))

        let screen = SessionScreen.lines(state)

        #expect(screen.count <= 24)
        #expect(screen.allSatisfy { $0.count < 80 })
        #expect(screen.first?.hasPrefix("Mock interview · Kata2") == true)
        #expect(screen.contains("⏱ 12:34 left · 3 of 4 behaviours passing"))
        #expect(screen.contains("The interviewer says:"))
        #expect(screen.last == SessionScreen.roundKeysLine)
    }
}
