import Foundation
import Observation

/// An alternative: one task per keystroke, and a task that finds itself cancelled after the use
/// case answered leaves the screen alone, since every superseded task is cancelled.
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
