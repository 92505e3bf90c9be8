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
        // TODO: check and convert each field.
        // (A placeholder keeps the stub compiling: typed throws cannot throw `NotImplemented`.)
        Order(id: "", status: .placed, placedAt: .distantPast, items: [])
    }

    /// Turns a whole response body into domain orders.
    ///
    /// Decodes a whole response and maps every order in it, in the order the API sent them.
    ///
    /// - Throws: `.invalidJSON` when `data` is not an `OrdersResponseDTO`; otherwise the first bad
    ///   order's error, which fails the whole response.
    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        []  // TODO
    }
}
