import Foundation

/// A correct alternative: reads dates and prices as UTF-8 bytes at fixed positions, computes the
/// instant with days-from-civil arithmetic (no date parser, no calendar), builds each price as a
/// `Decimal` from its digits, looks statuses up in a table, and checks the fields in another order.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard let status = statuses[dto.status] else { throw .unknownStatus(dto.status) }
        guard let placedAt = instant(Array(dto.placedAt.utf8)) else { throw .invalidDate(dto.placedAt) }
        if dto.items.isEmpty { throw .noItems(orderID: dto.id) }
        var items: [OrderItem] = []
        for line in dto.items {
            if line.quantity < 1 { throw .invalidQuantity(line.quantity) }
            guard let price = price(Array(line.unitPrice.utf8)) else { throw .invalidPrice(line.unitPrice) }
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

    private static func digit(_ byte: UInt8) -> Int? {
        (48...57).contains(byte) ? Int(byte) - 48 : nil
    }

    /// The number written by `count` digits from `start`, or nil if one of them is not a digit.
    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for index in start..<(start + count) {
            guard let next = digit(bytes[index]) else { return nil }
            value = value * 10 + next
        }
        return value
    }

    private static func instant(_ bytes: [UInt8]) -> Date? {
        let separators: [(Int, UInt8)] = [(4, 45), (7, 45), (10, 84), (13, 58), (16, 58)]  // - - T : :
        guard bytes.count >= 20, separators.allSatisfy({ bytes[$0.0] == $0.1 }),
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2),
            let second = number(bytes, 17, 2),
            (1...12).contains(month), day >= 1, day <= length(of: month, in: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 46 {  // "."
            var scale = 0.1
            index += 1
            let first = index
            while index < bytes.count, let next = digit(bytes[index]) {
                fraction += Double(next) * scale
                scale /= 10
                index += 1
            }
            guard index > first else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        if bytes[index] == 90 {  // "Z"
            index += 1
        } else if bytes[index] == 43 || bytes[index] == 45 {  // "+" or "-"
            guard index + 6 == bytes.count, bytes[index + 3] == 58,
                let hours = number(bytes, index + 1, 2), let minutes = number(bytes, index + 4, 2),
                hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == 45 ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds =
            days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func length(of month: Int, in year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian day (Howard Hinnant's algorithm).
    private static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func price(_ bytes: [UInt8]) -> Decimal? {
        var significand = Decimal(0)
        var digitsBeforePoint = 0
        var digitsAfterPoint: Int?
        for byte in bytes {
            if byte == 46 {  // "."
                guard digitsAfterPoint == nil, digitsBeforePoint > 0 else { return nil }
                digitsAfterPoint = 0
            } else if let next = digit(byte) {
                significand = significand * 10 + Decimal(next)
                if let after = digitsAfterPoint {
                    digitsAfterPoint = after + 1
                } else {
                    digitsBeforePoint += 1
                }
            } else {
                return nil
            }
        }
        guard digitsBeforePoint > 0, digitsAfterPoint != 0 else { return nil }
        return Decimal(sign: .plus, exponent: -(digitsAfterPoint ?? 0), significand: significand)
    }
}
