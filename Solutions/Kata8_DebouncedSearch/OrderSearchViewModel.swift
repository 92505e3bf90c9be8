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

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    /// The latest keystroke's work: its wait, then its search.
    @ObservationIgnored private var pending: Task<Void, Never>?
    /// Counts keystrokes. A search may touch `state` only while its keystroke is the latest one.
    @ObservationIgnored private var generation = 0
    /// The query whose results (or lack of them) are on screen.
    @ObservationIgnored private var answeredQuery: String?

    /// Keeps the search, the clock every wait goes through, and the pause to wait for.
    ///
    /// Keeps its collaborators; asks nothing yet.
    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    /// Called on every keystroke with the whole text of the search field.
    func queryChanged(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        generation += 1
        let previous = pending
        pending = nil
        if query.isEmpty {
            // An empty field is answered at once: there is nothing to wait for.
            state = .idle
            answeredQuery = nil
        } else if query != answeredQuery {
            pending = Task { [generation] in await self.waitThenSearch(query, generation: generation) }
        }
        // Whatever this keystroke started, what the previous one started is stale now.
        previous?.cancel()
    }

    private func waitThenSearch(_ query: String, generation: Int) async {
        do {
            // On the injected clock: 300 ms in the app, no time at all in a test.
            try await clock.sleep(for: debounce)
        } catch {
            return  // A newer keystroke cancelled the wait: it has a wait of its own.
        }
        state = .searching(query)
        answeredQuery = nil
        let answer: Result<[Order], any Error>
        do {
            answer = .success(try await search.search(matching: query))
        } catch {
            answer = .failure(error)
        }
        // A newer keystroke owns the screen now. Cancelling this task is not enough on its own:
        // a use case may ignore the cancellation and answer late, or report it as an error of
        // its own; neither may replace a newer state, and a cancellation is not a failure.
        guard generation == self.generation else { return }
        switch answer {
        case .success(let orders):
            state = orders.isEmpty ? .noResults(query) : .results(orders.map(row))
            answeredQuery = query
        case .failure:
            // The error's own description is for logs; the customer gets a sentence. Typing the
            // same query again is then a retry, so it is not remembered as answered.
            state = .failed(message: OrderSearchState.failureMessage)
        }
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(id: order.id, title: "Order \(order.id)")
    }
}
