import Foundation

/// The orders the customer is shown, by the shop's rules, wherever they are shown: old
/// cancellations hidden, newest first.
public struct OrderHistory: Sendable {
    /// How long a cancellation stays in the history: 720 hours, however the calendar runs.
    public static let cancellationsKept: TimeInterval = 30 * 24 * 60 * 60

    private let repository: any OrderRepository
    private let now: @Sendable () -> Date

    public init(repository: any OrderRepository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    /// The orders to show now, newest first.
    public func visibleOrders() async throws -> [Order] {
        let orders = try await repository.orders()
        let oldest = now().addingTimeInterval(-Self.cancellationsKept)
        return orders.filter { $0.status != .cancelled || $0.placedAt >= oldest }
            .sorted { $0.placedAt > $1.placedAt }
    }
}
