import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A correct alternative: reads dates and prices as Unicode scalars checked against a
/// `CharacterSet`, lets the C library's `timegm` turn the checked fields into seconds, looks
/// statuses up in a table, and checks the fields in another order (status and date before items).
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard let status = statuses[dto.status] else { throw .unknownStatus(dto.status) }
        guard let placedAt = instant(dto.placedAt) else { throw .invalidDate(dto.placedAt) }
        if dto.items.isEmpty { throw .noItems(orderID: dto.id) }
        var items: [OrderItem] = []
        for line in dto.items {
            if line.quantity < 1 { throw .invalidQuantity(line.quantity) }
            guard let price = price(line.unitPrice) else { throw .invalidPrice(line.unitPrice) }
            items.append(OrderItem(productName: line.productName, quantity: line.quantity, unitPrice: price))
        }
        return Order(id: dto.id, status: status, placedAt: placedAt, items: items)
    }

    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        guard let response = try? JSONDecoder().decode(OrdersResponseDTO.self, from: data) else {
            throw .invalidJSON
        }
        var orders: [Order] = []
        for dto in response.orders { orders.append(try map(dto)) }
        return orders
    }

    private static let statuses: [String: OrderStatus] = [
        "placed": .placed, "confirmed": .confirmed, "shipped": .shipped, "delivered": .delivered,
        "cancelled": .cancelled,
    ]

    private static let digits = CharacterSet(charactersIn: "0123456789")

    /// The number written by the scalars at `range`, or nil if one of them is not an ASCII digit.
    private static func number(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Int? {
        guard range.upperBound <= scalars.count, range.allSatisfy({ digits.contains(scalars[$0]) }) else {
            return nil
        }
        return Int(String(String.UnicodeScalarView(scalars[range])))
    }

    private static func instant(_ raw: String) -> Date? {
        let scalars = Array(raw.unicodeScalars)
        let separators: [(Int, Unicode.Scalar)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        guard scalars.count >= 20, separators.allSatisfy({ scalars[$0.0] == $0.1 }),
            let year = number(scalars, 0..<4), let month = number(scalars, 5..<7),
            let day = number(scalars, 8..<10), let hour = number(scalars, 11..<13),
            let minute = number(scalars, 14..<16), let second = number(scalars, 17..<19),
            (1...12).contains(month), day >= 1, day <= length(of: month, in: year), hour < 24, minute < 60,
            second < 60
        else { return nil }
        var index = 19
        var fraction = 0.0
        if scalars[index] == "." {
            let first = index + 1
            index = first
            while index < scalars.count, digits.contains(scalars[index]) { index += 1 }
            guard index > first,
                let value = Double("0." + String(String.UnicodeScalarView(scalars[first..<index])))
            else { return nil }
            fraction = value
        }
        var offset = 0
        if index == scalars.count {
            return nil  // no zone
        } else if scalars[index] == "Z" {
            index += 1
        } else if scalars[index] == "+" || scalars[index] == "-" {
            guard index + 6 == scalars.count, scalars[index + 3] == ":",
                let hours = number(scalars, (index + 1)..<(index + 3)),
                let minutes = number(scalars, (index + 4)..<(index + 6)), hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (scalars[index] == "-" ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == scalars.count else { return nil }
        // The C library's timegm reads the fields as UTC, whatever the machine's zone.
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mon = Int32(month - 1)
        fields.tm_mday = Int32(day)
        fields.tm_hour = Int32(hour)
        fields.tm_min = Int32(minute)
        fields.tm_sec = Int32(second)
        let seconds = Int(timegm(&fields)) - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func length(of month: Int, in year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    private static func price(_ raw: String) -> Decimal? {
        let parts = raw.components(separatedBy: ".")
        guard parts.count <= 2,
            parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(digits.contains) })
        else { return nil }
        return Decimal(string: raw, locale: Locale(identifier: "en_US_POSIX"))
    }
}
