import Kata14Domain

/// The widget's one line: how many orders the history shows, and the day of the newest.
public struct OrdersWidgetLine: OrdersWidget {
    let history: OrderHistory
    let format: OrderFormat

    public init(history: OrderHistory, format: OrderFormat) {
        self.history = history
        self.format = format
    }

    public func line() async -> String {
        guard let visible = try? await history.visibleOrders() else { return "Orders unavailable" }
        guard let newest = visible.first else { return "No orders" }
        return "\(visible.count) order\(visible.count == 1 ? "" : "s") · latest \(format.row(newest).date)"
    }
}
