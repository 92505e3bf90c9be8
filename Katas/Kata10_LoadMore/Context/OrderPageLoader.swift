/// One page of the order history, newest first, and where the next one starts.
struct OrderPage: Equatable, Sendable {
    let orders: [Order]
    /// What to pass to `loadPage(after:)` for the page after this one; nil when this is the last.
    let nextCursor: String?
}

/// Loads the order history a page at a time from the server. It may be slow, it may fail, it may
/// or may not stop when the task that asked is cancelled, and the history may change between two
/// pages. The view model depends on this protocol so that a test decides what each page answers,
/// and when.
protocol OrderPageLoader: Sendable {
    /// The page after `cursor`, or the first page when `cursor` is nil.
    func loadPage(after cursor: String?) async throws -> OrderPage
}
