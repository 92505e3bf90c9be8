import SharedFakes
import Testing

@testable import Kata7

@Suite("Retrying transient failures")
struct RetryTests {
    static let transientErrors: [RemoteError] = [
        .offline, .timeout, .server(status: 500), .server(status: 503), .server(status: 599),
        // A 408 and a 429 say "later", not "no".
        .server(status: 408), .server(status: 429),
    ]

    @Test("creating it asks the remote nothing and waits for nothing")
    func creationIsSilent() async throws {
        let (sut, remote, clock) = makeSUT(answers: [.success(someOrders)])

        let attemptsAfterInit = remote.attempts
        let sleepsAfterInit = clock.requestedSleeps
        _ = try await fetchToEnd(sut, on: clock).get()

        #expect(attemptsAfterInit == [])
        #expect(sleepsAfterInit == [])
        #expect(remote.attempts == [.zero])
    }

    @Test("a first success returns its orders at once, with no wait")
    func firstSuccess() async throws {
        let (sut, remote, clock) = makeSUT(answers: [.success(someOrders)])

        let orders = try await fetchToEnd(sut, on: clock).get()

        #expect(orders == someOrders)
        #expect(remote.attempts == [.zero])
        #expect(clock.requestedSleeps == [])
    }

    @Test(
        "a transient failure is retried after a wait, and the later success returned",
        arguments: transientErrors)
    func transientFailureIsRetried(error: RemoteError) async throws {
        let (sut, remote, clock) = makeSUT(answers: [.failure(error), .success(someOrders)])

        let orders = try await fetchToEnd(sut, on: clock).get()

        #expect(orders == someOrders)
        #expect(remote.attempts == [.zero, .seconds(1)])
        #expect(clock.requestedSleeps == [.seconds(1)])
    }

    @Test("a success after several transient failures returns that answer")
    func successAfterSeveralFailures() async throws {
        let (sut, remote, clock) = makeSUT(
            answers: [
                .failure(RemoteError.offline), .failure(RemoteError.timeout),
                .failure(RemoteError.server(status: 502)), .success(someOrders),
            ])

        let orders = try await fetchToEnd(sut, on: clock).get()

        #expect(orders == someOrders)
        #expect(remote.attempts == [.zero, .seconds(1), .seconds(3), .seconds(7)])
    }

    @Test("makes at most maxAttempts attempts in all, then gives up", arguments: [2, 3, 5])
    func givesUpAfterMaxAttempts(maxAttempts: Int) async {
        let policy = RetryPolicy(maxAttempts: maxAttempts, initialDelay: .seconds(1), maxDelay: .seconds(60))
        // One answer more than allowed: a success that only a call too many would get.
        let failures = (0..<maxAttempts).map { _ in Result<[Order], any Error>.failure(RemoteError.offline) }
        let (sut, remote, clock) = makeSUT(policy: policy, answers: failures + [.success(someOrders)])

        let result = await fetchToEnd(sut, on: clock)

        #expect(throws: RemoteError.offline) { try result.get() }
        #expect(remote.attempts.count == maxAttempts)
        #expect(clock.requestedSleeps.count == maxAttempts - 1)
    }

