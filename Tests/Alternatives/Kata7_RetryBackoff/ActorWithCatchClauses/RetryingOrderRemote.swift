/// An alternative written from the README: an actor instead of a final class, the attempts
/// counted by a stride, and the wait before attempt n worked out from n alone.
actor RetryingOrderRemote: OrderRemoteDataSource {
    private let remote: any OrderRemoteDataSource
    private let policy: RetryPolicy
    private let clock: any Clock<Duration>

    init(wrapping remote: any OrderRemoteDataSource, policy: RetryPolicy, clock: any Clock<Duration>) {
        self.remote = remote
        self.policy = policy
        self.clock = clock
    }

    func fetchOrders() async throws -> [Order] {
        for attempt in stride(from: 1, to: policy.maxAttempts, by: 1) {
            do {
                return try await remote.fetchOrders()
            } catch let error as RemoteError where Self.isTransient(error) {
                try await clock.sleep(for: wait(after: attempt))
            }
        }
        return try await remote.fetchOrders()
    }

    /// The wait after attempt n: the initial delay doubled n - 1 times, never above the cap.
    private func wait(after attempt: Int) -> Duration {
        var wait = min(policy.initialDelay, policy.maxDelay)
        for _ in 1..<attempt {
            wait = min(wait * 2, policy.maxDelay)
        }
        return wait
    }

    private static func isTransient(_ error: RemoteError) -> Bool {
        if case .server(let status) = error {
            return (500 <= status && status < 600) || status == 408 || status == 429
        }
        return error == .offline || error == .timeout
    }
}
