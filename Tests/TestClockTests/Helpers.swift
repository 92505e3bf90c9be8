import SharedFakes

/// A task that sleeps on `clock` for `duration`, as code under test would.
func sleeper(on clock: TestClock, for duration: Duration) -> Task<Void, any Error> {
    Task { try await clock.sleep(for: duration) }
}

/// Whether a finished task ended by throwing `CancellationError`.
func endedCancelled(_ task: Task<Void, any Error>) async -> Bool {
    if case .failure(let error) = await task.result {
        return error is CancellationError
    }
    return false
}
