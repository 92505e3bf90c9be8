import Foundation
import Observation

/// An alternative: the wait and the search run off the main actor, in a detached task whose
/// helpers are `@concurrent`; only the state changes hop to the main actor, and each keystroke's
/// work is identified by a ticket object instead of a counter.
@MainActor @Observable final class OrderSearchViewModel {
    private(set) var state: OrderSearchState = .idle

    /// One keystroke's work. The latest ticket is the only one allowed to touch `state`.
    @MainActor private final class Ticket {
        var work: Task<Void, Never>?
    }

    @ObservationIgnored private let search: any SearchOrdersUseCase
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private var latest: Ticket?
    @ObservationIgnored private var shownQuery: String?

    init(
        search: any SearchOrdersUseCase, clock: any Clock<Duration>, debounce: Duration = .milliseconds(300)
    ) {
        self.search = search
        self.clock = clock
        self.debounce = debounce
    }

    func queryChanged(_ text: String) {
        latest?.work?.cancel()
        latest = nil
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            state = .idle
            shownQuery = nil
            return
        }
        guard query != shownQuery else { return }
        let ticket = Ticket()
        latest = ticket
        let (search, clock, debounce) = (self.search, self.clock, self.debounce)
        ticket.work = Task.detached { [weak self] in
            guard await Self.pause(on: clock, for: debounce) else { return }
            guard let self, await self.begin(query, for: ticket) else { return }
            let outcome = await Self.fetch(query, from: search)
            await self.finish(query, with: outcome, for: ticket)
        }
    }

    @concurrent private nonisolated static func pause(
        on clock: any Clock<Duration>, for duration: Duration
    ) async -> Bool {
        do {
            try await clock.sleep(for: duration)
            return true
        } catch {
            return false
        }
    }

    @concurrent private nonisolated static func fetch(
        _ query: String, from search: any SearchOrdersUseCase
    ) async -> [Order]? {
        try? await search.search(matching: query)
    }

    private func begin(_ query: String, for ticket: Ticket) -> Bool {
        guard latest === ticket else { return false }
        state = .searching(query)
        shownQuery = nil
        return true
    }

    private func finish(_ query: String, with outcome: [Order]?, for ticket: Ticket) {
        guard latest === ticket else { return }
        guard let orders = outcome else {
            state = .failed(message: OrderSearchState.failureMessage)
            return
        }
        shownQuery = query
        if orders.isEmpty {
            state = .noResults(query)
        } else {
            state = .results(orders.map { OrderRow(id: $0.id, title: "Order " + $0.id) })
        }
    }
}
