import Testing

@testable import Kata4
@testable import Kata4Support

@Suite("Refusing an order")
struct OrderRejectionTests {
    @Test(
        "an unknown status throws unknownStatus with the raw value",
        arguments: ["returned", "", "Shipped", "shipped ", "canceled"])
    func unknownStatus(raw: String) {
        #expect(throws: OrderMappingError.unknownStatus(raw)) {
            try OrderMapper.map(orderDTO(status: raw))
        }
    }

    @Test(
        "a date the given parser refuses throws invalidDate with the raw string",
        arguments: [
            // Foundation's ISO-8601 parsers (Swift 6.3, Linux) read these four: they roll over or stop
            // at the zone, so a mapper that bypasses the given parser stays red.
            "2024-02-30T10:00:00Z", "2024-03-01T24:00:00Z", "2024-03-01T10:15:30Zjunk",
            "2024-03-01T10:15:30+02:00\n",
            // Refused as sent, not trimmed or completed first.
            " 2024-03-01T10:15:30Z", "2024-03-01T10:15:30", "2024-03-01",
            "yesterday", "", "1709288130",
        ] as [Raw])
    func invalidDate(raw: Raw) {
        #expect(throws: OrderMappingError.invalidDate(raw.text)) {
            try OrderMapper.map(orderDTO(placedAt: raw.text))
        }
    }

    @Test(
        "a price that is not a plain non-negative decimal throws invalidPrice with the raw string",
        arguments: [
            "abc", "", "-1.00", "1,99", "12abc", "1e3", " 4.50", "4.50 ", "+4.50", "1.2.3", "4.", ".5", "-0",
            "-0.00", "+0",
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

    @Test(
        "a bad line fails the order even after a good one",
        arguments: [
            (itemDTO("Cake", price: "n/a"), OrderMappingError.invalidPrice("n/a")),
            (itemDTO("Cake", quantity: 0), .invalidQuantity(0)),
        ])
    func badLineAfterGoodOne(badLine: OrderItemDTO, error: OrderMappingError) {
        #expect(throws: error) {
            try OrderMapper.map(orderDTO(items: [itemDTO("Tea"), badLine]))
        }
    }
}
