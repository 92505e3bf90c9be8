import Foundation
import Observation

/// An alternative: one task waits out the debounce, then starts a second task for the search, as
/// many apps do. Each keystroke cancels both; a task that finds itself cancelled, before it
/// searches or after the use case answers, leaves the screen alone.
@MainActor @Observable final class OrderSearchViewModel {
    private(set) var state: OrderSearchState = .idle

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var debounceTask: Task<Void, Never>?
    @ObservationIgnored private var searchTask: Task<Void, Never>?
    /// The query whose results (or no results) are on screen.
    @ObservationIgnored private var shownQuery: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    func queryChanged(_ text: String) {
        debounceTask?.cancel()
        searchTask?.cancel()
        debounceTask = nil
        searchTask = nil
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            state = .idle
            shownQuery = nil
            return
        }
        guard query != shownQuery else { return }
        debounceTask = Task { [clock, debounce] in
            do {
                try await clock.sleep(for: debounce)
            } catch {
                return
            }
            guard !Task.isCancelled else { return }
            searchTask = Task { await self.runSearch(for: query) }
        }
    }

    private func runSearch(for query: String) async {
        // A keystroke may have come between the end of the wait and the start of this task.
        guard !Task.isCancelled else { return }
        state = .searching(query)
        shownQuery = nil
        do {
            let orders = try await search.search(matching: query)
            guard !Task.isCancelled else { return }
            shownQuery = query
            state =
                orders.isEmpty
                ? .noResults(query) : .results(orders.map { OrderRow(id: $0.id, title: "Order \($0.id)") })
        } catch {
            guard !Task.isCancelled else { return }
            state = .failed(message: OrderSearchState.failureMessage)
        }
    }
}
