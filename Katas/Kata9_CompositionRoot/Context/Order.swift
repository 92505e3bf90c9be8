import Foundation

/// An order as every layer of this feature passes it around, kept small: what the rule and
/// the screen need.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let status: OrderStatus
    let placedAt: Date
}

/// Where an order is in its life.
enum OrderStatus: Hashable, Sendable, CaseIterable {
    case placed
    case confirmed
    case shipped
    case delivered
    case cancelled
}
