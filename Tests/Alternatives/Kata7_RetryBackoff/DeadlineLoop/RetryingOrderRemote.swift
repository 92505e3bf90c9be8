/// Retries transient failures with capped exponential backoff, waiting until a deadline
/// computed from the clock's own `now` at each failure.
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
        try await fetch(waitingOn: clock)
    }

    // Generic over the concrete clock so its `Instant` can be named and added to.
    private func fetch<C: Clock>(waitingOn clock: C) async throws -> [Order] where C.Duration == Duration {
        let attempts = max(policy.maxAttempts, 1)
        for attempt in 1...attempts {
            do {
                return try await remote.fetchOrders()
            } catch {
                guard attempt < attempts, isWorthRetrying(error) else { throw error }
                let deadline = clock.now.advanced(by: wait(before: attempt + 1))
                try await clock.sleep(until: deadline, tolerance: nil)
            }
        }
        // The last attempt either returned or threw above.
        throw CancellationError()
    }

    /// The wait before attempt `number` (2 or more): doubled from the initial delay, capped,
    /// and never computed past the cap, so no power of two overflows.
    private func wait(before number: Int) -> Duration {
        var wait = policy.initialDelay
        var doublings = number - 2
        while doublings > 0, wait < policy.maxDelay {
            wait *= 2
            doublings -= 1
        }
        return min(wait, policy.maxDelay)
    }

    private func isWorthRetrying(_ error: any Error) -> Bool {
        guard let remoteError = error as? RemoteError else { return false }
        if case .server(let status) = remoteError {
            return (status >= 500 && status <= 599) || [408, 429].contains(status)
        }
        return remoteError == .offline || remoteError == .timeout
    }
}
