import Kata14Domain

/// The server's orders in the shop's words.
enum OrderMapper {
    static func orders(_ body: OrdersBody) -> [Order] {
        body.orders.compactMap { dto in
            guard let dto, let status = Order.Status(rawValue: dto.status.rawValue) else { return nil }
            return Order(
                id: dto.id, status: status, placedAt: dto.placedAt, total: dto.total, currency: dto.currency,
                items: dto.items.map { ($0.product, $0.quantity) })
        }
    }
}
