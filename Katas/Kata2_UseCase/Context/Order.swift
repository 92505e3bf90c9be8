import Foundation

/// An order as the history screen needs it. A plain value: the rules that keep an order valid
/// belong to the entity (Kata1); here the orders arrive already valid from the repository.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let status: OrderStatus
    /// The instant the customer placed the order. An instant has no time zone; a calendar gives
    /// it one when we count days.
    let placedAt: Date
    let total: Decimal
}
