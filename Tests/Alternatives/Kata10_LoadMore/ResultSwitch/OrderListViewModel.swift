import Foundation
import Observation

/// One request function for every page: it takes the rows the page goes under (none for a first
/// page) and turns the loader's `Result` into the next state with one switch.
@MainActor @Observable final class OrderListViewModel {
    private(set) var state: OrderListState = .idle

    @ObservationIgnored private let loader: any OrderPageLoader
    @ObservationIgnored private var cursor: String?
    @ObservationIgnored private var listID = UUID()

    init(loader: any OrderPageLoader) {
        self.loader = loader
    }

    func appear() async {
        if case .idle = state { await refresh() }
    }

    func refresh() async {
        listID = UUID()
        state = .loading
        await request(after: nil, under: nil)
    }

    func rowAppeared(_ row: OrderRow) async {
        guard case .loaded(let rows, let footer) = state, footer == .more, row == rows.last else { return }
        state = .loaded(rows: rows, footer: .loadingMore)
        await request(after: cursor, under: rows)
    }

    func retry() async {
        switch state {
        case .failed:
            await refresh()
        case .loaded(let rows, .failed):
            state = .loaded(rows: rows, footer: .loadingMore)
            await request(after: cursor, under: rows)
        default:
            break
        }
    }

    /// `rows` is nil for a first page, and the rows on screen for a next one.
    private func request(after cursor: String?, under rows: [OrderRow]?) async {
        let id = listID
        let result: Result<OrderPage, any Error>
        do {
            result = .success(try await loader.loadPage(after: cursor))
        } catch {
            result = .failure(error)
        }
        guard id == listID else { return }
        switch (result, rows) {
        case (.failure, nil):
            state = .failed
        case (.failure, let rows?):
            state = .loaded(rows: rows, footer: .failed)
        case (.success(let page), let rows):
            let shown = rows ?? []
            let known = Set(shown.map(\.id))
            let fresh = page.orders.reduce(into: [Order]()) { kept, order in
                if !known.contains(order.id), !kept.contains(order) { kept.append(order) }
            }
            self.cursor = page.nextCursor
            state = .loaded(
                rows: shown + fresh.map(OrderRow.init), footer: page.nextCursor == nil ? .end : .more)
            // Nothing new means no new last row to ask for the rest: ask it here.
            if fresh.isEmpty, page.nextCursor != nil {
                state = .loaded(rows: shown, footer: .loadingMore)
                await request(after: page.nextCursor, under: shown)
            }
        }
    }
}
