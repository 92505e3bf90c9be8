/// The product team's analytics SDK, behind the one call the app makes. Recording is fire and
/// forget: it never fails and never keeps the caller waiting.
protocol Analytics: Sendable {
    func record(_ event: OrderHistoryEvent)
}

/// What the product team wants to know about the order-history screen, one event per load.
enum OrderHistoryEvent: Equatable, Sendable {
    /// The history was shown, with this many orders.
    case loaded(count: Int)
    /// The history could not be loaded.
    case failed
}
