import Foundation

/// An alternative written from the README: statuses found by the domain's own case names, the price
/// read with a `Scanner` that skips nothing, and the items mapped by a throwing closure.
enum OrderMapper {
    static func map(_ dto: OrderDTO) throws(OrderMappingError) -> Order {
        guard !dto.items.isEmpty else { throw .noItems(orderID: dto.id) }
        guard let status = OrderStatus.allCases.first(where: { "\($0)" == dto.status }) else {
            throw .unknownStatus(dto.status)
        }
        guard let placedAt = InstantParser.date(from: dto.placedAt) else { throw .invalidDate(dto.placedAt) }
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
}
