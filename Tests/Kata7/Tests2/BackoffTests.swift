import SharedFakes
import Testing

@testable import Kata7
@testable import Kata7Support

@Suite("Waiting between attempts")
struct BackoffTests {
    /// Every attempt fails, so the whole schedule is used.
    static func alwaysFailing(_ policy: RetryPolicy) -> [Result<[Order], any Error>] {
        (0..<policy.maxAttempts).map { _ in .failure(RemoteError.server(status: 503)) }
    }

    @Test(
        "waits the initial delay before the second attempt, then twice as long before each next one",
        arguments: [
            (
                RetryPolicy(maxAttempts: 4, initialDelay: .seconds(1), maxDelay: .seconds(60)),
                [Duration.seconds(1), .seconds(2), .seconds(4)]
            ),
            (
                RetryPolicy(maxAttempts: 5, initialDelay: .milliseconds(250), maxDelay: .seconds(60)),
                [.milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2)]
            ),
        ])
    func doublesTheWait(policy: RetryPolicy, waits: [Duration]) async {
        let (sut, _, clock) = makeSUT(policy: policy, answers: Self.alwaysFailing(policy))

        _ = await fetchToEnd(sut, on: clock)

        #expect(clock.requestedSleeps == waits)
    }

    @Test(
        "never waits longer than maxDelay",
        arguments: [
            (
                RetryPolicy(maxAttempts: 6, initialDelay: .seconds(1), maxDelay: .seconds(5)),
                [Duration.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)]
            ),
            (
                RetryPolicy(maxAttempts: 5, initialDelay: .milliseconds(300), maxDelay: .seconds(1)),
                [.milliseconds(300), .milliseconds(600), .seconds(1), .seconds(1)]
            ),
            (
                RetryPolicy(maxAttempts: 3, initialDelay: .seconds(3), maxDelay: .seconds(2)),
                [.seconds(2), .seconds(2)]
            ),
        ])
    func capsTheWait(policy: RetryPolicy, waits: [Duration]) async {
        let (sut, _, clock) = makeSUT(policy: policy, answers: Self.alwaysFailing(policy))

        _ = await fetchToEnd(sut, on: clock)

        #expect(clock.requestedSleeps == waits)
    }

    @Test("never waits longer than maxDelay, however many attempts it makes")
    func capsTheWaitOverManyAttempts() async {
        // Doubling 1 s ninety-nine times does not fit in a Duration: only a delay kept under the
        // cap (or worked out without powers of two that overflow) gets through this schedule.
        let policy = RetryPolicy(maxAttempts: 100, initialDelay: .seconds(1), maxDelay: .seconds(30))
        let (sut, _, clock) = makeSUT(policy: policy, answers: Self.alwaysFailing(policy))

        _ = await fetchToEnd(sut, on: clock, maxWaits: policy.maxAttempts)

        let doubled: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16)]
        #expect(clock.requestedSleeps == doubled + Array(repeating: .seconds(30), count: 94))
    }

    @Test("each wait starts when the failed attempt ends, however long the attempt took")
    func waitsAfterASlowAttempt() async throws {
        let (sut, remote, clock) = makeSUT(
            answers: [.failure(RemoteError.timeout), .failure(RemoteError.timeout), .success(someOrders)],
            eachCallTakes: .seconds(10))

        let orders = try await fetchToEnd(sut, on: clock).get()

        #expect(orders == someOrders)
        #expect(clock.requestedSleeps == [.seconds(1), .seconds(2)])
        #expect(remote.attempts == [.zero, .seconds(11), .seconds(23)])
    }

    @Test("waits on the injected clock: no attempt is made before the wait is over")
    func waitsOnTheInjectedClock() async {
        let (sut, remote, clock) = makeSUT(
            answers: [.failure(RemoteError.offline), .failure(RemoteError.offline), .success(someOrders)])
        let fetch = Task { try await sut.fetchOrders() }
        defer { fetch.cancel() }

        guard await sleepers(1, orEndOf: fetch, on: clock) else {
            Issue.record("the fetch ended without waiting on the clock: \(await fetch.result)")
            return
        }
        let attemptsBeforeTheWait = remote.attempts
        await clock.advance(by: .milliseconds(999))
        let attemptsJustBeforeTheEnd = remote.attempts
        await clock.advance(by: .milliseconds(1))
        let waitedAgain = await sleepers(1, orEndOf: fetch, on: clock)

        #expect(attemptsBeforeTheWait == [.zero])
        #expect(attemptsJustBeforeTheEnd == [.zero])
        #expect(waitedAgain)
        #expect(remote.attempts == [.zero, .seconds(1)])
    }
}
