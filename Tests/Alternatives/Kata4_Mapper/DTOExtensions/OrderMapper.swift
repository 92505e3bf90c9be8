import Foundation

/// A correct alternative: each DTO converts itself (`toDomain()` in extensions, a common app
/// style), statuses come from a private raw-value enum of wire spellings, the price is checked
/// against a `CharacterSet` of ASCII digits, and status and date are checked before the items.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        try dto.toDomain()
    }

    static func map(_ data: Data) throws(OrderMappingError) -> [Order] {
        let response: OrdersResponseDTO
        do {
            response = try JSONDecoder().decode(OrdersResponseDTO.self, from: data)
        } catch {
            throw .invalidJSON
        }
        var orders: [Order] = []
        for dto in response.orders { orders.append(try dto.toDomain()) }
        return orders
    }
}

/// The API's spellings, kept apart from the domain's `OrderStatus`.
private enum WireStatus: String {
    case placed, confirmed, shipped, delivered, cancelled

    var domain: OrderStatus {
        switch self {
        case .placed: .placed
        case .confirmed: .confirmed
        case .shipped: .shipped
        case .delivered: .delivered
        case .cancelled: .cancelled
        }
    }
}

extension OrderDTO {
    fileprivate func toDomain() throws(OrderMappingError) -> Order {
        guard let status = WireStatus(rawValue: status)?.domain else { throw .unknownStatus(status) }
        guard let date = InstantParser.date(from: placedAt) else { throw .invalidDate(placedAt) }
        if items.isEmpty { throw .noItems(orderID: id) }
        var lines: [OrderItem] = []
        for item in items { lines.append(try item.toDomain()) }
        return Order(id: id, status: status, placedAt: date, items: lines)
    }
}

extension OrderItemDTO {
    private static let asciiDigits = CharacterSet(charactersIn: "0123456789")

    fileprivate func toDomain() throws(OrderMappingError) -> OrderItem {
        guard quantity >= 1 else { throw .invalidQuantity(quantity) }
        let parts = unitPrice.components(separatedBy: ".")
        guard parts.count <= 2,
            parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(Self.asciiDigits.contains) }),
            let price = Decimal(string: unitPrice, locale: Locale(identifier: "en_US_POSIX"))
        else { throw .invalidPrice(unitPrice) }
        return OrderItem(productName: productName, quantity: quantity, unitPrice: price)
    }
}
