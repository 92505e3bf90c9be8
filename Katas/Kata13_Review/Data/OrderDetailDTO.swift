import Foundation

/// `GET /orders/{id}` as the server sends it, its keys in snake case.
struct OrderDetailDTO: Decodable, Sendable {
    struct LineItem: Decodable, Sendable {
        let productId: String
        let name: String
        let quantity: Int
        let inStock: Bool
    }

    let orderId: String
    let placedAt: Date
    let status: String
    let lineItems: [LineItem]
    let totalAmount: Decimal
    let currency: String
    var canReorder = false

    enum CodingKeys: String, CodingKey {
        case orderId, placedAt, status, lineItems, totalAmount, currency
    }
}
