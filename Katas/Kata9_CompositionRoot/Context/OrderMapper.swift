import Foundation

/// Turns the body of `GET /orders` into orders, or refuses it:
///
///     {"orders":[{"id":"A1","status":"shipped","placed_at":"2024-03-01T10:15:30Z"}]}
///
/// It reads the body only: whether the status code allowed a body to be read is not its business.
enum OrderMapper {
    /// - Throws: `OrderMapper.Invalid` when the body is not that JSON, or a status or date is unknown.
    static func map(_ data: Data) throws -> [Order] {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase  // "placed_at" is `placedAt`
        guard let response = try? decoder.decode(Response.self, from: data) else { throw Invalid() }
        return try response.orders.map { dto in
            guard let status = statuses[dto.status],
                let placedAt = try? Date(dto.placedAt, strategy: .iso8601)
            else { throw Invalid() }
            return Order(id: dto.id, status: status, placedAt: placedAt)
        }
    }

    /// The body could not become orders.
    struct Invalid: Error, Equatable {}

    private static let statuses: [String: OrderStatus] = [
        "placed": .placed, "confirmed": .confirmed, "shipped": .shipped,
        "delivered": .delivered, "cancelled": .cancelled,
    ]

    private struct Response: Decodable {
        let orders: [OrderDTO]
    }

    // Strings, as on the wire: judging them is what this mapper is for.
    private struct OrderDTO: Decodable {
        let id: String
        let status: String
        let placedAt: String
    }
}
