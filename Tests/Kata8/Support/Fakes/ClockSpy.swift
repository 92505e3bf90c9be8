import SharedFakes

@testable import Kata8

/// The clock the view model gets: the shared `TestClock` keeps the time; the spy tells the
/// timeline each wait the view model starts (with its deadline) and how it ends.
///
/// It is `@MainActor` so that the timeline's log is kept on one actor: a sleep that ends comes
/// back to the main actor here and logs its end before the view model goes on.
@MainActor final class ClockSpy: Clock {
    typealias Instant = TestClock.Instant

    private let clock: TestClock
    private let timeline: Timeline

    init(clock: TestClock, timeline: Timeline) {
        self.clock = clock
        self.timeline = timeline
    }

    nonisolated var now: Instant {
        clock.now
    }

    nonisolated var minimumResolution: Duration {
        clock.minimumResolution
    }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        // A task that is already cancelled gets no wait, as with `Task.sleep`: not a message.
        try Task.checkCancellation()
        let index = timeline.recordSleep(until: deadline.offset)
        do {
            try await clock.sleep(until: deadline, tolerance: tolerance)
            timeline.recordEnd(ofSleep: index, .completed)
        } catch {
            timeline.recordEnd(ofSleep: index, .cancelled)
            throw error
        }
    }
}
