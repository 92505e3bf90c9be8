import Foundation
import Observation

/// Drives the order-search screen: the customer types, the view model waits for a pause, asks
/// the use case, and shows one `OrderSearchState` at a time.
///
/// - The query is the text trimmed of spaces and newlines. An empty one shows `.idle` at once.
/// - A query is searched only once the customer has typed nothing more for `debounce`, measured
///   on the injected `clock` from the last keystroke; each keystroke cancels what the one before
///   it started: its wait and its search.
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

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    /// The one task allowed to change the screen: every keystroke cancels it and starts its own.
    @ObservationIgnored private var current: Task<Void, Never>?
    /// The query whose results are on screen.
    @ObservationIgnored private var shownQuery: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    func queryChanged(_ text: String) {
        current?.cancel()
        current = nil
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            state = .idle
            shownQuery = nil
            return
        }
        current = Task { [weak self] in
            guard let self else { return }
            do {
                try await clock.sleep(for: debounce)
            } catch {
                return
            }
            // Typed back to what is shown: the wait is over and there is nothing to ask.
            guard query != shownQuery else { return }
            state = .searching(query)
            shownQuery = nil
            do {
                let orders = try await search.search(matching: query)
                // Every superseded task was cancelled, so "cancelled" means "not mine any more",
                // whether or not the use case stopped when it was told to.
                guard !Task.isCancelled else { return }
                state =
                    orders.isEmpty
                    ? .noResults(query)
                    : .results(orders.map { OrderRow(id: $0.id, title: "Order \($0.id)") })
                shownQuery = query
            } catch {
                guard !Task.isCancelled else { return }
                state = .failed(message: OrderSearchState.failureMessage)
            }
        }
    }
}
