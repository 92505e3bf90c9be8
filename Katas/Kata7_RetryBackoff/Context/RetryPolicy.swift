/// How hard to try: at most `maxAttempts` calls in all (the first one included), waiting
/// `initialDelay` before the second, twice as long before each next one, but never longer than
/// `maxDelay`.
struct RetryPolicy: Sendable, Equatable {
    let maxAttempts: Int
    let initialDelay: Duration
    let maxDelay: Duration
}
