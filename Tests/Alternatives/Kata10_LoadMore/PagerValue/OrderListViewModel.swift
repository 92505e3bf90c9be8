import Observation

/// The paging rules live in a value type with no `async` in it; the view model only asks the
/// loader and feeds the answers back, tagged with the list they were asked for.
struct Pager {
    /// Bumped each time the list starts over; an answer for an older list is dropped.
    private(set) var epoch = 0
    private(set) var rows: [OrderRow] = []
    private(set) var cursor: String?
    private(set) var state: OrderListState = .idle

    /// Starts the list over; returns the request to make.
    mutating func startOver() -> (epoch: Int, cursor: String?) {
        epoch += 1
        rows = []
        cursor = nil
        state = .loading
        return (epoch, nil)
    }

    /// The next page's request, if the list may ask for one now.
    mutating func next() -> (epoch: Int, cursor: String?)? {
        guard case .loaded(let shown, let footer) = state, footer == .more || footer == .failed
        else { return nil }
        state = .loaded(rows: shown, footer: .loadingMore)
        return (epoch, cursor)
    }

    /// Takes an answer in; returns true when the list must ask on by itself: the page added no
    /// row, so no new last row will show, and the server has more.
    mutating func receive(_ answer: Result<OrderPage, any Error>, for epoch: Int) -> Bool {
        guard epoch == self.epoch else { return false }
        switch answer {
        case .success(let page):
            let known = Set(rows.map(\.id))
            var added: [String: Bool] = [:]
            for order in page.orders where !known.contains(order.id) && added[order.id] == nil {
                added[order.id] = true
                rows.append(OrderRow(order))
            }
            cursor = page.nextCursor
            state = .loaded(rows: rows, footer: page.nextCursor == nil ? .end : .more)
            return added.isEmpty && page.nextCursor != nil
        case .failure:
            state = state == .loading ? .failed : .loaded(rows: rows, footer: .failed)
            return false
        }
    }
}

@MainActor @Observable final class OrderListViewModel {
    var state: OrderListState { pager.state }

    private var pager = Pager()
    @ObservationIgnored private let loader: any OrderPageLoader

    init(loader: any OrderPageLoader) {
        self.loader = loader
    }

    func appear() async {
        guard pager.state == .idle else { return }
        await ask(pager.startOver())
    }

    func rowAppeared(_ row: OrderRow) async {
        guard case .loaded(let rows, .more) = pager.state, rows.last == row else { return }
        await ask(pager.next())
    }

    func retry() async {
        switch pager.state {
        case .failed: await ask(pager.startOver())
        case .loaded(_, .failed): await ask(pager.next())
        default: break
        }
    }

    func refresh() async {
        await ask(pager.startOver())
    }

    private func ask(_ request: (epoch: Int, cursor: String?)?) async {
        guard let request else { return }
        let answer: Result<OrderPage, any Error>
        do {
            answer = .success(try await loader.loadPage(after: request.cursor))
        } catch {
            answer = .failure(error)
        }
        if pager.receive(answer, for: request.epoch) { await ask(pager.next()) }
    }
}
