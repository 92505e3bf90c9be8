import Foundation
import Observation

/// An alternative: the wait and the search are two tasks, both kept and both cancelled by the
/// next keystroke; the wait starts the search when it ends, and a search recognises itself as
/// the current one by an ID.
@MainActor @Observable final class OrderSearchViewModel {
    private(set) var state: OrderSearchState = .idle

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var waitTask: Task<Void, Never>?
    @ObservationIgnored private var searchTask: Task<Void, Never>?
    @ObservationIgnored private var currentSearch: UUID?
    @ObservationIgnored private var lastAnswered: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    func queryChanged(_ text: String) {
        waitTask?.cancel()
        searchTask?.cancel()
        waitTask = nil
        searchTask = nil
        currentSearch = nil
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if query.isEmpty {
            lastAnswered = nil
            state = .idle
            return
        }
        if query == lastAnswered { return }
        let clock = self.clock
        let debounce = self.debounce
        waitTask = Task {
            guard (try? await clock.sleep(for: debounce)) != nil, !Task.isCancelled else { return }
            self.startSearch(query)
        }
    }

    private func startSearch(_ query: String) {
        let id = UUID()
        currentSearch = id
        lastAnswered = nil
        state = .searching(query)
        let search = self.search
        searchTask = Task {
            let result: Result<[Order], any Error>
            do {
                result = .success(try await search.search(matching: query))
            } catch {
                result = .failure(error)
            }
            self.apply(result, of: query, id: id)
        }
    }

    private func apply(_ result: Result<[Order], any Error>, of query: String, id: UUID) {
        guard currentSearch == id else { return }
        currentSearch = nil
        switch result {
        case .success(let orders) where orders.isEmpty:
            lastAnswered = query
            state = .noResults(query)
        case .success(let orders):
            lastAnswered = query
            state = .results(orders.map { OrderRow(id: $0.id, title: "Order \($0.id)") })
        case .failure:
            state = .failed(message: OrderSearchState.failureMessage)
        }
    }
}
