/// Turns the server's order into the one the screen shows.
enum OrderDetailMapper {
    static func map(_ dto: OrderDetailDTO) -> OrderDetail {
        OrderDetail(
            id: dto.orderId,
            placedAt: dto.placedAt,
            status: OrderStatus(rawValue: dto.status) ?? .placed,
            lines: dto.lineItems.map { line in
                OrderLine(productID: line.productId, name: line.name, quantity: line.quantity)
            },
            total: dto.totalAmount,
            currencyCode: dto.currency,
            canBuyAgain: dto.canReorder
        )
    }
}
