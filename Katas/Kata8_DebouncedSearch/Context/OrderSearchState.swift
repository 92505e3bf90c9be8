/// Everything the search screen can show, one case at a time.
enum OrderSearchState: Equatable, Sendable {
    /// Nothing to search for: the screen shows its prompt.
    case idle
    /// The search for this query is in flight.
    case searching(String)
    /// The orders that match, as rows in the order the use case gave them; never empty.
    case results([OrderRow])
    /// The search for this query found nothing.
    case noResults(String)
    /// The search failed; `message` is written for the customer.
    case failed(message: String)

    /// The one sentence the screen shows when a search fails, whatever the error was.
    static let failureMessage = "Your orders could not be searched. Please try again."
}

/// One line of the results, ready to display.
struct OrderRow: Identifiable, Equatable, Sendable {
    let id: String
    /// "Order " and the order's ID: "Order A1".
    let title: String
}
