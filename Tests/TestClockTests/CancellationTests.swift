import SharedFakes
import Testing

@Suite("Cancelling a sleeper")
struct CancellationTests {
    @Test("a suspended sleeper that is cancelled throws CancellationError at once and is forgotten")
    func cancelledSleeperThrowsAtOnce() async {
        let clock = TestClock()
        let task = sleeper(on: clock, for: .seconds(10))
        await clock.sleepers(1)

        task.cancel()
        let cancelled = await endedCancelled(task)

        #expect(cancelled)
        #expect(clock.suspendedCount == 0)
        await clock.advance(by: .seconds(10))
        #expect(clock.resumedSleeps == [])
        #expect(clock.requestedSleeps == [.seconds(10)])
    }

    @Test("a sleep in an already cancelled task throws CancellationError without suspending")
    func cancelledBeforeSleeping() async {
        let clock = TestClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }

        let cancelled = await endedCancelled(task)

        #expect(cancelled)
        #expect(clock.suspendedCount == 0)
        #expect(clock.requestedSleeps == [.seconds(1)])
    }

    @Test("cancelling one sleeper leaves the others asleep, and they still wake when due")
    func cancellingOneLeavesTheOthers() async throws {
        let clock = TestClock()
        let kept = sleeper(on: clock, for: .seconds(2))
        let cancelled = sleeper(on: clock, for: .seconds(1))
        await clock.sleepers(2)

        cancelled.cancel()
        let wasCancelled = await endedCancelled(cancelled)
        await clock.advance(by: .seconds(2))
        try await kept.value

        #expect(wasCancelled)
        #expect(clock.resumedSleeps == [.seconds(2)])
    }

    // Cancelling takes the task's own lock and then the clock's; resuming a sleeper takes them
    // the other way round unless the clock lets go of its lock first. Two hundred rounds make a
    // deadlock between the two show in about one run in two.
    @Test("sleepers cancelled while time is advanced either wake or throw CancellationError, never hang")
    func cancellationRacingAdvance() async {
        for _ in 0..<200 {
            let clock = TestClock()
            let tasks = (0..<50).map { _ in sleeper(on: clock, for: .seconds(1)) }
            await clock.sleepers(tasks.count)

            async let advanced: Void = clock.advance(by: .seconds(1))
            for task in tasks { task.cancel() }
            await advanced
            var woke = 0
            var cancelled = 0
            for task in tasks {
                switch await task.result {
                case .success: woke += 1
                case .failure(let error): if error is CancellationError { cancelled += 1 }
                }
            }

            #expect(woke + cancelled == tasks.count)
            #expect(clock.resumedSleeps.count == woke)
            #expect(clock.suspendedCount == 0)
        }
    }
}
