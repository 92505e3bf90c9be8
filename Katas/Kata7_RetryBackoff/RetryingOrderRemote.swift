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
        // TODO
        throw NotImplemented()
    }
}
