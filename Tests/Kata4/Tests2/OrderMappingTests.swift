import Foundation
import Testing

@testable import Kata4
@testable import Kata4Support

@Suite("Mapping an order")
struct OrderMappingTests {
    @Test("every field maps: ID, status, instant, and items with exact prices")
    func everyFieldMaps() throws {
        let dto = orderDTO(
            id: "B-7", status: "delivered", placedAt: "2024-03-01T10:15:30Z",
            items: [
                itemDTO("Green tea", quantity: 2, price: "4.50"), itemDTO("Cups", quantity: 6, price: "0.10"),
            ])

        let order = try OrderMapper.map(dto)

        #expect(
            order
                == Order(
                    id: "B-7", status: .delivered, placedAt: march1st,
                    items: [
                        OrderItem(productName: "Green tea", quantity: 2, unitPrice: money("4.50")),
                        OrderItem(productName: "Cups", quantity: 6, unitPrice: money("0.10")),
                    ]))
    }

    @Test(
        "each known status string maps to its case",
        arguments: [
            ("placed", OrderStatus.placed), ("confirmed", .confirmed), ("shipped", .shipped),
            ("delivered", .delivered), ("cancelled", .cancelled),
        ])
    func knownStatusesMap(raw: String, status: OrderStatus) throws {
        let order = try OrderMapper.map(orderDTO(status: raw))

        #expect(order == expectedOrder(status: status))
    }

    @Test(
        "the instant is the one the given parser reads, with Z, an offset or fractional seconds",
        arguments: [
            ("2024-03-01T10:15:30Z", 1_709_288_130),
            ("2024-03-01T12:15:30+02:00", 1_709_288_130),
            ("2024-03-01T05:45:30-04:30", 1_709_288_130),
            ("2024-03-01T10:15:30.250Z", 1_709_288_130.25),
            ("2024-03-01T12:15:30.5+02:00", 1_709_288_130.5),
            ("2024-02-29T23:59:59Z", 1_709_251_199),
        ] as [(String, TimeInterval)])
    func instantsMap(raw: String, secondsSince1970: TimeInterval) throws {
        let order = try OrderMapper.map(orderDTO(placedAt: raw))

        #expect(order.placedAt == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test(
        "a date with a lowercase t or z is read as the given parser reads it",
        arguments: [
            // RFC 3339 lets T and Z be written in lower case, and the given parser reads them so.
            ("2024-03-01t10:15:30z", 1_709_288_130),
            ("2024-03-01T10:15:30z", 1_709_288_130),
            ("2024-03-01t12:15:30.5+02:00", 1_709_288_130.5),
        ] as [(String, TimeInterval)])
    func lowercaseInstantsMap(raw: String, secondsSince1970: TimeInterval) throws {
        let order = try OrderMapper.map(orderDTO(placedAt: raw))

        #expect(
            order.placedAt == Date(timeIntervalSince1970: secondsSince1970),
            "the given parser reads \(raw), so the mapper must too")
    }

    @Test(
        "a plain decimal price maps to that exact amount",
        arguments: ["4.50", "0.10", "19.99", "0", "12", "1234.5678"])
    func pricesAreExact(raw: String) throws {
        let order = try OrderMapper.map(orderDTO(items: [itemDTO(price: raw)]))

        #expect(order.items.map(\.unitPrice) == [money(raw)])
    }

    @Test(
        "a price keeps zeros after the point, leading zeros and every decimal place",
        arguments: [
            ("1.05", Decimal(sign: .plus, exponent: -2, significand: 105)),
            ("0.05", Decimal(sign: .plus, exponent: -2, significand: 5)),
            ("10.005", Decimal(sign: .plus, exponent: -3, significand: 10_005)),
            ("00012.50", Decimal(sign: .plus, exponent: -1, significand: 125)),
            ("0.000001", Decimal(sign: .plus, exponent: -6, significand: 1)),
            ("123456789.123456789", Decimal(sign: .plus, exponent: -9, significand: 123_456_789_123_456_789)),
            // More digits than an Int holds: 123456789012345678905 tenths.
            (
                "12345678901234567890.5",
                Decimal(
                    sign: .plus, exponent: -1, significand: Decimal(12_345_678_901_234_567) * 10_000 + 8_905)
            ),
        ])
    func pricesKeepEveryDigit(raw: String, amount: Decimal) throws {
        let order = try OrderMapper.map(orderDTO(items: [itemDTO(price: raw)]))

        #expect(order.items.map(\.unitPrice) == [amount])
    }

    @Test("the order's ID and product names are kept as given, spaces included")
    func textKeptAsGiven() throws {
        let order = try OrderMapper.map(
            orderDTO(id: " A 1 ", items: [itemDTO("  Green tea "), itemDTO("Cups\u{00A0}")]))

        #expect(order.id == " A 1 ")
        #expect(order.items.map(\.productName) == ["  Green tea ", "Cups\u{00A0}"])
    }

    @Test("the result does not depend on the machine's locale or time zone")
    func independentOfLocaleAndTimeZone() throws {
        // Expected values built from integers only: no parser, no locale, no calendar.
        let order = try OrderMapper.map(
            orderDTO(placedAt: "2024-03-01T15:45:30.5+05:30", items: [itemDTO(price: "1234.56")]))

        #expect(order.placedAt.timeIntervalSince1970 == 1_709_288_130.5)
        #expect(order.items.map(\.unitPrice) == [Decimal(sign: .plus, exponent: -2, significand: 123_456)])
    }
}
