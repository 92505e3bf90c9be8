import Kata12Domain

/// Turns the server's orders into the shop's own.
enum OrderMapper {
    static func orders(from response: OrdersResponse) -> [Order] {
        response.orders.map { dto in
            Order(
                id: dto.id, products: dto.items.map(\.product), total: dto.total, currencyCode: dto.currency,
                placedAt: dto.placedAt, isCancelled: dto.status == .cancelled)
        }
    }
}
