import Foundation

/// One of the customer's orders, in the shop's words.
public struct Order: Sendable {
    public enum Status: String, Sendable {
        case placed, shipped, delivered, cancelled
    }

    public let id: String
    public let status: Status
    public let placedAt: Date
    public let total: Decimal
    public let currency: String
    /// What was bought, in the order it was put in the basket.
    public let items: [(product: String, quantity: Int)]

    public init(
        id: String, status: Status, placedAt: Date, total: Decimal, currency: String,
        items: [(product: String, quantity: Int)]
    ) {
        self.id = id
        self.status = status
        self.placedAt = placedAt
        self.total = total
        self.currency = currency
        self.items = items
    }
}
