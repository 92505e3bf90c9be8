import Foundation

/// The order history as the screen asks for it. A protocol, so something can stand in front of
/// the use case without the screen knowing.
protocol GetOrderHistoryUseCaseProtocol: Sendable {
    func execute() async throws -> [Order]
}

/// Newest first, without cancelled orders placed more than 30 calendar days before `now` (in
/// `calendar`'s time zone). Time comes only from `now`, read when `execute()` runs.
struct GetOrderHistoryUseCase: GetOrderHistoryUseCaseProtocol {
    let repository: any OrderRepository
    let now: @Sendable () -> Date
    let calendar: Calendar

    /// - Throws: whatever the repository throws.
    func execute() async throws -> [Order] {
        let orders = try await repository.getOrders()
        let cutoff = calendar.date(byAdding: .day, value: -30, to: now()) ?? .distantPast
        return orders.filter { $0.status != .cancelled || $0.placedAt >= cutoff }
            .sorted { $0.placedAt > $1.placedAt }
    }
}
