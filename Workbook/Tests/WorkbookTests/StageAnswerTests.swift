import Foundation
import Testing

@testable import WorkbookKit

/// A staged blind round where a save brings the next stage at about the moment the candidate
/// asks at `?`: whichever comes first, the answer is read, and what was typed is asked as typed.
@Suite("A stage arriving as the candidate asks")
struct StageAnswerTests {
    let staged = StagedRoundTests()
    let rule = Behaviour(suite: "Stage 1 · The list", text: "shows the empty screen")

    /// A blind round at stage 1, its suite running after a save.
    func round() -> SessionState {
        var state = staged.round()
        state.round?.blind = BlindRound(root: URL(fileURLWithPath: "/work"))
        _ = Session.reduce(&state, .started)
        _ = Session.reduce(&state, .saved)
        return state
    }

    /// Stage 1 passes: stage 2 arrives.
    func stageArrives(_ state: inout SessionState) {
        _ = Session.reduce(
            &state,
            .runFinished(
                generation: state.running.generation, staged.green(2, of: state.kata), at: staged.start + 100)
        )
        #expect(state.round?.words == .stage(2), "the stage did not arrive")
    }

    /// The screen a candidate sees, at 80 by 24.
    func screen(_ state: SessionState) -> String {
        SessionScreen.lines(state, rows: 24, columns: 80).joined(separator: "\n")
    }

    var answerLines: [String] {
        [
            "You asked: \u{201C}what if there are none?\u{201D}",
            "The rule: shows the empty screen (Stage 1 · The list)",
        ]
    }

    @Test("an answer that came just before the stage stays under the stage's words, until x folds it")
    func answerBeforeStage() {
        var state = round()
        _ = Session.reduce(
            &state, .answered(question: "what if there are none?", AskReply(kind: .rules, behaviours: [rule]))
        )

        stageArrives(&state)

        #expect(state.screen.notice == answerLines)
        let shown = screen(state)
        #expect(shown.contains("Stage 2 of 2 · Offline"), "\(shown)")
        for line in answerLines { #expect(shown.contains(line), "not on the screen: \(line)\n\(shown)") }

        // The new stage's first run fails: the answer is still there to read.
        let red = SessionResult(lines: ["1 fails"], passing: 2, total: 3)
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, red, at: staged.start + 103))
        #expect(state.screen.notice == answerLines)

