import SharedFakes
import Testing

@Suite("Waiting for sleepers")
struct SleepersTests {
    @Test("returns at once when enough sleepers are already suspended")
    func returnsWhenAlreadySuspended() async {
        let clock = TestClock()
        _ = sleeper(on: clock, for: .seconds(1))
        _ = sleeper(on: clock, for: .seconds(1))
        await clock.sleepers(2)

        await clock.sleepers(1)
        await clock.sleepers(2)

        #expect(clock.suspendedCount == 2)
    }

    @Test("returns once the count is reached by sleepers that arrive later")
    func waitsForLaterSleepers() async {
        let clock = TestClock()
        let waiter = Task { () -> Int in
            await clock.sleepers(3)
            return clock.suspendedCount
        }

        for _ in 0..<3 { _ = sleeper(on: clock, for: .seconds(1)) }
        let seen = await waiter.value

        #expect(seen >= 3)
    }

    @Test("counts only sleepers suspended right now, not ones already woken")
    func countsOnlyCurrentSleepers() async throws {
        let clock = TestClock()
        let woken = sleeper(on: clock, for: .seconds(1))
        await clock.sleepers(1)
        await clock.advance(by: .seconds(1))
        try await woken.value
        let waiter = Task { () -> Int in
            await clock.sleepers(1)
            return clock.suspendedCount
        }

        _ = sleeper(on: clock, for: .seconds(1))
        let seen = await waiter.value

        #expect(seen == 1)
        #expect(clock.requestedSleeps.count == 2)
    }

    @Test("with a task to watch, says true when the sleepers arrive while it runs")
    func watchedTaskThatSleeps() async {
        let clock = TestClock()
        let task = sleeper(on: clock, for: .seconds(1))

        let arrived = await clock.sleepers(1, orEndOf: task)

        #expect(arrived)
        #expect(clock.suspendedCount == 1)
        task.cancel()
    }

    @Test("with a task to watch, says false when it ends without sleeping, instead of hanging")
    func watchedTaskThatNeverSleeps() async {
        struct Unimplemented: Error {}
        let clock = TestClock()
        let task = Task { () throws -> Int in throw Unimplemented() }

        let arrived = await clock.sleepers(1, orEndOf: task)

        #expect(!arrived)
        #expect(clock.requestedSleeps == [])
    }

    @Test("with a task to watch, says false when it ends after sleeping fewer times than asked")
    func watchedTaskThatSleepsTooLittle() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .zero) }

        let arrived = await clock.sleepers(1, orEndOf: task)

        #expect(!arrived)
        #expect(clock.requestedSleeps == [.zero])
    }

    @Test("a waiting test that is cancelled stops waiting")
    func cancelledWaiterStops() async {
        let clock = TestClock()
        let endless = Task { try await clock.sleep(for: .seconds(1)) }
        let waiter = Task { await clock.sleepers(2, orEndOf: endless) }

        waiter.cancel()
        let arrived = await waiter.value

        #expect(!arrived)
        #expect(clock.suspendedCount <= 1)
        endless.cancel()
    }
}
