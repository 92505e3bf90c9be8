import Foundation

/// The shop's housekeeping rule for the history: old cancellations are out of the customer's way.
public struct CancelledOrdersHousekeeping: Sendable {
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    public init(now: @escaping @Sendable () -> Date, calendar: Calendar) {
        self.now = now
        self.calendar = calendar
    }

    /// `orders` in their order, without the cancelled ones placed more than 30 calendar days
    /// before now.
    public func visible(_ orders: [Order]) -> [Order] {
        guard let cutoff = calendar.date(byAdding: .day, value: -30, to: now()) else { return orders }
        return orders.filter { !$0.isCancelled || $0.placedAt >= cutoff }
    }
}
