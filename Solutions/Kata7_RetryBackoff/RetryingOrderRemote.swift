/// The orders API, asked again when it fails for a reason that may go away by itself.
///
/// A decorator: it is an `OrderRemoteDataSource` wrapping another one, so nothing that uses the
/// remote has to change.
///
/// - The first attempt is made at once. A success, first or later, is returned as it is.
/// - Transient failures are retried: `RemoteError.offline`, `.timeout`, and `.server(status:)`
///   with a status from 500 to 599, or 408 (Request Timeout) or 429 (Too Many Requests). At most
///   `policy.maxAttempts` attempts are made in all (a `maxAttempts` below 1 counts as 1).
/// - Before each retry it waits on `clock`: `policy.initialDelay` before the second attempt,
///   twice the previous wait before each next one. No wait is ever longer than
///   `policy.maxDelay`, the first one included: an `initialDelay` above it waits `maxDelay`.
///   Each wait starts when the failed attempt ends, however long that attempt took.
/// - Any other failure is permanent (`.unauthorized`, `.notFound`, any other status, an error
///   that is not a `RemoteError`): thrown at once, with no wait and no retry.
/// - When no attempt is left, the last error is thrown unchanged.
/// - If the caller's task is cancelled while it waits, it throws `CancellationError` at once and
///   makes no further attempt.
///
/// Creating it asks the remote nothing and waits for nothing.
final class RetryingOrderRemote: OrderRemoteDataSource {
    private let remote: any OrderRemoteDataSource
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>

    /// Wraps `remote`, asking it again as `policy` says and waiting on `clock`.
    init(wrapping remote: any OrderRemoteDataSource, policy: RetryPolicy, clock: any Clock<Duration>) {
        self.remote = remote
        self.policy = policy
        self.clock = clock
    }

    /// The wrapped remote's orders, asked for again while its failures may go away by themselves.
    func fetchOrders() async throws -> [Order] {
        // Local state: each call starts its own schedule, and concurrent calls share nothing.
        var attempt = 1
        var delay = min(policy.initialDelay, policy.maxDelay)
        while true {
            do {
                return try await remote.fetchOrders()
            } catch let error where attempt < policy.maxAttempts && Self.isTransient(error) {
                // Waiting on the injected clock, not `Task.sleep`, is what lets a test run the
                // whole schedule in no time. A cancelled caller makes this throw
                // `CancellationError`, which ends the loop: nobody is waiting for the answer.
                try await clock.sleep(for: delay)
                delay = min(delay * 2, policy.maxDelay)
                attempt += 1
            }
            // Any other error (permanent, or the last attempt's) leaves the loop as it is.
        }
    }

    /// Worth asking again: the connection or the server may be fine in a moment. A 4xx says the
    /// request itself is wrong (signed out, nothing there), and asking again gets the same no,
    /// except a 408 (the server gave up waiting for the request) and a 429 (asked too often):
    /// both say "later", not "no".
    private static func isTransient(_ error: any Error) -> Bool {
        switch error as? RemoteError {
        case .offline, .timeout:
            true
        case .server(let status):
            (500..<600).contains(status) || [408, 429].contains(status)
        case .unauthorized, .notFound, nil:
            false
        }
    }
}
