import Foundation
import Testing

@testable import Kata1
@testable import Kata1Support

@Suite("Order")
struct OrderTests {
    @Test("keeps the ID, items, status and date it was given")
    func keepsWhatItWasGiven() throws {
        let lines = [try item("Tea"), try item("Cups", quantity: 2)]
        let placedAt = Date(timeIntervalSince1970: 1_234_567)

        let shipped = try Order(id: "A-17", items: lines, status: .shipped, placedAt: placedAt)

        #expect(shipped.id == "A-17")
        #expect(shipped.items == lines)
        #expect(shipped.status == .shipped)
        #expect(shipped.placedAt == placedAt)
    }

    @Test("keeps spaces around the ID, as given", arguments: [" A-17 ", "\nA-17"])
    func keepsSpacesAroundTheID(id: String) throws {
        let subject = try order(id: id)

        #expect(subject.id == id)
    }

    @Test("keeps every line as given, even two of the same product")
    func keepsRepeatedLines() throws {
        let lines = [try item("Tea"), try item("Cups", quantity: 2), try item("Tea", quantity: 3)]

        // Two lines equal in every field are still two lines.
        let twins = [try item("Tea", quantity: 2), try item("Tea", quantity: 2)]

        let subject = try order(items: lines)
        let twice = try order(items: twins)

        #expect(subject.items == lines)
        #expect(subject.itemCount == 6)
        #expect(twice.items == twins)
    }

    @Test("a new order is placed unless told otherwise")
    func startsPlaced() throws {
        let confirmed = try Order(id: "A1", items: [try item()], status: .confirmed, placedAt: anyDate)
        let fresh = try Order(id: "A1", items: [try item()], placedAt: anyDate)

        #expect(confirmed.status == .confirmed)
        #expect(fresh.status == .placed)
    }

    @Test("total is the exact sum of the subtotals: three items at 0.10 are 0.30")
    func totalIsExact() throws {
        let dimes = try order(items: [
            item("A", price: "0.10"), item("B", price: "0.10"), item("C", price: "0.10"),
        ])
        let mixed = try order(items: [item("Tea", quantity: 2, price: "4.50"), item("Cake", price: "3.25")])
        let fine = try order(items: [
            item("Saffron", quantity: 3, price: "0.125"), item("Salt", price: "0.0001"),
        ])
        let sameLineTwice = try order(items: [item("Tea", price: "0.10"), item("Tea", price: "0.10")])

        #expect(dimes.total == money("0.30"))
        #expect(mixed.total == money("12.25"))
        #expect(fine.total == money("0.3751"))
        #expect(sameLineTwice.total == money("0.20"))
    }

    @Test("item count sums the quantities, not the lines")
    func itemCountSumsQuantities() throws {
        let basket = try order(items: [item("Tea", quantity: 2), item("Cake"), item("Cups", quantity: 3)])
        let sameLineTwice = try order(items: [item("Tea", quantity: 2), item("Tea", quantity: 2)])

        #expect(basket.itemCount == 6)
        #expect(sameLineTwice.itemCount == 4)
    }

    @Test("a free gift is accepted and adds nothing to the total")
    func freeGiftAddsNothing() throws {
        let withGift = try order(items: [item("Tea", quantity: 2, price: "4.50"), item("Sample", price: "0")])

        #expect(withGift.total == money("9.00"))
        #expect(withGift.itemCount == 3)
    }

    @Test("an order of free gifts only is accepted, and its total is zero")
    func freeGiftsOnly() throws {
        let gifts = try order(items: [item("Sample", quantity: 2, price: "0"), item("Sticker", price: "0")])

        #expect(gifts.total == 0)
        #expect(gifts.itemCount == 3)
    }

    @Test("rejects a blank ID", arguments: ["", "   ", "\n\t", "\r\n", "\u{00A0}", "\u{3000}"])
    func rejectsBlankID(id: String) {
        #expect(throws: OrderError.blankID) {
            try order(id: id)
        }
    }

    @Test("rejects an order without items")
    func rejectsNoItems() {
        #expect(throws: OrderError.noItems) {
            try Order(id: "A1", items: [], placedAt: anyDate)
        }
    }
}
