import Foundation
import Kata14Domain

/// The orders from the server, and when it gives no good answer, the last good one kept on the
/// device.
public struct KeptOrderRepository: OrderRepository {
    let client: any HTTPClient
    let store: any KeyValueStore

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    public func orders() async throws -> [Order] {
        let answer = try? await client.get(OrdersAPI.path)
        if let (data, status) = answer, status == 200, let orders = try? OrdersJSON.orders(from: data) {
            try? await store.set(data, forKey: "orders-response")
            return orders
        }
        guard let kept = try await store.data(forKey: "orders-response") else {
            throw OrdersJSON.Unreadable()
        }
        return try OrdersJSON.orders(from: kept)
    }
}
