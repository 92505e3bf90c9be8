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

    /// What one keystroke started. The screen belongs to the latest one, compared by identity.
    private final class Search {
        let query: String
        var task: Task<Void, Never>?

        init(query: String) {
            self.query = query
        }
    }

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var latest: Search?
    @ObservationIgnored private var answered: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    func queryChanged(_ text: String) {
        latest?.task?.cancel()
        latest = nil
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if query.isEmpty {
            state = .idle
            answered = nil
            return
        }
        if query == answered { return }
        // The deadline is fixed now, at the keystroke, however late the task starts.
        let pause = Self.deadlinePause(on: self.clock, after: debounce)
        let search = Search(query: query)
        latest = search
        search.task = Task { await self.run(search, after: pause) }
    }

    private static func deadlinePause<C: Clock<Duration>>(on clock: C, after duration: Duration)
        -> @Sendable () async throws -> Void
    {
        let deadline = clock.now.advanced(by: duration)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }

    private func run(_ search: Search, after pause: @escaping @Sendable () async throws -> Void) async {
        guard (try? await pause()) != nil, latest === search else { return }
        state = .searching(search.query)
        answered = nil
        var outcome: OrderSearchState
        do {
            let orders = try await self.search.search(matching: search.query)
            outcome = .noResults(search.query)
            if !orders.isEmpty {
                outcome = .results(orders.map { OrderRow(id: $0.id, title: "Order \($0.id)") })
            }
        } catch {
            outcome = .failed(message: OrderSearchState.failureMessage)
        }
        guard latest === search else { return }
        state = outcome
        if case .failed = outcome {
            answered = nil
        } else {
            answered = search.query
        }
    }
}
