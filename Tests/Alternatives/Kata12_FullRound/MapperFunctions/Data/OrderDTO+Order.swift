import Foundation
import Kata12Domain

/// The server's orders in the shop's words: mapping as functions beside the DTOs, no mapper type.
extension OrderDTO {
    var order: Order {
        Order(
            id: id, products: items.map(\.product), total: total, currencyCode: currency, placedAt: placedAt,
            isCancelled: status == .cancelled)
    }
}

/// The orders in a body of `GET /orders`, or the decoding error.
func orders(inBody body: Data) throws -> [Order] {
    try OrdersResponse.decode(body).orders.map(\.order)
}
