import Kata14Domain

/// The widget's one line: how many orders the history shows, and the day of the newest.
public struct OrdersWidgetLine: OrdersWidget {
    private let history: OrderHistory
    private let format: OrderFormat

    public init(history: OrderHistory, format: OrderFormat) {
        self.history = history
        self.format = format
    }

    public func line() async -> String {
        guard let orders = try? await history.visibleOrders() else { return "Orders unavailable" }
        guard let newest = orders.first else { return "No orders" }
        let count = orders.count == 1 ? "1 order" : "\(orders.count) orders"
        return "\(count) · latest \(format.day(newest.placedAt))"
    }
}
