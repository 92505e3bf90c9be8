/// The order-history response exactly as the API sends it:
///
///     {"orders":[{"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z",
///       "items":[{"product_name":"Tea","quantity":2,"unit_price":"4.50"}]}]}
///
/// DTOs mirror the wire format, strings and all, and never leave the Data layer.
struct OrdersResponseDTO: Decodable, Sendable {
    let orders: [OrderDTO]
}

/// One order on the wire. `status` and `placedAt` are raw strings: judging them is the mapper's job.
struct OrderDTO: Decodable, Sendable {
    let id: String
    let status: String
    let placedAt: String
    let items: [OrderItemDTO]

    enum CodingKeys: String, CodingKey {
        case id
        case status
        case placedAt = "placed_at"
        case items
    }
}

/// One line of an order on the wire. The price is a string, so no `Double` ever touches the money.
struct OrderItemDTO: Decodable, Sendable {
    let productName: String
    let quantity: Int
    let unitPrice: String

    enum CodingKeys: String, CodingKey {
        case productName = "product_name"
        case quantity
        case unitPrice = "unit_price"
    }
}
