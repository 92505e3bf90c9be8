import SharedFakes
import Testing

@Suite("The test clock under concurrency")
struct RaceTests {
    @Test("a sleep registered while time is advanced past its deadline never hangs")
    func registrationRacingAdvance() async throws {
        for _ in 0..<200 {
            let clock = TestClock()
            let deadline = clock.now.advanced(by: .seconds(1))
            let task = Task { try await clock.sleep(until: deadline) }

            await clock.advance(by: .seconds(1))
            try await task.value

            #expect(clock.suspendedCount == 0)
            #expect(clock.requestedSleeps.count == 1)
        }
    }

    @Test("waiting for the sleeper, then advancing, always wakes it")
    func waitThenAdvanceAlwaysWakes() async throws {
        for _ in 0..<200 {
            let clock = TestClock()
            let task = sleeper(on: clock, for: .seconds(1))

            await clock.sleepers(1)
            await clock.advance(by: .seconds(1))
            try await task.value

            #expect(clock.resumedSleeps == [.seconds(1)])
        }
    }

    @Test("a thousand concurrent sleepers are counted, and wake in deadline order")
    func manyConcurrentSleepers() async throws {
        let clock = TestClock()
        let count = 1000
        let durations = (1...count).map { Duration.milliseconds(($0 * 7919) % count + 1) }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for duration in durations {
                group.addTask { try await clock.sleep(for: duration) }
            }
            await clock.sleepers(count)
            await clock.advance(by: .milliseconds(count / 2))
            #expect(clock.suspendedCount == count / 2)
            await clock.advance(by: .milliseconds(count / 2))
            try await group.waitForAll()
        }

        #expect(clock.suspendedCount == 0)
        #expect(clock.requestedSleeps.sorted() == durations.sorted())
        #expect(clock.resumedSleeps == durations.sorted())
    }

    @Test("many tests' clocks share nothing: each sees only its own sleepers")
    func clocksAreIndependent() async throws {
        let clocks = (0..<20).map { _ in TestClock() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, clock) in clocks.enumerated() {
                group.addTask {
                    let task = sleeper(on: clock, for: .seconds(index + 1))
                    await clock.sleepers(1)
                    await clock.advance(by: .seconds(index + 1))
                    try await task.value
                }
            }
            try await group.waitForAll()
        }

        for (index, clock) in clocks.enumerated() {
            #expect(clock.requestedSleeps == [.seconds(index + 1)])
        }
    }
}
