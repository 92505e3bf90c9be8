import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// "Check every kata" runs for minutes: one key stops it, `c` says it runs, and the session's end
/// stops it with every child it started.
@Suite("Stopping a check of every kata")
struct CheckAllStopTests {
    let fixture = SessionFixture()

    /// Kata1 red, then `c`, its question and `y`: every kata is being checked.
    func checking() -> SessionState {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("c")))
        _ = Session.reduce(&state, .checkAllCost(["Check every kata?"]))
        _ = Session.reduce(&state, .key(.character("y")))
        return state
    }

    @Test("the page says which key stops it, and that key stops it, keeping the katas checked")
    func stopKey() {
        var state = checking()
        let generation = state.running.generation
        let row = CheckAllRow(kata: fixture.katas[0], passing: 4, total: 4)
        _ = Session.reduce(&state, .checkedKata(generation: generation, row))
        let footer = SessionScreen.lines(state, rows: 24, columns: 80).suffix(2).joined(separator: " ")
        #expect(footer.contains("s stop the check"), "\(footer)")

        let effects = Session.reduce(&state, .key(.character("s")))

        #expect(effects == [.stopCheckAll, .recordCheck(fixture.katas[0], passing: 4, total: 4), .render])
        #expect(state.running.run == .idle && state.screen.mode == .result)
        #expect(
            state.screen.notice == ["Stopped checking every kata: 1 of 3 checked, 1 passing. c starts again."]
        )
        #expect(
            !SessionScreen.lines(state).contains { $0.hasPrefix("⟳") }, "the header no longer says checking")
        let late = CheckAllRow(kata: fixture.katas[1], passing: 3, total: 3)
        #expect(
            Session.reduce(&state, .checkedKata(generation: generation, late)) == [], "a stopped run is stale"
        )
    }

    @Test("back on the kata, s still stops it; with nothing checking, s says so and stops nothing")
    func stopFromTheKata() {
        var state = checking()
        _ = Session.reduce(&state, .key(.character("x")))
        #expect(state.screen.mode == .result && state.running.run != .idle)

        #expect(Session.reduce(&state, .key(.character("s"))) == [.stopCheckAll, .render])
        #expect(Session.reduce(&state, .key(.character("s"))) == [.render])
        #expect(state.screen.notice == ["No check of every kata is running: c starts one."])
    }

    @Test("c while every kata is checked says so, and offers no second start")
    func cWhileChecking() {
        var state = checking()
        _ = Session.reduce(&state, .key(.character("x")))

        #expect(Session.reduce(&state, .key(.character("c"))) == [.render])

        #expect(state.screen.mode == .result)
        #expect(
            state.screen.notice == [
                "Every kata is being checked already (Kata1, 1 of 3); s stops it."
            ])
    }

    @Test("a check that starts clears the note of the one not started")
    func staleNote() {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("c")))
        _ = Session.reduce(&state, .checkAllCost(["Check every kata?"]))
        _ = Session.reduce(&state, .key(.character("n")))
        #expect(state.screen.notice == ["Nothing was checked."])

        _ = Session.reduce(&state, .key(.character("c")))
        _ = Session.reduce(&state, .checkAllCost(["Check every kata?"]))
        _ = Session.reduce(&state, .key(.character("y")))
        _ = Session.reduce(&state, .key(.character("x")))

        #expect(state.screen.notice.isEmpty)
        #expect(!SessionScreen.lines(state).contains("Nothing was checked."))
    }

    @Test("SIGTERM during a check of every kata: the loop stops the runner before it returns")
    func endStopsTheRunner() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        let workspace = Workspace(root: folder.url)
        let events = EventQueue()
        let runner = ScriptedRunner(events: events)
        let loop = SessionLoop(
            workspace: workspace, store: ProgressStore(workspace: workspace), events: events, runner: runner,
            state: SessionState(katas: fixture.katas, current: 0, progress: CandidateProgress()),
            display: .headless,
            observe: { event, _ in
                if case .checkAllCost = event { events.post(.key(.character("y"))) }
            })

        loop.run()

        #expect(runner.log.withLock { $0 } == ["Kata1", "every kata", "stop"])
    }
}

/// The first run asks for every kata to be checked; that check gets SIGTERM's `.stop`.
private final class ScriptedRunner: SessionRunner {
    let events: EventQueue
    let log = Mutex<[String]>([])

    init(events: EventQueue) {
        self.events = events
    }

    func start(_ job: SessionJob) {
        switch job {
        case .kata(let kata, _, _):
            log.withLock { $0.append(kata.module) }
            events.post(.key(.character("c")))
        case .everyKata:
            log.withLock { $0.append("every kata") }
            events.post(.stop)
        case .halt:
            log.withLock { $0.append("halt") }
        }
    }

    func stop() {
        log.withLock { $0.append("stop") }
    }
}
