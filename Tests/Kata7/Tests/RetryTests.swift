import SharedFakes
import Testing

@testable import Kata7
@testable import Kata7Support

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

    // No orders is an answer too, not a hiccup to retry.
    @Test("a first success returns its orders at once, with no wait", arguments: [someOrders, []])
    func firstSuccess(answer: [Order]) async {
        let (sut, remote, clock) = makeSUT(answers: [.success(answer)])

        let result = await fetchToEnd(sut, on: clock)

        #expect(
            (try? result.get()) == answer,
            "a first success with \(answer.count) orders is returned as it came; the fetch ended with \(result)"
        )
        #expect(remote.attempts == [.zero], "a first success is the only attempt")
        #expect(clock.requestedSleeps == [], "a first success is returned with no wait")
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

    /// Three transient failures in a row: of mixed kinds, and runs of the statuses that say "later",
    /// which count and wait like any other transient failure.
    static let transientRuns: [[RemoteError]] = [
        [.offline, .timeout, .server(status: 502)],
        [.server(status: 408), .server(status: 408), .server(status: 408)],
        [.server(status: 429), .server(status: 429), .server(status: 429)],
        [.server(status: 429), .server(status: 503), .server(status: 408)],
    ]

    @Test("a success after several transient failures returns that answer", arguments: transientRuns)
    func successAfterSeveralFailures(failures: [RemoteError]) async {
        let (sut, remote, clock) = makeSUT(answers: failures.map { .failure($0) } + [.success(someOrders)])

        let result = await fetchToEnd(sut, on: clock)

        #expect(
            (try? result.get()) == someOrders,
            "after \(failures) the fourth attempt's orders are returned; the fetch ended with \(result)")
        #expect(
            remote.attempts == [.zero, .seconds(1), .seconds(3), .seconds(7)],
            "after \(failures) each attempt comes after a wait twice as long as the one before")
    }

    @Test(
        "makes at most maxAttempts attempts in all, then gives up",
        arguments: [2, 3, 5], [RemoteError.offline, .server(status: 408), .server(status: 429)])
    func givesUpAfterMaxAttempts(maxAttempts: Int, error: RemoteError) async {
        let policy = RetryPolicy(maxAttempts: maxAttempts, initialDelay: .seconds(1), maxDelay: .seconds(60))
        // One answer more than allowed: a success that only a call too many would get.
        let failures = (0..<maxAttempts).map { _ in Result<[Order], any Error>.failure(error) }
        let (sut, remote, clock) = makeSUT(policy: policy, answers: failures + [.success(someOrders)])

        let result = await fetchToEnd(sut, on: clock)

        #expect(throws: error, "the last \(error) is thrown as it came once no attempt is left") {
            try result.get()
        }
        #expect(
            remote.attempts.count == maxAttempts,
            "each \(error) is one of the \(maxAttempts) attempts, and no attempt follows the last")
        #expect(
            clock.requestedSleeps.count == maxAttempts - 1,
            "a wait comes between attempts only, so \(maxAttempts) attempts wait \(maxAttempts - 1) times")
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

    @Test(
        "each call starts afresh, with all its attempts and the initial delay",
        arguments: EarlierCall.allCases)
    func eachCallStartsAfresh(earlier: EarlierCall) async {
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: .seconds(1), maxDelay: .seconds(60))
        // The later call fails every attempt it is allowed: all three are used, and the last
        // error is its own, whatever the earlier call got.
        let later: [Result<[Order], any Error>] = [
            .failure(RemoteError.timeout), .failure(RemoteError.offline),
            .failure(RemoteError.server(status: 503)),
        ]
        let (sut, remote, clock) = makeSUT(policy: policy, answers: earlier.answers + later)
        await earlier.run(sut, on: clock)
        let attemptsBefore = remote.attempts.count
        let sleepsBefore = clock.requestedSleeps.count
        let start = clock.now.offset

        let result = await fetchToEnd(sut, on: clock)

        #expect(
            throws: RemoteError.server(status: 503),
            "\(earlier), the next call ends with its own last error, nothing the earlier call got"
        ) { try result.get() }
        #expect(
            Array(remote.attempts.dropFirst(attemptsBefore)) == [
                start, start + .seconds(1), start + .seconds(3),
            ],
            "\(earlier), the next call makes all its attempts, on a schedule of its own")
        #expect(
            Array(clock.requestedSleeps.dropFirst(sleepsBefore)) == [.seconds(1), .seconds(2)],
            "\(earlier), the next call waits the initial delay first, then twice as long")
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

/// How the call before the one a test watches ended: whatever it left behind must not reach the
/// next call.
enum EarlierCall: CaseIterable, Sendable, CustomTestStringConvertible {
    case succeededOnItsSecondAttempt
    case usedAllItsAttempts
    case failedForGoodAfterARetry
    case wasCancelledWhileItWaited

    var testDescription: String {
        switch self {
        case .succeededOnItsSecondAttempt: "after a call that succeeded on its second attempt"
        case .usedAllItsAttempts: "after a call that used all its attempts"
        case .failedForGoodAfterARetry: "after a call that failed for good after a retry"
        case .wasCancelledWhileItWaited: "after a call cancelled while it waited"
        }
    }

    /// What the remote answers this call, attempt by attempt.
    var answers: [Result<[Order], any Error>] {
        switch self {
        case .succeededOnItsSecondAttempt: [.failure(RemoteError.offline), .success(someOrders)]
        case .usedAllItsAttempts:
            [.failure(RemoteError.offline), .failure(RemoteError.timeout), .failure(RemoteError.offline)]
        case .failedForGoodAfterARetry: [.failure(RemoteError.offline), .failure(RemoteError.unauthorized)]
        case .wasCancelledWhileItWaited: [.failure(RemoteError.offline)]
        }
    }

    /// Makes the call and runs it to its end, cancelling it at its first wait if that is how it ends.
    func run(_ sut: RetryingOrderRemote, on clock: TestClock) async {
        let call = Task { try await sut.fetchOrders() }
        if self == .wasCancelledWhileItWaited, await sleepers(1, orEndOf: call, on: clock) {
            call.cancel()
        }
        _ = await runToEnd(call, on: clock)
    }
}
