import Observation

/// The view model keeps the task of the page in flight: a refresh cancels it, and a cancelled
/// task never touches the screen. Each call still awaits the page it started.
@MainActor @Observable final class OrderListViewModel {
    private(set) var state: OrderListState = .idle

    @ObservationIgnored private let loader: any OrderPageLoader
    @ObservationIgnored private var cursor: String?
    @ObservationIgnored private var current: Task<Void, Never>?

    init(loader: any OrderPageLoader) {
        self.loader = loader
    }

    func appear() async {
        if state == .idle { await firstPage() }
    }

    func rowAppeared(_ row: OrderRow) async {
        if case .loaded(let rows, .more) = state, rows.last?.id == row.id {
            await nextPage(below: rows)
        }
    }

    func retry() async {
        if state == .failed {
            await firstPage()
        } else if case .loaded(let rows, .failed) = state {
            await nextPage(below: rows)
        }
    }

    func refresh() async {
        await firstPage()
    }

    private func firstPage() async {
        current?.cancel()
        state = .loading
        await run { [loader] in
            do {
                let page = try await loader.loadPage(after: nil)
                if Task.isCancelled { return }
                if self.merge(page, into: []) { await self.nextPage(below: []) }
            } catch {
                if Task.isCancelled { return }
                self.state = .failed
            }
        }
    }

    private func nextPage(below rows: [OrderRow]) async {
        state = .loaded(rows: rows, footer: .loadingMore)
        await run { [loader, cursor] in
            do {
                let page = try await loader.loadPage(after: cursor)
                if Task.isCancelled { return }
                if self.merge(page, into: rows) { await self.nextPage(below: rows) }
            } catch {
                if Task.isCancelled { return }
                self.state = .loaded(rows: rows, footer: .failed)
            }
        }
    }

    /// Starts `work` as the current task and waits for it; a newer one cancels it.
    private func run(_ work: @escaping @MainActor () async -> Void) async {
        let task = Task { await work() }
        current = task
        await task.value
    }

    /// Shows the page under `rows`; true when it added nothing though the server has more, so
    /// the next page must be asked without waiting for a row to show.
    private func merge(_ page: OrderPage, into rows: [OrderRow]) -> Bool {
        var ids = Set(rows.map(\.id))
        var merged = rows
        for order in page.orders where !ids.contains(order.id) {
            ids.insert(order.id)
            merged.append(OrderRow(order))
        }
        cursor = page.nextCursor
        state = .loaded(rows: merged, footer: cursor == nil ? .end : .more)
        return merged.count == rows.count && cursor != nil
    }
}
