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
    /// The customer has orders to show, and none of them matches the search.
    case noMatches
    /// The orders could not be loaded; `message` is written for the customer.
    ///
    /// Given: the message is "Your orders could not be loaded. Please try again."
    case failed(message: String)
}

/// One line of the list, ready to display: every string is already written for the customer.
///
/// Given: the strings are written so:
/// - `title`: what was bought, the products' names in the order the server lists them, joined by
///   ", ": "Kettle, Tea cups".
/// - `total`: the total in the order's currency, as `.currency(code:)` writes it for the screen's
///   locale: "€42.50" in `en_US`, "42,50 €" in `de_DE`.
/// - `date`: the day the order was placed, as `Date.FormatStyle` writes it with the `.abbreviated`
///   date and no time, for the screen's locale in the calendar's time zone: "Mar 1, 2024" in
///   `en_US`, "1. März 2024" in `de_DE`.
public struct OrderRow: Identifiable, Equatable, Sendable {
    public let id: String
    public let title: String
    public let total: String
    public let date: String

    public init(id: String, title: String, total: String, date: String) {
        self.id = id
        self.title = title
        self.total = total
        self.date = date
    }
}
