import Foundation
import Testing

@testable import WorkbookKit

/// `b` hands the session over to a blind round, whose check builds the kata again: pressed while
/// the session's own build runs, it would throw that build away half done.
@Suite("b while a build runs")
struct BlindKeyDuringBuildTests {
    let fixture = SessionFixture()

    @Test("b during the first build keeps the build, then starts the round before its result shows")
    func waitsForTheBuild() {
        var state = fixture.started()

        let effects = Session.reduce(&state, .key(.character("b")))

        #expect(effects == [.render], "b during the build did something besides saying so: \(effects)")
        #expect(!state.ending.quitting)
        #expect(state.ending.blindRoundAsked == nil)
        #expect(state.running.run == .kata(generation: 1), "the build in progress was dropped")
        #expect(state.screen.notice == [Session.blindAfterBuild])
        let screen = SessionScreen.lines(state, rows: 24, columns: 80)
        #expect(screen.count <= 24)
        #expect(screen.joined(separator: " ").contains("The blind round begins once this build is done"))

        // The build ends: the round begins, and the red run's test names, the rules, are never shown.
        #expect(
            Session.reduce(&state, .runFinished(generation: 1, fixture.red(), at: fixture.when)) == [.quit])
        #expect(state.result == nil, "the red run's tests were shown before the blind round")
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
