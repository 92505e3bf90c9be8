import Foundation
import Kata14Domain

/// The orders from the server, or the last good answer kept in `store` when it gives none.
public func keptOrders(client: any HTTPClient, store: any KeyValueStore)
    -> @Sendable () async throws -> [Order]
{
    {
        let reply = try? await client.get(OrdersAPI.path)
        if let (body, status) = reply, status == 200, let orders = try? OrdersJSON.orders(from: body) {
            try? await store.set(body, forKey: "kept-orders")
            return orders
        }
        guard let kept = try await store.data(forKey: "kept-orders") else { throw OrdersJSON.Unreadable() }
        return try OrdersJSON.orders(from: kept)
    }
}
