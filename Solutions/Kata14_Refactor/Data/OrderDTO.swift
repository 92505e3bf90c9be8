import Foundation

/// The body of `GET /orders` as the server writes it (see `OrdersAPI`). An order that does not read
/// is `nil` in `orders`, so one bad order never costs the others.
struct OrdersBody: Decodable {
    let orders: [OrderDTO?]

    private enum CodingKeys: CodingKey { case orders }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        orders = try container.decode([Lenient].self, forKey: .orders).map(\.order)
    }

    /// Reads a body; throws when it is not an object with a list of orders.
    static func decode(_ body: Data) throws -> OrdersBody {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(OrdersBody.self, from: body)
    }

    private struct Lenient: Decodable {
        let order: OrderDTO?
        init(from decoder: any Decoder) throws { order = try? OrderDTO(from: decoder) }
    }
}

/// One order as the server writes it.
struct OrderDTO: Decodable {
    enum Status: String, Decodable {
        case placed, shipped, delivered, cancelled
    }

    struct Item: Decodable {
        let product: String
        let quantity: Int
    }

    let id: String
    let status: Status
    let placedAt: Date
    let total: Decimal
    let currency: String
    let items: [Item]
}
