/// An alternative written from the README: each attempt is a call of its own, and a retry is
/// the same call again with one attempt fewer and the next wait.
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
        try await attempt(remaining: policy.maxAttempts, wait: policy.initialDelay)
    }

    private func attempt(remaining: Int, wait: Duration) async throws -> [Order] {
        do {
            return try await remote.fetchOrders()
        } catch {
            guard remaining > 1, isWorthRetrying(error) else { throw error }
            let capped = min(wait, policy.maxDelay)
            try await clock.sleep(for: capped)
            return try await attempt(remaining: remaining - 1, wait: capped * 2)
        }
    }
}

/// A 5xx is the server's trouble and may pass; the hundreds digit says which class a status is.
/// A 408 (the request took too long) and a 429 (too many requests) pass too.
private func isWorthRetrying(_ error: any Error) -> Bool {
    switch error {
    case RemoteError.offline, RemoteError.timeout:
        return true
    case RemoteError.server(let status):
        return (status >= 0 && status / 100 == 5) || status == 408 || status == 429
    default:
        return false
    }
}
