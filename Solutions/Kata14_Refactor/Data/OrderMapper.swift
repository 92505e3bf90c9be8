import Kata14Domain

extension OrderDTO {
    /// The order in the domain's words.
    var order: Order {
        let status: Order.Status =
            switch status {
            case .placed: .placed
            case .shipped: .shipped
            case .delivered: .delivered
            case .cancelled: .cancelled
            }
        return Order(
            id: id, status: status, placedAt: placedAt, total: total, currency: currency,
            items: items.map { Order.Item(product: $0.product, quantity: $0.quantity) })
    }
}