    @Test("a success on the last allowed attempt is returned")
    func successOnTheLastAttempt() async throws {
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), maxDelay: .seconds(60))
        let (sut, remote, clock) = makeSUT(
            policy: policy,
            answers: [.failure(RemoteError.timeout), .failure(RemoteError.timeout), .success(someOrders)])

        let orders = try await fetchToEnd(sut, on: clock).get()

        #expect(orders == someOrders)
        #expect(remote.attempts == [.zero, .seconds(1), .seconds(3)])
    }

    @Test("when no attempt is left, the last error is thrown unchanged")
    func throwsTheLastError() async {
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), maxDelay: .seconds(60))
        let (sut, _, clock) = makeSUT(
            policy: policy,
            answers: [
                .failure(RemoteError.server(status: 503)), .failure(RemoteError.offline),
                .failure(RemoteError.server(status: 504)),
            ])

        let result = await fetchToEnd(sut, on: clock)

        #expect(throws: RemoteError.server(status: 504)) { try result.get() }
    }

    @Test("maxAttempts 1 never retries: the first failure is thrown at once")
    func singleAttemptNeverRetries() async {
        await expectOneAttemptAndNoWait(maxAttempts: 1)
    }

    @Test("a maxAttempts below 1 counts as 1: one attempt, no retry", arguments: [0, -1])
    func maxAttemptsBelowOneCountsAsOne(maxAttempts: Int) async {
        await expectOneAttemptAndNoWait(maxAttempts: maxAttempts)
    }

    /// A failure that a second attempt would turn into a success: with this policy there is none.
    private func expectOneAttemptAndNoWait(
        maxAttempts: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let policy = RetryPolicy(maxAttempts: maxAttempts, initialDelay: .seconds(1), maxDelay: .seconds(60))
        let (sut, remote, clock) = makeSUT(
            policy: policy, answers: [.failure(RemoteError.timeout), .success(someOrders)])

        let result = await fetchToEnd(sut, on: clock)

        #expect(throws: RemoteError.timeout, sourceLocation: sourceLocation) { try result.get() }
        #expect(remote.attempts == [.zero], sourceLocation: sourceLocation)
        #expect(clock.requestedSleeps == [], sourceLocation: sourceLocation)
    }

    @Test("each call starts afresh, with all its attempts and the initial delay")
    func eachCallStartsAfresh() async throws {
        let policy = RetryPolicy(maxAttempts: 2, initialDelay: .seconds(1), maxDelay: .seconds(60))
        let (sut, remote, clock) = makeSUT(
            policy: policy,
            answers: [
                .failure(RemoteError.offline), .success(someOrders),
                .failure(RemoteError.offline), .success([]),
            ])

        let first = try await fetchToEnd(sut, on: clock).get()
        let second = try await fetchToEnd(sut, on: clock).get()

        #expect(first == someOrders)
        #expect(second == [])
        #expect(remote.attempts == [.zero, .seconds(1), .seconds(1), .seconds(2)])
        #expect(clock.requestedSleeps == [.seconds(1), .seconds(1)])
    }

    @Test("a call made while another waits shares none of its attempts or waits")
    func concurrentCallsKeepTheirOwnSchedules() async {
        // The script is in call order: the first fetch fails twice, the second one comes in
        // while the first waits and fails for good, then the first fetch goes on.
        let (sut, remote, clock) = makeSUT(
            answers: [
                .failure(RemoteError.offline), .failure(RemoteError.offline),
                .failure(RemoteError.unauthorized),
                .failure(RemoteError.offline), .failure(RemoteError.offline), .success(someOrders),
            ])
        let first = Task { try await sut.fetchOrders() }
        guard await sleepers(1, orEndOf: first, on: clock) else {
            Issue.record("the first fetch ended without waiting: \(await first.result)")
            return
        }
        await clock.advance(by: .seconds(1))
        guard await sleepers(1, orEndOf: first, on: clock) else {
            Issue.record("the first fetch ended without waiting again: \(await first.result)")
            return
        }

        let second = Task { try await sut.fetchOrders() }
        // Two sleepers would mean the second fetch waits too: run it out rather than hang.
        let secondWaited = await sleepers(2, orEndOf: second, on: clock)
        let secondResult = secondWaited ? await runToEnd(second, on: clock) : await second.result
        let firstResult = await runToEnd(first, on: clock)

        #expect(!secondWaited)
        #expect(throws: RemoteError.unauthorized) { try secondResult.get() }
        #expect(throws: RemoteError.offline) { try firstResult.get() }
        #expect(remote.attempts == [.zero, .seconds(1), .seconds(1), .seconds(3), .seconds(7)])
        #expect(clock.requestedSleeps == [.seconds(1), .seconds(2), .seconds(4)])
    }
}
