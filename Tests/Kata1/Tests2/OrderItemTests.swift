import Foundation
import Testing

@testable import Kata1
@testable import Kata1Support

@Suite("Order item")
struct OrderItemTests {
    @Test("keeps the product name, quantity and unit price it was given")
    func keepsWhatItWasGiven() throws {
        let tea = try OrderItem(productName: "Green tea", quantity: 2, unitPrice: money("4.50"))

        #expect(tea.productName == "Green tea")
        #expect(tea.quantity == 2)
        #expect(tea.unitPrice == money("4.50"))
    }

    @Test("keeps spaces around the product name, as given", arguments: [" Green tea ", "\tGreen tea\n"])
    func keepsSpacesAroundTheName(name: String) throws {
        let tea = try OrderItem(productName: name, quantity: 1, unitPrice: money("4.50"))

        #expect(tea.productName == name)
    }

    // The last two have more significant digits than a `Double` holds: a price that went through
    // a `Double` comes back changed.
    @Test(
        "keeps every decimal place of the unit price",
        arguments: ["0.125", "19.999", "0.0001", "12345678901234567.89", "0.123456789012345678901"])
    func keepsEveryDecimalPlace(price: String) throws {
        let line = try item(price: price)

        #expect(line.unitPrice == money(price))
    }

    @Test(
        "subtotal is quantity times unit price, exactly",
        arguments: [
            (3, "0.10", "0.30"),
            (2, "4.50", "9.00"),
            (7, "19.99", "139.93"),
            (3, "0.125", "0.375"),
            (4, "0.0001", "0.0004"),
            (Int.max, "0.01", "92233720368547758.07"),
        ])
    func subtotalIsExact(quantity: Int, price: String, expected: String) throws {
        let line = try item(quantity: quantity, price: price)

        #expect(line.subtotal == money(expected))
    }

    @Test("rejects a blank product name", arguments: ["", " ", "\t\n  ", "\r\n", "\u{00A0}"])
    func rejectsBlankProductName(name: String) {
        #expect(throws: OrderError.blankProductName) {
            try item(name)
        }
    }

    @Test("rejects a quantity of zero or less, naming it", arguments: [0, -1, Int.min])
    func rejectsNonPositiveQuantity(quantity: Int) {
        #expect(throws: OrderError.nonPositiveQuantity(quantity)) {
            try item(quantity: quantity)
        }
    }

    // Lines of more than one too: the price named is the unit price, never the line's subtotal.
    // The last has more significant digits than a `Double` holds.
    @Test(
        "rejects a negative price, naming it",
        arguments: [
            (1, "-0.01"), (1, "-25"), (1, "-0.001"), (3, "-0.01"), (12, "-2.50"),
            (1, "-12345678901234567.89"),
        ])
    func rejectsNegativePrice(quantity: Int, price: String) {
        #expect(
            throws: OrderError.negativePrice(money(price)),
            "a line of \(quantity) at \(price) is refused, and the error names the unit price \(price) as given"
        ) {
            try item(quantity: quantity, price: price)
        }
    }

    @Test("accepts a free gift, whose subtotal is zero")
    func acceptsZeroPrice() throws {
        let gift = try item("Sample", quantity: 3, price: "0")

        #expect(gift.unitPrice == 0)
        #expect(gift.quantity == 3)
        #expect(gift.subtotal == 0)
    }
}
