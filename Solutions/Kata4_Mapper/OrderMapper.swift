import Foundation

/// Turns the API's order DTOs into domain orders, and refuses bad data loudly: it never guesses a
/// default, never skips a bad order, and never lets a `DecodingError` escape.
///
/// The rules, for every order:
/// - `status` is one of `placed`, `confirmed`, `shipped`, `delivered`, `cancelled`, spelled
///   exactly so; anything else is `.unknownStatus(raw)`.
/// - `placed_at` is an ISO-8601 instant with a zone: `YYYY-MM-DDThh:mm:ss`, optionally a point
///   and fractional seconds, then a capital `Z` or an offset `±hh:mm` such as `+02:00`
///   (`"2024-03-01T10:15:30Z"`, `"2024-03-01T12:15:30.5+02:00"`), naming a day and time that
///   exist. Anything else, such as 30 February, hour 24, or text before or after the instant, is
///   `.invalidDate(raw)`.
/// - `unit_price` is a plain non-negative decimal: ASCII digits, optionally a point and more
///   digits (`"4.50"`, `"0"`, `"12"`). No sign, exponent, spaces or comma: `.invalidPrice(raw)`.
/// - `quantity` is at least one (`.invalidQuantity(quantity)`), and an order has at least one
///   item (`.noItems(orderID:)`).
///
/// The result must not depend on the machine's locale or time zone.
enum OrderMapper {
    /// Maps one order, checking every rule above.
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard !dto.items.isEmpty else { throw .noItems(orderID: dto.id) }
        return Order(
            id: dto.id,
            status: try status(dto.status),
            placedAt: try instant(dto.placedAt),
            items: try dto.items.map(item)
        )
    }

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

    // Format styles are Sendable values (`ISO8601DateFormatter` is a non-Sendable class), and
    // they read the zone from the string, never from the machine.
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSeconds = Date.ISO8601FormatStyle()

    private static func instant(_ raw: String) throws(OrderMappingError) -> Date {
        // The parser alone would accept "2024-02-30" and text after the zone: judge the text first.
        guard isInstant(raw) else { throw .invalidDate(raw) }
        // Before Swift 6.2's Foundation, each style accepts only its own form, so try both.
        guard let date = (try? withFraction.parse(raw)) ?? (try? wholeSeconds.parse(raw)) else {
            throw .invalidDate(raw)
        }
        return date
    }

    /// Foundation's parser is lenient: it rolls "2024-02-30" over to 1 March, reads hour 24 as the
    /// next day and ignores text after the zone. So check the whole shape and every field's range
    /// first: `YYYY-MM-DDThh:mm:ss`, optionally a fraction, then `Z` or `±hh:mm`.
    private static func isInstant(_ raw: String) -> Bool {
        let shape =
            /([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]+)?(?:Z|[+-]([0-9]{2}):([0-9]{2}))/
        guard let match = raw.wholeMatch(of: shape) else { return false }
        let (year, month, day) = (number(match.1), number(match.2), number(match.3))
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else {
            return false
        }
        guard number(match.4) < 24, number(match.5) < 60, number(match.6) < 60 else { return false }
        if let hours = match.7, let minutes = match.8 {
            return number(hours) < 24 && number(minutes) < 60
        }
        return true
    }

    private static func number(_ digits: Substring) -> Int { Int(digits) ?? -1 }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func price(_ raw: String) throws(OrderMappingError) -> Decimal {
        // `Decimal(string:)` reads a prefix ("12abc" is 12) and accepts signs and exponents, so
        // check the whole shape first.
        let parts = raw.split(separator: ".", omittingEmptySubsequences: false)
        let isPlain = parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
        // POSIX, never the user's locale, where the decimal separator may be a comma.
        guard isPlain, let value = Decimal(string: raw, locale: Locale(identifier: "en_US_POSIX")) else {
            throw .invalidPrice(raw)
        }
        return value
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
