import Foundation
import Testing

@testable import WorkbookKit

/// What the tool says before a screen opens (a round cut short by kill -9, given back by the next
/// start) is drawn over by the screen's first frame: the screen shows it under the result, and a
/// first run that passes, in a session or a round, leaves it there. Found under tmux at 80×24: the
/// unplaced paragraph's file was named on standard error, then wiped.
@Suite("What was said before the screen opened")
struct SaidBeforeScreenTests {
    let said = [
        "Kata1's blind round was cut short (the tool did not end it):",
        "Order.swift: the lines a hidden paragraph sat between changed, so it was not put back "
            + "and the file is as you left it; the paragraph is in .workbook/blind/Kata1_Sample-unplaced.txt.",
    ]
    let start = Date(timeIntervalSince1970: 10_000)

    func green(_ total: Int = 4) -> SessionResult {
        SessionResult(lines: ["all pass"], passing: total, total: total)
    }

    func shown(_ state: SessionState) -> String {
        SessionScreen.lines(state, rows: 24, columns: 80).joined(separator: " ")
    }

    @Test("the session shows it on its first screen, and after a first run that passes")
    func session() {
        var state = SessionState(katas: [sampleKata(number: 1)], current: 0, progress: CandidateProgress())
        state.screen.notice = said

        _ = Session.reduce(&state, .started)
        #expect(state.screen.notice == said)
        #expect(shown(state).contains("unplaced.txt"))

        _ = Session.reduce(&state, .runFinished(generation: state.running.generation, green(), at: start))
        #expect(state.screen.notice == said)
        #expect(shown(state).contains("unplaced.txt"))
    }

    @Test("a staged round shows it on its first screen, and when the next stage arrives")
    func stagedRound() {
        let staged = StagedRoundTests()
        var state = staged.round()
        state.screen.notice = said

        _ = Session.reduce(&state, .started)
        #expect(state.screen.notice == said)

        _ = Session.reduce(&state, .saved)
        _ = Session.reduce(
            &state,
            .runFinished(
                generation: state.running.generation, staged.green(2, of: state.kata), at: staged.start + 100)
        )
        #expect(state.round?.words == .stage(2), "the stage did not arrive")
        #expect(state.screen.notice == said)
        #expect(shown(state).contains("unplaced.txt"))
    }
}
