import Foundation

/// An alternative written from the README: a lookup table for statuses, a price accumulated digit
/// by digit as a `Decimal` (no Foundation parsing at all), and every check in one loop.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard let status = statuses[dto.status] else { throw .unknownStatus(dto.status) }
        guard let placedAt = InstantParser.date(from: dto.placedAt) else { throw .invalidDate(dto.placedAt) }
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
}
