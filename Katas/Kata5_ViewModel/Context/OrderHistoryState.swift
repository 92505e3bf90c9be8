/// Everything the order-history screen can show, one case at a time: it is never loading and
/// failed at once, and "loaded" always comes with rows.
enum OrderHistoryState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// A request is in flight.
    case loading
    /// At least one order, as rows in the order the use case gave them.
    case loaded([OrderRow])
    /// The request succeeded and there are no orders: the screen says so.
    case empty
    /// The request failed; `message` is written for the customer.
    case failed(message: String)
}

/// One line of the list, ready to display: every string is already formatted, so the view
/// does no work and knows nothing of `Order`.
struct OrderRow: Identifiable, Equatable, Sendable {
    let id: String
    let title: String
    let detail: String
    let total: String
}
