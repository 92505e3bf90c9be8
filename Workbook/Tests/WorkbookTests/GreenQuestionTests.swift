import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// A blind round that a save turns green while the candidate asks at `?`: the question is still
/// theirs to ask and its answer to read before the debrief, and the round's time is the green's.
@Suite("A round going green while the candidate asks")
struct GreenQuestionTests {
    let fixture = BlindFixture()
    let rule = Behaviour(suite: "Orders", text: "hides old cancelled orders")
    var all: SessionResult {
        fixture.result(passing: [
            "shows the orders newest first", "hides old cancelled orders",
            "counts days in the calendar's time zone",
        ])
    }

    func type(_ text: String, _ state: inout SessionState) {
        for character in text { _ = Session.reduce(&state, .key(.character(character))) }
    }

    /// The suite goes green at `second`: what the reducer asked of the shell.
    @discardableResult
    func green(_ state: inout SessionState, at second: Int = 300) -> [SessionEffect] {
        _ = Session.reduce(&state, .saved)
        return Session.reduce(
            &state,
            .runFinished(generation: state.running.generation, all, at: fixture.start + Double(second)))
    }

    func answer(_ question: String, _ state: inout SessionState) -> [SessionEffect] {
        state.clockNow = fixture.start + 320
        return Session.reduce(
            &state, .answered(question: question, AskReply(kind: .rules, behaviours: [rule])))
    }

    func screen(_ state: SessionState) -> String {
        SessionScreen.lines(state, rows: 24, columns: 80).joined(separator: "\n")
    }

    @Test("a question half typed stays open, says the round is solved, and Enter asks it before the debrief")
    func halfTyped() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        type("what about old", &state)

        let effects = green(&state)

        #expect(!effects.contains(.quit), "the round left for the debrief with the question open")
        #expect(state.round?.end == .solved)
        #expect(state.screen.mode == .asking(typed: "what about old"))
        var shown = screen(state)
        #expect(shown.contains("Ask the interviewer: what about old_"), "\(shown)")
        #expect(shown.contains("the round is solved at 5:00"), "\(shown)")
        #expect(shown.contains("the debrief follows its answer"), "\(shown)")

        type(" ones?", &state)
        let asked = Session.reduce(&state, .key(.enter))
        #expect(asked == [.ask(state.kata, question: "what about old ones?"), .render])
        #expect(!state.ending.quitting, "Enter asked the question: it did not answer a follow-up")

        let answered = answer("what about old ones?", &state)
        #expect(answered.contains(.recordQuestion(state.round!.blind!.questions[0])))
        #expect(state.round?.blind?.questions.map(\.text) == ["what about old ones?"])
        shown = screen(state)
        #expect(shown.contains("You asked: \u{201C}what about old ones?\u{201D}"), "\(shown)")
        #expect(shown.contains("any key goes on to the debrief"), "\(shown)")

        #expect(Session.reduce(&state, .key(.character("x"))) == [.quit])
        #expect(state.round?.end == .solved)
    }

    @Test("an answer on the screen as the round goes green stays there until a key")
    func answerOnScreen() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        type("old ones?", &state)
        _ = Session.reduce(&state, .key(.enter))
        _ = answer("old ones?", &state)

        let effects = green(&state)

        #expect(!effects.contains(.quit), "\(effects)")
        let shown = screen(state)
        #expect(shown.contains("You asked: \u{201C}old ones?\u{201D}"), "\(shown)")
        #expect(shown.contains("any key goes on to the debrief"), "\(shown)")
        #expect(Session.reduce(&state, .key(.enter)) == [.quit])
    }

    @Test("a question asked just before the green run lands is answered and shown all the same")
    func answerOnItsWay() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        type("old ones?", &state)
        _ = Session.reduce(&state, .key(.enter))

        green(&state)

        #expect(!state.ending.quitting)
        #expect(screen(state).contains("Your question is being answered"), "\(screen(state))")
        #expect(Session.reduce(&state, .key(.character("a"))) == [], "a key before the answer waits")
        _ = answer("old ones?", &state)
        #expect(screen(state).contains("You asked: \u{201C}old ones?\u{201D}"), "\(screen(state))")
        #expect(state.round?.blind?.questions.map(\.text) == ["old ones?"])
    }

    @Test("the clock stops at the green: the header and the round's time say when the suite passed")
    func clockStops() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        green(&state)
        _ = Session.reduce(&state, .clock(nil, at: fixture.start + 400))

        #expect(state.round?.endSecond == 300)
        #expect(screen(state).contains("⏱ 15:00 left"), "\(screen(state))")
    }

    @Test("Esc or an empty Enter at the open line goes on to the debrief; Ctrl-C leaves, still solved")
    func leaving() {
        for key in [SessionKey.escape, .enter, .interrupt] {
            var state = fixture.round()
            _ = Session.reduce(&state, .key(.character("?")))
            green(&state)
            #expect(Session.reduce(&state, .key(key)) == [.quit], "\(key)")
            #expect(state.round?.end == .solved)
        }
    }

    @Test("a save while the ended round waits runs nothing; with nothing asked, green ends it at once")
    func nothingMore() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        green(&state)
        #expect(Session.reduce(&state, .saved) == [])

        var plain = fixture.round()
        #expect(green(&plain).contains(.quit))
    }

    @Test("time up while a question is typed keeps the line open too, the clock at 0:00")
    func timeUp() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        type("old ones?", &state)

        let effects = Session.reduce(&state, .clock(nil, at: fixture.start + 20 * 60 + 5))

        #expect(!effects.contains(.quit), "\(effects)")
        #expect(state.round?.end == .timeUp)
        #expect(state.round?.endSecond == 20 * 60)
        let shown = screen(state)
        #expect(shown.contains("Time is up: the round is over."), "\(shown)")
        #expect(shown.contains("Ask the interviewer: old ones?_"), "\(shown)")
        #expect(shown.contains("⏱ 0:00 left"), "\(shown)")
    }

    @Test("the attempt records the second the suite went green, not when the answer was read")
    func attemptTime() throws {
        let safety = try BlindSafetyTests()
        let clock = Mutex(Date(timeIntervalSince1970: 90_000))
        let checker = Checker(
            workspace: safety.workspace, tool: try SwiftTool(workspace: safety.workspace),
            console: Console(isInteractive: false) { _ in })
        let store = ProgressStore(workspace: safety.workspace)
        var interview = Interview(checker: checker, store: store, now: { clock.withLock { $0 } })
        interview.standing = { _ in (Checker.Outcome(lines: [], report: nil, exitCode: 1), []) }

        _ = try interview.run(safety.kata, Interview.Plan(minutes: 20, debrief: false, blind: true)) {
            state in
            var state = state
            state.round?.end = .solved
            state.round?.endSecond = 300
            // The candidate reads the answer for ten minutes before the debrief.
            clock.withLock { $0 += 900 }
            return state
        }

        #expect(store.load().progress.attempts.last?.seconds == 300)
    }
}
