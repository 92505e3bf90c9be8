import Foundation
import Observation

/// An alternative: an explicit phase enum says whether work is running; a search's task learns
/// that it is stale from `Task.isCancelled` (every keystroke cancels the running work), and the
/// query is trimmed by hand, scalar by scalar.
@MainActor @Observable final class OrderSearchViewModel {
    private(set) var state: OrderSearchState = .idle

    private enum Phase {
        case quiet
        case busy(Task<Void, Never>)
    }

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var phase = Phase.quiet
    /// The query whose results (or no results) are on screen, whatever the customer types since.
    @ObservationIgnored private var shown: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    func queryChanged(_ text: String) {
        let query = Self.trimmed(text)
        if case .busy(let task) = phase { task.cancel() }
        phase = .quiet
        if query.isEmpty {
            shown = nil
            state = .idle
        } else if query != shown {
            phase = .busy(Task { await self.run(query) })
        }
    }

    private func run(_ query: String) async {
        do {
            try await clock.sleep(for: debounce)
        } catch {
            return
        }
        if Task.isCancelled { return }
        state = .searching(query)
        shown = nil
        do {
            let orders = try await search.search(matching: query)
            if Task.isCancelled { return }
            phase = .quiet
            shown = query
            state =
                orders.isEmpty
                ? .noResults(query)
                : .results(orders.map { OrderRow(id: $0.id, title: "Order \($0.id)") })
        } catch {
            if Task.isCancelled { return }
            phase = .quiet
            state = .failed(message: OrderSearchState.failureMessage)
        }
    }

    private static func trimmed(_ text: String) -> String {
        let blank = CharacterSet.whitespacesAndNewlines
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, blank.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, blank.contains(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
