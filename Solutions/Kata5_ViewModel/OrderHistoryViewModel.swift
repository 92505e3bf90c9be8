import Foundation
import Observation

/// Drives the order-history screen: asks the use case for the orders and turns the answer
/// into one `OrderHistoryState` the view can draw.
///
/// Given: each row's strings are written so:
/// - `title`: "Order " and the order's ID, as in "Order A1".
/// - `detail`: the day the order was placed, as `Date.FormatStyle` writes it with the
///   `.abbreviated` date and no time: "Mar 1, 2024" in `en_US`, "1. März 2024" in `de_DE`.
/// - `total`: the total in the order's own currency, written for the locale: "$1,234.50" in
///   `en_US`, "1.234,50 €" in `de_DE` for an order in euros.
///
/// Rows are formatted here, with the locale (its calendar too) and the time zone given at init,
/// never the device's, so the screen is the same on every machine and in every test.
@MainActor @Observable final class OrderHistoryViewModel {
    private(set) var state: OrderHistoryState = .idle

    private let getOrderHistory: any GetOrderHistoryUseCaseProtocol
    private let dateStyle: Date.FormatStyle
    private let locale: Locale

    /// Keeps the use case, and the locale and time zone the rows are written in.
    ///
    /// Keeps its collaborators; asks nothing yet.
    init(getOrderHistory: any GetOrderHistoryUseCaseProtocol, locale: Locale, timeZone: TimeZone) {
        self.getOrderHistory = getOrderHistory
        self.locale = locale
        // The locale's own calendar too: the device's could be another one (Buddhist, Japanese).
        self.dateStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: locale.calendar, timeZone: timeZone)
    }

    /// Loads the orders and shows the answer.
    ///
    /// Given: a failure shows
    /// `.failed(message: "Your orders could not be loaded. Please try again.")`.
    ///
    /// Asks the use case once and shows its answer: `.loading` while the request is in flight,
    /// then `.loaded(rows)` (in the use case's order), `.empty` for no orders, or
    /// `.failed(message: "Your orders could not be loaded. Please try again.")` whatever the
    /// error was.
    ///
    /// A call while a load is in flight returns at once and asks nothing. A cancelled load (the
    /// calling task was cancelled, whatever error the use case then throws) puts the state back to
    /// what it was before this call, never `.failed`.
    /// A `CancellationError` the use case throws while nobody cancelled the calling task ends the
    /// load too: on the state from before this call, or on the failure.
    func load() async {
        // One request at a time: a view that appears twice must not race two answers.
        guard state != .loading else { return }
        let before = state
        state = .loading
        do {
            let orders = try await getOrderHistory.execute()
            // An empty list is its own screen ("No orders yet"), not a list with nothing in it.
            state = orders.isEmpty ? .empty : .loaded(orders.map(row))
        } catch {
            if Task.isCancelled || error is CancellationError {
                // Nobody waits for this answer any more (the view went away, `.task` restarted):
                // not a failure to show. Asking the task as well as the error's type also covers
                // a use case that reports cancellation with an error of its own.
                state = before
            } else {
                // The error's own description is written for logs, not for the customer.
                state = .failed(message: "Your orders could not be loaded. Please try again.")
            }
        }
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            id: order.id,
            title: "Order \(order.id)",
            detail: order.placedAt.formatted(dateStyle),
            // The currency is the order's: the locale only decides how it is written.
            total: order.total.formatted(.currency(code: order.currencyCode).locale(locale))
        )
    }
}
