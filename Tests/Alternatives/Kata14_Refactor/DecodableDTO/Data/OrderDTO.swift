import Foundation

/// The body of `GET /orders` as the server writes it. An order that does not decode is nil, so one
/// bad order never costs the others.
struct OrdersBody: Decodable {
    let orders: [OrderDTO?]

    private enum CodingKeys: CodingKey { case orders }

    private struct OneOrder: Decodable {
        let order: OrderDTO?
        init(from decoder: any Decoder) throws { order = try? OrderDTO(from: decoder) }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        orders = try container.decode([OneOrder].self, forKey: .orders).map(\.order)
    }

    static func decode(_ body: Data) throws -> OrdersBody {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(OrdersBody.self, from: body)
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
