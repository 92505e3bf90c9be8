import Foundation
import Testing

@testable import WorkbookKit

/// `b` hands the session over to a blind round, whose check builds the kata again: pressed while
/// the session's own build runs, it would throw that build away half done.
@Suite("b while a build runs")
struct BlindKeyDuringBuildTests {
    let fixture = SessionFixture()

    @Test("b during the first build keeps the session and its build, and says the round waits for it")
    func waitsForTheBuild() {
        var state = fixture.started()

        let effects = Session.reduce(&state, .key(.character("b")))

        #expect(effects == [.render], "b during the build did something besides saying so: \(effects)")
        #expect(!state.ending.quitting)
        #expect(state.ending.blindRoundAsked == nil)
        #expect(state.running.run == .kata(generation: 1), "the build in progress was dropped")
        #expect(
            state.screen.notice == ["A blind round can start once this build is done: press b again then."])
        let screen = SessionScreen.lines(state, rows: 24, columns: 80)
        #expect(screen.count <= 24)
        #expect(screen.contains("A blind round can start once this build is done: press b again then."))

        // The build ends: its result shows, and b now starts the round.
        _ = Session.reduce(&state, .runFinished(generation: 1, fixture.red(), at: fixture.when))
        #expect(state.result == fixture.red())
        #expect(Session.reduce(&state, .key(.character("b"))) == [.quit])
        #expect(state.ending.blindRoundAsked == fixture.katas[0])
    }

    @Test("b during a run a save started waits for it too")
    func waitsForARerun() {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .saved)

        #expect(Session.reduce(&state, .key(.character("b"))) == [.render])
        #expect(state.ending.blindRoundAsked == nil)
        #expect(state.running.run == .kata(generation: 2))
    }
}
