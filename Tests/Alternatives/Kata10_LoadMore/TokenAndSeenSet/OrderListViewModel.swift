import Observation

/// Flags and stored rows instead of reading everything back from the state enum; each list gets
/// a token object, and an answer lands only while its list's token is still the current one.
@MainActor @Observable final class OrderListViewModel {
    private(set) var state: OrderListState = .idle

    /// One list, from its first page on. A refresh makes a new one.
    private final class Listing {
        var rows: [OrderRow] = []
        var seen: Set<String> = []
        var cursor: String?
        var isLoadingMore = false
        var nextPageFailed = false
    }

    @ObservationIgnored private let loader: any OrderPageLoader
    @ObservationIgnored private var listing: Listing?

    init(loader: any OrderPageLoader) {
        self.loader = loader
    }

    func appear() async {
        guard state == .idle else { return }
        await loadFirstPage()
    }

    func refresh() async {
        await loadFirstPage()
    }

    func retry() async {
        if state == .failed {
            await loadFirstPage()
        } else if let listing, listing.nextPageFailed {
            await loadMore(listing)
        }
    }

    func rowAppeared(_ row: OrderRow) async {
        guard let listing, listing.rows.last?.id == row.id, listing.cursor != nil,
            !listing.isLoadingMore, !listing.nextPageFailed
        else { return }
        await loadMore(listing)
    }

    private func loadFirstPage() async {
        let listing = Listing()
        self.listing = nil
        state = .loading
        let token = ObjectIdentifier(listing)
        pending = token
        do {
            let page = try await loader.loadPage(after: nil)
            guard pending == token else { return }
            self.listing = listing
            if add(page, to: listing) == 0, listing.cursor != nil { await loadMore(listing) }
        } catch {
            guard pending == token else { return }
            state = .failed
        }
    }

    /// The token of the list whose first page is awaited or shown.
    @ObservationIgnored private var pending: ObjectIdentifier?

    private func loadMore(_ listing: Listing) async {
        listing.isLoadingMore = true
        listing.nextPageFailed = false
        publish(listing)
        defer { listing.isLoadingMore = false }
        do {
            let page = try await loader.loadPage(after: listing.cursor)
            guard self.listing === listing else { return }
            listing.isLoadingMore = false
            if add(page, to: listing) == 0, listing.cursor != nil { await loadMore(listing) }
        } catch {
            guard self.listing === listing else { return }
            listing.isLoadingMore = false
            listing.nextPageFailed = true
            publish(listing)
        }
    }

    /// Appends the page's new orders and publishes; returns how many rows it added.
    private func add(_ page: OrderPage, to listing: Listing) -> Int {
        let before = listing.rows.count
        for order in page.orders where listing.seen.insert(order.id).inserted {
            listing.rows.append(OrderRow(order))
        }
        listing.cursor = page.nextCursor
        publish(listing)
        return listing.rows.count - before
    }

    private func publish(_ listing: Listing) {
        let footer: ListFooter =
            listing.isLoadingMore
            ? .loadingMore
            : listing.nextPageFailed
                ? .failed
                : listing.cursor == nil ? .end : .more
        state = .loaded(rows: listing.rows, footer: footer)
    }
}
