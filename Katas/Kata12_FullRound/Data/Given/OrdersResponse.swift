import Foundation

/// The body of `GET /orders`, decoded as the server writes it (see `OrdersAPI`).
public struct OrdersResponse: Decodable, Sendable {
    public let orders: [OrderDTO]

    /// Reads a body of `GET /orders`.
    ///
    /// - Throws: a `DecodingError` when the body is not that JSON: another shape, a status it does
    ///   not know, a `placed_at` that is no ISO 8601 instant.
    public static func decode(_ body: Data) throws -> OrdersResponse {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase  // "placed_at" is `placedAt`
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(OrdersResponse.self, from: body)
    }
}

/// One order as the server writes it.
public struct OrderDTO: Decodable, Sendable {
    public enum Status: String, Decodable, Sendable {
        case placed
        case shipped
        case delivered
        case cancelled
    }

    public let id: String
    public let status: Status
    public let placedAt: Date
    public let total: Decimal
    public let currency: String
    public let items: [ItemDTO]
}

/// One line of an order as the server writes it: a product, and how many of it.
public struct ItemDTO: Decodable, Sendable {
    public let product: String
    public let quantity: Int
}
