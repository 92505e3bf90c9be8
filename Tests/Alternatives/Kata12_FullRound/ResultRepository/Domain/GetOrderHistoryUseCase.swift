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

    /// The repository's answer, without the cancelled orders placed more than 30 calendar days
    /// before now.
    public func execute() async -> Result<[Order], OrdersUnavailable> {
        let cutoff = calendar.date(byAdding: .day, value: -30, to: now()) ?? .distantPast
        return await repository.loadOrders().map { orders in
            orders.filter { !$0.isCancelled || $0.placedAt >= cutoff }
        }
    }
}
