import SharedFakes
import Testing

@Suite("Advancing the test clock")
struct AdvanceTests {
    @Test("resumes exactly the sleepers that are due")
    func resumesOnlyDueSleepers() async throws {
        let clock = TestClock()
        let one = sleeper(on: clock, for: .seconds(1))
        let two = sleeper(on: clock, for: .seconds(2))
        let three = sleeper(on: clock, for: .seconds(3))
        await clock.sleepers(3)

        await clock.advance(by: .seconds(2))
        try await one.value
        try await two.value

        #expect(clock.suspendedCount == 1)
        #expect(clock.resumedSleeps.sorted() == [.seconds(1), .seconds(2)])
        await clock.advance(by: .seconds(1))
        try await three.value
        #expect(clock.suspendedCount == 0)
    }

    @Test("resumes due sleepers in deadline order, whatever order they went to sleep in")
    func resumesInDeadlineOrder() async {
        let clock = TestClock()
        let durations: [Duration] = [.seconds(3), .seconds(1), .seconds(5), .seconds(2), .seconds(4)]
        for duration in durations {
            _ = sleeper(on: clock, for: duration)
        }
        await clock.sleepers(durations.count)

        await clock.advance(by: .seconds(5))

        #expect(clock.resumedSleeps == [.seconds(1), .seconds(2), .seconds(3), .seconds(4), .seconds(5)])
    }

    @Test("resumes sleepers with the same deadline in the order they went to sleep")
    func breaksTiesByArrival() async {
        let clock = TestClock()
        // Both are due at 3 s: the first asked for 3 s at 0 s, the second for 2 s at 1 s.
        _ = sleeper(on: clock, for: .seconds(3))
        await clock.sleepers(1)
        await clock.advance(by: .seconds(1))
        _ = sleeper(on: clock, for: .seconds(2))
        await clock.sleepers(2)
        _ = sleeper(on: clock, for: .seconds(1))
        await clock.sleepers(3)

        await clock.advance(by: .seconds(2))

        #expect(clock.resumedSleeps == [.seconds(1), .seconds(3), .seconds(2)])
    }

    @Test("time passes in steps: a resumed sleeper that sleeps again waits from the new now")
    func sleepingAgainWaitsFromNewNow() async throws {
        let clock = TestClock()
        let task = Task {
            try await clock.sleep(for: .seconds(1))
            try await clock.sleep(for: .seconds(1))
        }
        await clock.sleepers(1)
        await clock.advance(by: .seconds(1))
        await clock.sleepers(1)
        let deadlineAfterFirstWake = clock.now.offset

        await clock.advance(by: .seconds(1))
        try await task.value

        #expect(deadlineAfterFirstWake == .seconds(1))
        #expect(clock.now.offset == .seconds(2))
        #expect(clock.resumedSleeps == [.seconds(1), .seconds(1)])
    }
}
