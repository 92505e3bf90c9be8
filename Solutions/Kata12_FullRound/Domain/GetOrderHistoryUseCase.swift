import Foundation

/// The customer's order history as the shop shows it: the repository's orders, tidied up.
public struct GetOrderHistoryUseCase: Sendable {
    private let repository: any OrderRepository
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    public init(repository: any OrderRepository, now: @escaping @Sendable () -> Date, calendar: Calendar) {
        self.repository = repository
        self.now = now
        self.calendar = calendar
    }

    /// The repository's orders, in its order, without the cancelled orders placed more than 30
    /// calendar days before now.
    public func execute() async throws -> [Order] {
        let orders = try await repository.loadOrders()
        // Calendar days in the calendar's time zone: across a daylight-saving change, 30 days are
        // an hour more or less than 30 × 24 hours. `now` is read at each load, never kept.
        let cutoff = calendar.date(byAdding: .day, value: -30, to: now()) ?? .distantPast
        return orders.filter { !$0.isCancelled || $0.placedAt >= cutoff }
    }
}
