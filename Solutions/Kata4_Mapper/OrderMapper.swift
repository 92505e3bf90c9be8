import Foundation

/// Turns the API's order DTOs into domain orders, and refuses bad data loudly instead of guessing.
///
/// Given: the API spells the statuses `placed`, `confirmed`, `shipped`, `delivered` and
/// `cancelled`, and writes a price as digits, optionally a point and more digits (`"4.50"`, `"0"`,
/// `"12"`).
///
/// It never guesses a default, never skips a bad order, and never lets a `DecodingError` escape.
///
/// The rules, for every order:
/// - `status` is one of `placed`, `confirmed`, `shipped`, `delivered`, `cancelled`, spelled
///   exactly so; anything else is `.unknownStatus(raw)`.
/// - `placed_at` is read by the given `InstantParser`, as sent: every form it reads is a date
///   (`t` and `z` in lower case too), and a string it refuses is `.invalidDate(raw)`.
/// - `unit_price` is a plain non-negative decimal: ASCII digits, optionally a point and more
///   digits (`"4.50"`, `"0"`, `"12"`). No sign, exponent, spaces or comma: `.invalidPrice(raw)`.
/// - `quantity` is at least one (`.invalidQuantity(quantity)`), and an order has at least one
///   item (`.noItems(orderID:)`).
///
/// The result must not depend on the machine's locale or time zone.
enum OrderMapper {
    /// Turns one order's DTO into a domain order.
    ///
    /// Maps one order, checking every rule above.
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard !dto.items.isEmpty else { throw .noItems(orderID: dto.id) }
        // Not Foundation's ISO-8601 parsers: they roll 30 February over to 1 March.
        guard let placedAt = InstantParser.date(from: dto.placedAt) else { throw .invalidDate(dto.placedAt) }
        return Order(
            id: dto.id, status: try status(dto.status), placedAt: placedAt, items: try dto.items.map(item))
    }

    /// Turns a whole response body into domain orders.
    ///
    /// Decodes a whole response and maps every order in it, in the order the API sent them.
    ///
    /// - Throws: `.invalidJSON` when `data` is not an `OrdersResponseDTO`; otherwise the first bad
    ///   order's error, which fails the whole response.
    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        let response: OrdersResponseDTO
        do {
            response = try JSONDecoder().decode(OrdersResponseDTO.self, from: data)
        } catch {
            // Callers handle our vocabulary, not Foundation's: the details of a `DecodingError`
            // belong in a log, not in the domain.
            throw .invalidJSON
        }
        // Strict on purpose: a `try?` here would hide a bad order from the user and from us.
        return try response.orders.map(map)
    }

    private static func item(_ dto: OrderItemDTO) throws(OrderMappingError) -> OrderItem {
        guard dto.quantity > 0 else { throw .invalidQuantity(dto.quantity) }
        return OrderItem(
            productName: dto.productName, quantity: dto.quantity, unitPrice: try price(dto.unitPrice))
    }

    private static func status(_ raw: String) throws(OrderMappingError) -> OrderStatus {
        // A switch, not `OrderStatus(rawValue:)`: the wire spelling stays out of the domain type.
        switch raw {
        case "placed": .placed
        case "confirmed": .confirmed
        case "shipped": .shipped
        case "delivered": .delivered
        case "cancelled": .cancelled
        default: throw .unknownStatus(raw)
        }
    }

    private static func price(_ raw: String) throws(OrderMappingError) -> Decimal {
        // `Decimal(string:)` alone reads a prefix ("12abc" is 12) and accepts signs and exponents,
        // so the whole shape is checked first, with ASCII digits (`\d` takes any script's).
        // POSIX, never the user's locale, where the decimal separator may be a comma.
        guard raw.wholeMatch(of: /[0-9]+(\.[0-9]+)?/) != nil,
            let value = Decimal(string: raw, locale: Locale(identifier: "en_US_POSIX"))
        else { throw .invalidPrice(raw) }
        return value
    }
}
