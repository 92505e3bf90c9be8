import Foundation

/// Where the customer's orders come from, as the domain asks for them.
public protocol OrderRepository: Sendable {
    /// The customer's orders, in no particular order; throws when there are none to give.
    func orders() async throws -> [Order]
}

/// The orders the customer is shown, wherever they are shown, by the shop's rules.
public struct OrderHistory: Sendable {
    let repository: any OrderRepository
    let now: @Sendable () -> Date

    public init(repository: any OrderRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    /// The orders to show now: newest first, and support's rule, cancellations older than 30
    /// days hidden. The 30 days are 720 hours, whatever the calendar: customers rely on it.
    public func visibleOrders() async throws -> [Order] {
        let thirtyDaysAgo = now().addingTimeInterval(-30 * 24 * 60 * 60)
        var visible = try await repository.orders().filter {
            !($0.status == .cancelled && $0.placedAt < thirtyDaysAgo)
        }
        visible.sort { $0.placedAt > $1.placedAt }
        return visible
    }
}
