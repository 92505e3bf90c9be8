import Testing

@testable import Kata4

@Suite("Refusing an order")
struct OrderRejectionTests {
    @Test(
        "an unknown status throws unknownStatus with the raw value",
        arguments: ["returned", "", "Shipped", "shipped "])
    func unknownStatus(raw: String) {
        #expect(throws: OrderMappingError.unknownStatus(raw)) {
            try OrderMapper.map(orderDTO(status: raw))
        }
    }

    @Test(
        "anything but an ISO-8601 instant with a zone throws invalidDate with the raw string",
        arguments: [
            "2024-03-01", "2024-03-01T10:15:30", "2024-03-01 10:15:30Z", "2024-13-01T10:15:30Z",
            "01/03/2024 10:15", "1709288130", "yesterday", "",
        ])
    func invalidDate(raw: String) {
        #expect(throws: OrderMappingError.invalidDate(raw)) {
            try OrderMapper.map(orderDTO(placedAt: raw))
        }
    }

    @Test(
        "a price that is not a plain non-negative decimal throws invalidPrice with the raw string",
        arguments: [
            "abc", "", "-1.00", "1,99", "12abc", "1e3", " 4.50", "4.50 ", "+4.50", "1.2.3", "4.", ".5",
            // An Arabic-Indic three: a Unicode `\d` or `isNumber` accepts it, then Decimal reads 12.
            "12٣",
        ])
    func invalidPrice(raw: String) {
        #expect(throws: OrderMappingError.invalidPrice(raw)) {
            try OrderMapper.map(orderDTO(items: [itemDTO(price: raw)]))
        }
    }

    @Test("a quantity of zero or less throws invalidQuantity with the quantity", arguments: [0, -1, Int.min])
    func invalidQuantity(quantity: Int) {
        #expect(throws: OrderMappingError.invalidQuantity(quantity)) {
            try OrderMapper.map(orderDTO(items: [itemDTO(quantity: quantity)]))
        }
    }

    @Test("an order without items throws noItems naming the order")
    func noItems() {
        #expect(throws: OrderMappingError.noItems(orderID: "C3")) {
            try OrderMapper.map(orderDTO(id: "C3", items: []))
        }
    }

    @Test("a bad line fails the order even after a good one")
    func badLineAfterGoodOne() {
        #expect(throws: OrderMappingError.invalidPrice("n/a")) {
            try OrderMapper.map(orderDTO(items: [itemDTO("Tea"), itemDTO("Cake", price: "n/a")]))
        }
    }
}
