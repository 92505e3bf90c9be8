import Foundation
import Testing

@testable import Kata4

/// An exact decimal from its text, read the POSIX way so a test never goes through a `Double`
/// or the machine's locale.
func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// 2024-03-01T10:15:30Z, when the fixtures' orders were placed.
let march1st = Date(timeIntervalSince1970: 1_709_288_130)

func itemDTO(_ name: String = "Tea", quantity: Int = 2, price: String = "4.50") -> OrderItemDTO {
    OrderItemDTO(productName: name, quantity: quantity, unitPrice: price)
}

/// A valid order as the API sends it; each test spoils only the field it is about.
func orderDTO(
    id: String = "A1",
    status: String = "shipped",
    placedAt: String = "2024-03-01T10:15:30Z",
    items: [OrderItemDTO] = [itemDTO()]
) -> OrderDTO {
    OrderDTO(id: id, status: status, placedAt: placedAt, items: items)
}

/// What `orderDTO()` must become, with the status given.
func expectedOrder(status: OrderStatus = .shipped) -> Order {
    Order(
        id: "A1", status: status, placedAt: march1st,
        items: [OrderItem(productName: "Tea", quantity: 2, unitPrice: money("4.50"))])
}

func json(_ text: String) -> Data {
    Data(text.utf8)
}

/// `text` with every invisible or control character spelled out as `\u{…}`, so a test report
/// (and its xUnit XML, where most control characters are not allowed at all) stays readable.
func printable(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            String(scalar)
        }
    }.joined()
}

/// A raw string argument that names itself with its invisible characters spelled out.
struct Raw: Sendable, CustomTestStringConvertible, ExpressibleByStringLiteral {
    let text: String

    init(stringLiteral text: String) {
        self.text = text
    }

    var testDescription: String { printable(text) }
}

/// A response body with a name, so a parameterised case reads as "truncated" rather than as a
/// wall of JSON.
struct Payload: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let json: String

    init(_ name: String, _ json: String) {
        self.testDescription = name
        self.json = json
    }
}
