import Foundation

@testable import Kata1

/// An exact decimal from its text, so a test reads "4.50" and never goes through a `Double`.
func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

let anyDate = Date(timeIntervalSince1970: 1_700_000_000)

func item(_ name: String = "Tea", quantity: Int = 1, price: String = "1.00") throws(OrderError) -> OrderItem {
    try OrderItem(productName: name, quantity: quantity, unitPrice: money(price))
}

func order(
    id: String = "A1",
    items: [OrderItem]? = nil,
    status: OrderStatus = .placed
) throws -> Order {
    // Orders whose items don't matter to a test get one ordinary line.
    let lines = try items ?? [item()]
    return try Order(id: id, items: lines, status: status, placedAt: anyDate)
}
