import SharedFakes
import Testing

@Suite("Sleeping on the test clock")
struct SleepTests {
    @Test("time starts at zero and moves only when advanced")
    func timeMovesOnlyWhenAdvanced() async {
        let clock = TestClock()
        let start = clock.now

        await clock.advance(by: .seconds(2))
        await clock.advance(by: .milliseconds(500))

        #expect(start.offset == .zero)
        #expect(clock.now.offset == .milliseconds(2500))
        #expect(start.duration(to: clock.now) == .milliseconds(2500))
    }

    @Test("a negative advance moves nothing")
    func negativeAdvanceMovesNothing() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(3))

        await clock.advance(by: .seconds(-1))

        #expect(clock.now.offset == .seconds(3))
    }

    @Test("records every requested duration in order, as deadline minus now at the call")
    func recordsRequestedDurations() async throws {
        let clock = TestClock()
        let first = sleeper(on: clock, for: .seconds(1))
        await clock.sleepers(1)
        await clock.advance(by: .seconds(1))
        try await first.value
        let second = sleeper(on: clock, for: .seconds(2))
        await clock.sleepers(1)
        await clock.advance(by: .seconds(2))
        try await second.value
        let third = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(4))) }
        await clock.sleepers(1)
        await clock.advance(by: .seconds(4))
        try await third.value

        #expect(clock.requestedSleeps == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(clock.resumedSleeps == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test("a deadline that is not in the future returns at once and is recorded as zero or less")
    func pastDeadlineReturnsAtOnce() async throws {
        let clock = TestClock()
        let passed = clock.now.advanced(by: .seconds(1))
        await clock.advance(by: .seconds(3))

        try await clock.sleep(until: clock.now)
        try await clock.sleep(until: passed)
        try await clock.sleep(for: .zero)

        #expect(clock.requestedSleeps == [.zero, .seconds(-2), .zero])
        #expect(clock.suspendedCount == 0)
        #expect(clock.resumedSleeps == [])
    }

    @Test("a sleeper stays suspended until its deadline, and then its sleep returns")
    func staysSuspendedUntilDeadline() async throws {
        let clock = TestClock()
        let task = sleeper(on: clock, for: .seconds(1))
        await clock.sleepers(1)

        await clock.advance(by: .milliseconds(999))
        let suspendedBeforeDeadline = clock.suspendedCount
        await clock.advance(by: .milliseconds(1))
        try await task.value

        #expect(suspendedBeforeDeadline == 1)
        #expect(clock.suspendedCount == 0)
        #expect(clock.resumedSleeps == [.seconds(1)])
    }

    @Test("works through any Clock<Duration>, as the code under test holds it")
    func worksAsAnExistential() async throws {
        let clock = TestClock()
        let erased: any Clock<Duration> = clock
        let task = Task { try await erased.sleep(for: .seconds(5)) }

        await clock.sleepers(1)
        await clock.advance(by: .seconds(5))
        try await task.value

        #expect(clock.requestedSleeps == [.seconds(5)])
        #expect(clock.minimumResolution == .zero)
    }
}
