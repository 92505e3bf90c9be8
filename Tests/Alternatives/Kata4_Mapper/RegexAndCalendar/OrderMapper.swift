import Foundation

/// An alternative written from the README: a `switch` for statuses, regexes for the shapes, and the
/// instant built by a Gregorian `Calendar` from the captured fields in the string's own offset,
/// after asking the calendar whether those fields name a real day and time.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        let status: OrderStatus
        switch dto.status {
        case "placed": status = .placed
        case "confirmed": status = .confirmed
        case "shipped": status = .shipped
        case "delivered": status = .delivered
        case "cancelled": status = .cancelled
        default: throw .unknownStatus(dto.status)
        }
        let placedAt = try instant(dto.placedAt)
        var items: [OrderItem] = []
        for line in dto.items {
            if line.quantity <= 0 { throw .invalidQuantity(line.quantity) }
            items.append(
                OrderItem(
                    productName: line.productName, quantity: line.quantity,
                    unitPrice: try price(line.unitPrice)))
        }
        if items.isEmpty { throw .noItems(orderID: dto.id) }
        return Order(id: dto.id, status: status, placedAt: placedAt, items: items)
    }

    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        let response: OrdersResponseDTO
        do {
            response = try JSONDecoder().decode(OrdersResponseDTO.self, from: data)
        } catch {
            throw .invalidJSON
        }
        var orders: [Order] = []
        orders.reserveCapacity(response.orders.count)
        for dto in response.orders { orders.append(try map(dto)) }
        return orders
    }

    private static func price(_ raw: String) throws(OrderMappingError) -> Decimal {
        guard raw.wholeMatch(of: /[0-9]+(\.[0-9]+)?/) != nil,
            let value = Decimal(string: raw, locale: Locale(identifier: "en_US_POSIX"))
        else { throw .invalidPrice(raw) }
        return value
    }

    private static func instant(_ raw: String) throws(OrderMappingError) -> Date {
        let shape =
            /([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]+)?(Z|([+-])([0-9]{2}):([0-9]{2}))/
        guard let m = raw.wholeMatch(of: shape) else { throw .invalidDate(raw) }
        var offset = 0
        if let sign = m.9, let hours = m.10.flatMap({ Int($0) }), let minutes = m.11.flatMap({ Int($0) }) {
            guard hours < 24, minutes < 60 else { throw .invalidDate(raw) }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        var calendar = Calendar(identifier: .gregorian)
        guard let zone = TimeZone(secondsFromGMT: offset) else { throw .invalidDate(raw) }
        calendar.timeZone = zone
        let fields = DateComponents(
            calendar: calendar, timeZone: zone, year: Int(m.1), month: Int(m.2), day: Int(m.3),
            hour: Int(m.4), minute: Int(m.5), second: Int(m.6))
        guard fields.isValidDate, let start = fields.date else { throw .invalidDate(raw) }
        let fraction = m.7.flatMap { Double("0" + $0) } ?? 0
        return start.addingTimeInterval(fraction)
    }
}
