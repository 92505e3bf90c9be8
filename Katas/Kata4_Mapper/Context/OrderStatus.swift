/// Where an order is in its life. The domain's own vocabulary: it knows nothing of the strings
/// the API uses for it.
enum OrderStatus: Hashable, Sendable, CaseIterable {
    case placed
    case confirmed
    case shipped
    case delivered
    case cancelled
}
