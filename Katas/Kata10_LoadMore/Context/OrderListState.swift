/// Everything the order list can show, one case at a time.
enum OrderListState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The first page is in flight: the screen shows a spinner.
    case loading
    /// The first page failed: the screen shows a failure and a button to try again.
    case failed
    /// The rows on screen, in the order they were first seen, and what the end of the list shows.
    /// With no rows at all, the screen says there are no orders yet.
    case loaded(rows: [OrderRow], footer: ListFooter)
}

/// What the end of the list shows, under the last row.
enum ListFooter: Equatable, Sendable {
    /// The server has another page; it is asked for when the last row shows.
    case more
    /// The next page is in flight: a spinner.
    case loadingMore
    /// The next page failed: a button to try that page again.
    case failed
    /// The server has no further page: the list is complete.
    case end
}

/// One line of the list, ready to display.
struct OrderRow: Identifiable, Equatable, Sendable {
    let id: String
    /// "Order " and the order's ID: "Order A1".
    let title: String

    init(_ order: Order) {
        self.id = order.id
        self.title = "Order \(order.id)"
    }
}
