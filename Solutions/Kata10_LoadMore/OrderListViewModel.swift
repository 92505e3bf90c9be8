import Observation

/// Drives the order list, a page at a time: shows one `OrderListState` the view can draw.
///
/// - `appear()` asks the first page when the screen shows nothing yet (`.idle`): `.loading` while
///   it is in flight, then `.loaded(rows:footer:)`, or `.failed`.
/// - `rowAppeared(_:)` asks the next page, after the cursor of the page before it, when the row is
///   the last one on screen and the footer is `.more`: `.loadingMore` while it is in flight. While
///   a page is in flight nothing more is asked, however often the last row shows.
/// - The footer is `.more` while the server sends a next cursor and `.end` once it sends none;
///   after the end nothing more is asked.
/// - The history can change between two pages (an order placed meanwhile pushes a row onto the
///   next page): an order whose ID is already on screen is not shown again, nor is an order that
///   a page lists twice. Rows keep the order in which they were first seen.
/// - A page that adds no row (no orders, or only orders already on screen) but has a next cursor
///   asks the page after it at once, as the last row would: no new last row will show to ask.
/// - A failed next page keeps every row and shows the footer `.failed`; only `retry()` asks that
///   page again. A failed first page shows `.failed`; `retry()` asks the first page again.
/// - `refresh()` starts over from wherever the screen is (a list, or the failure): `.loading`,
///   then the first page replaces the list (or `.failed`). A page asked for before the refresh
///   changes nothing once the refresh has started, whenever it answers and whatever it answers,
///   even if its request was cancelled: a loader may answer anyway.
///
/// Given: each call returns once the pages it asked for are on screen (or one has failed), so a
/// pull to refresh spins until the new list shows; a call that asks nothing returns at once.
@MainActor @Observable final class OrderListViewModel {
    private(set) var state: OrderListState = .idle

    @ObservationIgnored private let loader: any OrderPageLoader
    /// Where the next page starts, as the last page on screen said.
    @ObservationIgnored private var nextCursor: String?
    /// Counts the times the list started over. A page may land only in the list that asked for it.
    @ObservationIgnored private var generation = 0

    /// Keeps the loader the pages come from.
    ///
    /// Keeps its loader; asks nothing yet.
    init(loader: any OrderPageLoader) {
        self.loader = loader
    }

    /// The screen appeared.
    func appear() async {
        // Coming back to the screen keeps what it shows: only an empty screen asks.
        guard state == .idle else { return }
        await startOver()
    }

    /// A row of the list appeared on screen.
    func rowAppeared(_ row: OrderRow) async {
        // `.more` is also the guard: while a page is in flight the footer is `.loadingMore`.
        guard case .loaded(let rows, .more) = state, rows.last == row else { return }
        await loadNextPage(after: rows)
    }

    /// The customer tapped "Try again", under the list or on the failure screen.
    func retry() async {
        switch state {
        case .failed: await startOver()
        case .loaded(let rows, .failed): await loadNextPage(after: rows)
        default: return
        }
    }

    /// The customer pulled to refresh.
    func refresh() async {
        await startOver()
    }

    private func startOver() async {
        generation += 1
        let generation = generation
        state = .loading
        do {
            let page = try await loader.loadPage(after: nil)
            // A newer refresh owns the screen: this answer is for a list nobody shows.
            guard generation == self.generation else { return }
            await show(page, after: [])
        } catch {
            guard generation == self.generation else { return }
            state = .failed
        }
    }

    private func loadNextPage(after rows: [OrderRow]) async {
        let generation = generation
        state = .loaded(rows: rows, footer: .loadingMore)
        do {
            // The cursor moves on only with a page that landed, so a retry asks the same page.
            let page = try await loader.loadPage(after: nextCursor)
            guard generation == self.generation else { return }
            await show(page, after: rows)
        } catch {
            guard generation == self.generation else { return }
            state = .loaded(rows: rows, footer: .failed)
        }
    }

    private func show(_ page: OrderPage, after rows: [OrderRow]) async {
        // An order placed meanwhile pushes rows onto the next page: the first sighting wins.
        var seen = Set(rows.map(\.id))
        let newRows = page.orders.filter { seen.insert($0.id).inserted }.map(OrderRow.init)
        nextCursor = page.nextCursor
        state = .loaded(rows: rows + newRows, footer: page.nextCursor == nil ? .end : .more)
        // SwiftUI calls `onAppear` once for a row that stays on screen: with no new last row,
        // nothing would ever ask for the page after this one.
        if newRows.isEmpty, page.nextCursor != nil { await loadNextPage(after: rows) }
    }
}
