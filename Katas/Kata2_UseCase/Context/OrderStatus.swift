/// Where an order is in its life: placed → confirmed → shipped → delivered, or cancelled
/// before it ships.
enum OrderStatus: Hashable, Sendable, CaseIterable {
    case placed
    case confirmed
    case shipped
    case delivered
    case cancelled
}