        _ = Session.reduce(&state, .key(.character("x")))
        #expect(state.screen.notice == [], "x folds the answer away")
    }

    @Test("an answer that comes just after the stage shows under the stage's words")
    func answerAfterStage() {
        var state = round()
        stageArrives(&state)

        _ = Session.reduce(
            &state, .answered(question: "what if there are none?", AskReply(kind: .rules, behaviours: [rule]))
        )

        let shown = screen(state)
        #expect(shown.contains("Stage 2 of 2 · Offline"), "\(shown)")
        for line in answerLines { #expect(shown.contains(line), "not on the screen: \(line)\n\(shown)") }
    }

    @Test(
        "a long answer under the stage's words keeps its question and first line on the 80×24 screen; G shows the rest"
    )
    func longAnswerAcrossStage() {
        var state = round()
        let rules = (1...8).map {
            Behaviour(
                suite: "Stage 1 · The list",
                text: "shows rule \($0) of the list, in words long enough to fold")
        }
        _ = Session.reduce(
            &state, .answered(question: "what if there are none?", AskReply(kind: .rules, behaviours: rules)))

        stageArrives(&state)

        let lines = SessionScreen.lines(state, rows: 24, columns: 80)
        let shown = lines.joined(separator: "\n")
        #expect(lines.count <= 24, "taller than the window: its top scrolls away\n\(shown)")
        #expect(shown.contains("Stage 2 of 2 · Offline"), "\(shown)")
        #expect(shown.contains("You asked: \u{201C}what if there are none?\u{201D}"), "\(shown)")
        #expect(shown.contains("The rule: shows rule 1 of the list"), "\(shown)")
        #expect(!shown.contains("rule 8 of the list"), "the last rule fits no 80×24 screen with the stage")
        let said = lines.first { $0.hasPrefix("↓ ") && $0.contains("of this answer are at the end") }
        #expect(said != nil, "the screen does not say where the rest of the answer went\n\(shown)")

        (state.screen.rows, state.screen.columns) = (24, 80)
        let text = SessionScreen.layout(state, now: .distantPast).body
        #expect(text.suffix(3).contains { $0.contains("rule 8 of the list") }, "the answer goes on above")
        #expect(text.contains("The answer, continued:"))

        // G scrolls the text above to its end, where the answer goes on.
        state.screen.viewport = SessionScreen.viewport(state)
        _ = Session.reduce(&state, .key(.character("G")))
        let end = SessionScreen.lines(state, rows: 24, columns: 80).joined(separator: "\n")
        #expect(end.contains("rule 8 of the list"), "\(end)")
        #expect(end.contains("You asked: \u{201C}what if there are none?\u{201D}"), "\(end)")
    }

    @Test("an ask-back's topics stay on the screen while its pick waits, across a stage")
    func askBackAcrossStage() {
        var state = round()
        let back = AskReply(kind: .askBack, topics: ["The list", "Offline"])
        _ = Session.reduce(&state, .answered(question: "empty?", back))

        stageArrives(&state)

        #expect(screen(state).contains("Press its number; any other key goes on."), "\(screen(state))")
        #expect(screen(state).contains("  2 Offline"))
        let effects = Session.reduce(&state, .key(.character("2")))
        #expect(effects.contains(.ask(state.kata, question: "empty?", within: "Offline")))
    }

    @Test("a question being typed when the stage arrives keeps every character and is asked as typed")
    func typingAcrossStage() {
        var state = round()
        _ = Session.reduce(&state, .key(.character("?")))
        for character in "does it" { _ = Session.reduce(&state, .key(.character(character))) }

        stageArrives(&state)

        #expect(state.screen.mode == .asking(typed: "does it"))
        let shown = screen(state)
        #expect(shown.contains("Ask the interviewer: does it_"), "\(shown)")
        #expect(shown.contains("Stage 2 of 2 · Offline"), "\(shown)")
        for character in " keep?" { _ = Session.reduce(&state, .key(.character(character))) }
        let effects = Session.reduce(&state, .key(.enter))
        #expect(effects == [.ask(state.kata, question: "does it keep?"), .render])
        #expect(state.kata.stageReached == 2, "asked of the stage the candidate now reads")
    }

    @Test("a key waiting to be pressed again keeps its question on the screen across a stage")
    func confirmingAcrossStage() {
        var state = round()
        _ = Session.reduce(&state, .key(.character("m")))
        let question = state.screen.notice
        #expect(question.first?.hasPrefix("Press m again") == true, "\(question)")

        stageArrives(&state)

        #expect(state.screen.notice == question)
        #expect(screen(state).contains("Press m again"), "\(screen(state))")
    }

    @Test("outside a round, a note written while the kata was red still goes once it passes")
    func staleNoteGoes() {
        var state = round()
        state.round = nil
        state.screen.notice = ["n moves on once every behaviour of Kata7 passes."]
        _ = Session.reduce(
            &state,
            .runFinished(
                generation: state.running.generation, staged.green(2, of: state.kata), at: staged.start + 100)
        )
        #expect(state.screen.notice == [])
    }

    @Test("a stage's words stay through a burst of saves that finds the same, and go once a run finds more")
    func stageWordsOutlastABurst() {
        var state = round()
        stageArrives(&state)
        let red = SessionResult(lines: ["1 fails"], passing: 2, total: 3)
        // The run the stage started, then two saves of the same copy: each run finds what it found.
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, red, at: staged.start + 101))
        for second: TimeInterval in [102, 103] {
            _ = Session.reduce(&state, .saved)
            _ = Session.reduce(
                &state, .runFinished(generation: state.running.generation, red, at: staged.start + second))
            #expect(state.round?.words == .stage(2), "the stage's words went with a run that found the same")
        }
        #expect(screen(state).contains("Stage 2 of 2 · Offline"))

        // A save that changes what passes: its result comes first now.
        _ = Session.reduce(&state, .saved)
        let better = SessionResult(lines: ["all pass but one"], passing: 3, total: 4)
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, better, at: staged.start + 110))
        #expect(state.round?.words == InterviewRound.Words.none)
    }

    @Test("a save while the stage's own run is in flight: the later run stands for it")
    func stageRunSuperseded() {
        var state = round()
        stageArrives(&state)
        _ = Session.reduce(&state, .saved)
        let red = SessionResult(lines: ["1 fails"], passing: 2, total: 3)
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, red, at: staged.start + 104))
        #expect(
            state.round?.words == .stage(2), "the first run to finish after the stage shows under its words")
    }
}
