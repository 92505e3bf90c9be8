import Foundation

/// An alternative written from the README: a `switch` into a constant for statuses, a regex for the
/// price, and a loop that fills the items.
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
        guard let placedAt = InstantParser.date(from: dto.placedAt) else { throw .invalidDate(dto.placedAt) }
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
}
