@testable import Kata5

/// A use case that reports its own cancellation with an error of its own, as many networking
/// layers do (`URLError(.cancelled)`, a domain "request aborted"): it asks `wrapped` and turns
/// the `CancellationError` it gets into `error`.
struct ReportsCancellation: GetOrderHistoryUseCaseProtocol {
    let wrapped: GetOrderHistoryStub
    let error: any Error & Sendable

    func execute() async throws -> [Order] {
        do {
            return try await wrapped.execute()
        } catch is CancellationError {
            throw error
        }
    }
}
