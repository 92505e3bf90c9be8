import Foundation

/// One of the customer's orders, in the shop's words.
public struct Order: Equatable, Sendable {
    public enum Status: Sendable {
        case placed, shipped, delivered, cancelled
    }

    /// What was bought: a product, and how many of it.
    public struct Item: Equatable, Sendable {
        public let product: String
        public let quantity: Int

        public init(product: String, quantity: Int) {
            self.product = product
            self.quantity = quantity
        }
    }

    public let id: String
    public let status: Status
    public let placedAt: Date
    public let total: Decimal
    public let currency: String
    public let items: [Item]

    public init(id: String, status: Status, placedAt: Date, total: Decimal, currency: String, items: [Item]) {
        self.id = id
        self.status = status
        self.placedAt = placedAt
        self.total = total
        self.currency = currency
        self.items = items
    }
}
