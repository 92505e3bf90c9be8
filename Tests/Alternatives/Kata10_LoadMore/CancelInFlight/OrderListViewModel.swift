import Observation

/// Cancels the page in flight when the list starts over, as a polite client does, and still drops
/// whatever a cancelled request brings back: a loader may answer anyway, with its page or an error.
@MainActor @Observable final class OrderListViewModel {
    private(set) var state: OrderListState = .idle

    @ObservationIgnored private let loader: any OrderPageLoader
    @ObservationIgnored private var cursor: String?
    @ObservationIgnored private var inFlight: Task<OrderPage, any Error>?

    init(loader: any OrderPageLoader) {
        self.loader = loader
    }

    func appear() async {
        if case .idle = state { await startOver() }
    }

    func rowAppeared(_ row: OrderRow) async {
        if case .loaded(let rows, .more) = state, row.id == rows.last?.id {
            await load(below: rows)
        }
    }

    func retry() async {
        if case .failed = state {
            await startOver()
        } else if case .loaded(let rows, .failed) = state {
            await load(below: rows)
        }
    }

    func refresh() async {
        await startOver()
    }

    private func startOver() async {
        inFlight?.cancel()
        cursor = nil
        state = .loading
        await load(below: nil)
    }

    /// Asks the page after the cursor and shows it under `rows`; nil asks the first page.
    private func load(below rows: [OrderRow]?) async {
        if let rows { state = .loaded(rows: rows, footer: .loadingMore) }
        let task = Task { [loader, cursor] in try await loader.loadPage(after: cursor) }
        inFlight = task
        let answer = await task.result
        // Cancelled means the list started over while this page was on its way.
        guard !task.isCancelled else { return }
        switch answer {
        case .success(let page):
            let shown = rows ?? []
            var ids = Set(shown.map(\.id))
            let added = page.orders.compactMap { ids.insert($0.id).inserted ? OrderRow($0) : nil }
            cursor = page.nextCursor
            state = .loaded(rows: shown + added, footer: cursor == nil ? .end : .more)
            // No new row means no new last row to ask for the rest.
            if added.isEmpty, cursor != nil { await load(below: shown) }
        case .failure:
            if let rows {
                state = .loaded(rows: rows, footer: .failed)
            } else {
                state = .failed
            }
        }
    }
}
