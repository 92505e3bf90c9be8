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

    /// Keeps the loader the pages come from.
    ///
    /// Keeps its loader; asks nothing yet.
    init(loader: any OrderPageLoader) {
        // TODO: keep what the calls below need.
    }

    /// The screen appeared.
    func appear() async {
        // TODO
    }

    /// A row of the list appeared on screen.
    func rowAppeared(_ row: OrderRow) async {
        // TODO
    }

    /// The customer tapped "Try again", under the list or on the failure screen.
    func retry() async {
        // TODO
    }

    /// The customer pulled to refresh.
    func refresh() async {
        // TODO
    }
}
