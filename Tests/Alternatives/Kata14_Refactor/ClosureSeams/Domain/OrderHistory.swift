import Foundation

/// The orders the customer is shown, wherever they are shown, by the shop's rules.
public struct OrderHistory: Sendable {
    private let orders: @Sendable () async throws -> [Order]
    private let now: @Sendable () -> Date

    /// `orders` gives the customer's orders, in no particular order, or throws when there are none.
    public init(orders: @escaping @Sendable () async throws -> [Order], now: @escaping @Sendable () -> Date) {
        self.orders = orders
        self.now = now
    }

    /// Newest first, cancellations placed more than 720 hours before now left out.
    public func visibleOrders() async throws -> [Order] {
        let line = now().addingTimeInterval(-720 * 3600)
        return try await orders().filter { $0.status != .cancelled || $0.placedAt >= line }
            .sorted { $0.placedAt > $1.placedAt }
    }
}
