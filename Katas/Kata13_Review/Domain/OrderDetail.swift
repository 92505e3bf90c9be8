import Foundation

/// One order as its detail screen shows it: what was bought, what it cost, and whether the
/// customer may put the same things in the cart again.
struct OrderDetail: Codable, Equatable, Sendable {
    let id: String
    let placedAt: Date
    let status: OrderStatus
    let lines: [OrderLine]
    let total: Decimal
    let currencyCode: String
    var canBuyAgain: Bool

    enum CodingKeys: String, CodingKey {
        case id = "order_id"
        case placedAt = "placed_at"
        case status
        case lines = "line_items"
        case total = "total_amount"
        case currencyCode = "currency"
        case canBuyAgain = "can_reorder"
    }
}

struct OrderLine: Codable, Equatable, Sendable {
    let productID: String
    let name: String
    let quantity: Int
}

enum OrderStatus: String, Codable, Sendable {
    case placed, shipped, delivered, cancelled
}

extension OrderDetail {
    /// The total as the customer reads it, in the order's currency.
    var totalText: String {
        total.formatted(.currency(code: currencyCode))
    }
}
