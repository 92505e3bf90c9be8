/// An alternative written from the README: the waits are worked out before the first attempt,
/// one per retry, and the last attempt is made outside the loop so its error leaves untouched.
final class RetryingOrderRemote: OrderRemoteDataSource {
    private let remote: any OrderRemoteDataSource
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>

    init(wrapping remote: any OrderRemoteDataSource, policy: RetryPolicy, clock: any Clock<Duration>) {
        self.remote = remote
        self.policy = policy
        self.clock = clock
    }

    func fetchOrders() async throws -> [Order] {
        for wait in waits() {
            do {
                return try await remote.fetchOrders()
            } catch RemoteError.offline, RemoteError.timeout, RemoteError.server(status: 500...599),
                RemoteError.server(status: 408), RemoteError.server(status: 429)
            {
                try await clock.sleep(for: wait)
            }
        }
        return try await remote.fetchOrders()
    }

    /// One wait before each retry: the initial delay, doubled each time, capped at every step so
    /// the doubling never overflows.
    private func waits() -> [Duration] {
        let cap = policy.maxDelay
        let retries = max(0, policy.maxAttempts - 1)
        return Array(sequence(first: min(policy.initialDelay, cap)) { min($0 * 2, cap) }.prefix(retries))
    }
}
