import Foundation

/// A customer's order as the app uses it: typed fields, an exact amount of money, an instant.
/// A plain value; the mapper decides what may become one.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let status: OrderStatus
    let placedAt: Date
    let items: [OrderItem]
}

/// One line of an order: a product, how many of it, and the price of one.
struct OrderItem: Hashable, Sendable {
    let productName: String
    let quantity: Int
    let unitPrice: Decimal
}
