import Foundation
import Observation

/// An alternative: the debounce's deadline is fixed at the keystroke, and the screen belongs to the
/// latest keystroke's search, compared by identity.
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
