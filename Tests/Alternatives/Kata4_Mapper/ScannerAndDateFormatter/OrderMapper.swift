import Foundation

/// An alternative written from the README: statuses found by the domain's own case names, the price
/// read with a `Scanner` that skips nothing, and the instant read by `ISO8601DateFormatter`, then
/// written back in the string's own offset: a rolled-over or padded date does not come back the same.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard !dto.items.isEmpty else { throw .noItems(orderID: dto.id) }
        guard let status = OrderStatus.allCases.first(where: { "\($0)" == dto.status }) else {
            throw .unknownStatus(dto.status)
        }
        guard let placedAt = instant(dto.placedAt) else { throw .invalidDate(dto.placedAt) }
        let items = try dto.items.map { (line) throws(OrderMappingError) -> OrderItem in
            guard let price = price(line.unitPrice) else { throw .invalidPrice(line.unitPrice) }
            guard line.quantity > 0 else { throw .invalidQuantity(line.quantity) }
            return OrderItem(productName: line.productName, quantity: line.quantity, unitPrice: price)
        }
        return Order(id: dto.id, status: status, placedAt: placedAt, items: items)
    }

    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        let dtos: [OrderDTO]
        do {
            dtos = try JSONDecoder().decode(OrdersResponseDTO.self, from: data).orders
        } catch {
            throw .invalidJSON
        }
        return try dtos.map { (dto) throws(OrderMappingError) in try map(dto) }
    }

    private static let digits = CharacterSet(charactersIn: "0123456789")

    private static func price(_ raw: String) -> Decimal? {
        let scanner = Scanner(string: raw)
        scanner.charactersToBeSkipped = nil
        guard let whole = scanner.scanCharacters(from: digits) else { return nil }
        var text = whole
        if scanner.scanString(".") != nil {
            guard let fraction = scanner.scanCharacters(from: digits) else { return nil }
            text += "." + fraction
        }
        guard scanner.isAtEnd else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    private static func instant(_ raw: String) -> Date? {
        // A formatter per call: `ISO8601DateFormatter` is a class, not `Sendable`.
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let whole = ISO8601DateFormatter()
        guard let date = withFraction.date(from: raw) ?? whole.date(from: raw), raw.utf8.count >= 20 else {
            return nil
        }
        // What follows the seconds: an optional fraction, then Z or ±hh:mm, and nothing else.
        let scanner = Scanner(string: String(raw.dropFirst(19)))
        scanner.charactersToBeSkipped = nil
        // Scanner ignores case unless told: the zone is a capital Z.
        scanner.caseSensitive = true
        if scanner.scanString(".") != nil, scanner.scanCharacters(from: digits) == nil { return nil }
        var offset = 0
        if scanner.scanString("Z") == nil {
            guard let sign = scanner.scanString("+") ?? scanner.scanString("-"),
                let hours = scanner.scanCharacters(from: digits), hours.count == 2,
                scanner.scanString(":") != nil,
                let minutes = scanner.scanCharacters(from: digits), minutes.count == 2,
                let h = Int(hours), let m = Int(minutes), h < 24, m < 60
            else { return nil }
            offset = (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
        }
        guard scanner.isAtEnd, let zone = TimeZone(secondsFromGMT: offset) else { return nil }
        // Written back in the same offset, a real date and time reads exactly as it was sent.
        let writer = ISO8601DateFormatter()
        writer.formatOptions = [.withInternetDateTime]
        writer.timeZone = zone
        guard writer.string(from: date).prefix(19) == raw.prefix(19) else { return nil }
        return date
    }
}
