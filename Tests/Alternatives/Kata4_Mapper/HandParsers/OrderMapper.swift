import Foundation

/// An alternative written from the README: a lookup table for statuses, and parsers that walk the
/// characters by hand (no Foundation parsing at all): the price is accumulated digit by digit as
/// a `Decimal`, the instant is computed from its fields with the days-from-civil arithmetic.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard let status = statuses[dto.status] else { throw .unknownStatus(dto.status) }
        guard let placedAt = instant(dto.placedAt) else { throw .invalidDate(dto.placedAt) }
        var items: [OrderItem] = []
        for line in dto.items {
            guard line.quantity >= 1 else { throw .invalidQuantity(line.quantity) }
            guard let price = price(line.unitPrice) else { throw .invalidPrice(line.unitPrice) }
            items.append(OrderItem(productName: line.productName, quantity: line.quantity, unitPrice: price))
        }
        guard !items.isEmpty else { throw .noItems(orderID: dto.id) }
        return Order(id: dto.id, status: status, placedAt: placedAt, items: items)
    }

    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        guard let response = try? JSONDecoder().decode(OrdersResponseDTO.self, from: data) else {
            throw .invalidJSON
        }
        var orders: [Order] = []
        for dto in response.orders {
            orders.append(try map(dto))
        }
        return orders
    }

    private static let statuses: [String: OrderStatus] = [
        "placed": .placed, "confirmed": .confirmed, "shipped": .shipped,
        "delivered": .delivered, "cancelled": .cancelled,
    ]

    private static func digit(_ byte: UInt8) -> Int? {
        (48...57).contains(byte) ? Int(byte - 48) : nil
    }

    private static func price(_ raw: String) -> Decimal? {
        var value = Decimal(0)
        var scale = 0
        var digitsBefore = 0
        var digitsAfter = 0
        var seenPoint = false
        for byte in raw.utf8 {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if let d = digit(byte) {
                value = value * 10 + Decimal(d)
                if seenPoint {
                    digitsAfter += 1
                    scale += 1
                } else {
                    digitsBefore += 1
                }
            } else {
                return nil
            }
        }
        guard digitsBefore > 0, !seenPoint || digitsAfter > 0 else { return nil }
        for _ in 0..<scale { value /= 10 }
        return value
    }

    /// `YYYY-MM-DDThh:mm:ss[.fff…](Z|±hh:mm)`, every field in range.
    private static func instant(_ raw: String) -> Date? {
        let b = Array(raw.utf8)
        func num(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var n = 0
            for i in from..<(from + count) {
                guard let d = digit(b[i]) else { return nil }
                n = n * 10 + d
            }
            return n
        }
        func char(_ at: Int, _ c: Character) -> Bool { at < b.count && b[at] == c.asciiValue }
        guard let year = num(0, 4), char(4, "-"), let month = num(5, 2), char(7, "-"), let day = num(8, 2),
            char(10, "T"), let hour = num(11, 2), char(13, ":"), let minute = num(14, 2), char(16, ":"),
            let second = num(17, 2)
        else { return nil }
        var i = 19
        var fraction = 0.0
        if char(i, ".") {
            i += 1
            var weight = 0.1
            let start = i
            while i < b.count, let d = digit(b[i]) {
                fraction += Double(d) * weight
                weight /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        var offset = 0
        if char(i, "Z") {
            i += 1
        } else if char(i, "+") || char(i, "-") {
            let sign = char(i, "-") ? -1 : 1
            guard let hours = num(i + 1, 2), char(i + 3, ":"), let minutes = num(i + 4, 2), hours < 24,
                minutes < 60
            else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
            i += 6
        } else {
            return nil
        }
        guard i == b.count, (1...12).contains(month), day >= 1, day <= daysIn(month, year), hour < 24,
            minute < 60, second < 60
        else { return nil }
        let seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func daysIn(_ month: Int, _ year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
