import Foundation
import Observation

/// Drives the order-search screen: the customer types, the view model waits for a pause, asks
/// the use case, and shows one `OrderSearchState` at a time.
///
/// - The query is the text trimmed of spaces and newlines. An empty one shows `.idle` at once.
/// - A query is searched only once the customer has typed nothing more for `debounce`, measured
///   on the injected `clock` from the last keystroke. A keystroke, an empty one too, cancels the
///   wait and the search that older keystrokes started.
/// - While a search is in flight the screen shows `.searching(query)`; then `.results(rows)` in
///   the use case's order (title "Order A1" for an order whose ID is "A1"), `.noResults(query)`,
///   or `.failed(message: OrderSearchState.failureMessage)` whatever the error was. Until a
///   search starts, the screen keeps what it showed.
/// - A search that a newer keystroke replaced changes nothing on screen, whatever it answers
///   and whenever it answers (its use case may ignore the cancellation), and never shows a
///   failure.
/// - Typing back to the query whose results (or no results) are on screen searches nothing.
@MainActor @Observable final class OrderSearchViewModel {
    private(set) var state: OrderSearchState = .idle

    /// Keeps the search, the clock every wait goes through, and the pause to wait for.
    ///
    /// Keeps its collaborators; asks nothing yet.
    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        // TODO: keep what `queryChanged(_:)` needs.
    }

    /// Called on every keystroke with the whole text of the search field.
    func queryChanged(_ text: String) {
        // TODO
    }
}
