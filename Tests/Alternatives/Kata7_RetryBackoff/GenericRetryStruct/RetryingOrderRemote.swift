/// A value type decorator: the retrying lives in a generic helper that knows nothing of orders.
struct RetryingOrderRemote: OrderRemoteDataSource {
    let remote: any OrderRemoteDataSource
    let policy: RetryPolicy
    let clock: any Clock<Duration>

    init(wrapping remote: any OrderRemoteDataSource, policy: RetryPolicy, clock: any Clock<Duration>) {
        self.remote = remote
        self.policy = policy
        self.clock = clock
    }

    func fetchOrders() async throws -> [Order] {
        let remote = remote
        return try await retrying(policy: policy, clock: clock, when: Self.isTransient) {
            try await remote.fetchOrders()
        }
    }

    private static func isTransient(_ error: any Error) -> Bool {
        switch error {
        case RemoteError.offline, RemoteError.timeout:
            return true
        case RemoteError.server(let status) where 500...599 ~= status || status == 408 || status == 429:
            return true
        default:
            return false
        }
    }
}

/// Runs `operation` until it succeeds, fails for good, or the policy's attempts are spent.
private func retrying<T: Sendable>(
    policy: RetryPolicy,
    clock: any Clock<Duration>,
    when isRetryable: (any Error) -> Bool,
    operation: () async throws -> T
) async throws -> T {
    var attemptsLeft = policy.maxAttempts
    var nextWait = policy.initialDelay
    while true {
        attemptsLeft -= 1
        do {
            return try await operation()
        } catch let error where attemptsLeft > 0 && isRetryable(error) {
            let wait = min(nextWait, policy.maxDelay)
            // A zero wait is no wait at all.
            if wait > .zero {
                try await clock.sleep(for: wait)
            }
            nextWait = wait * 2
        }
    }
}
