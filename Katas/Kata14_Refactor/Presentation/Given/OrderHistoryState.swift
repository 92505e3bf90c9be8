/// Everything the order-history screen can show, one case at a time.
public enum OrderHistoryState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The orders are on their way.
    case loading
    /// The orders to show, one row each, in the order to show them; never an empty list.
    case loaded([OrderRow])
    /// The customer has no orders to show.
    case empty
    /// The orders could not be loaded; `message` is written for the customer.
    case failed(message: String)
}

/// One line of the list, ready to display: every string is already written for the customer.
public struct OrderRow: Identifiable, Equatable, Sendable {
    public let id: String
    /// What was bought.
    public let title: String
    /// Where the order is: "Placed", "Shipped", "Delivered" or "Cancelled".
    public let status: String
    /// What the customer paid.
    public let total: String
    /// The day the order was placed.
    public let date: String

    public init(id: String, title: String, status: String, total: String, date: String) {
        self.id = id
        self.title = title
        self.status = status
        self.total = total
        self.date = date
    }
}
