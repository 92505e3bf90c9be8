import Foundation
import Kata12Domain

/// The customer's orders from the server, and the last good answer kept on the device for when the
/// server cannot give one.
public struct NetworkFirstOrderRepository: OrderRepository {
    private let client: any HTTPClient
    private let store: any KeyValueStore
    private let key = "orders"

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    /// Any 2xx whose body reads is the server's answer, not only a 200. A 204's empty body does not
    /// read: no orders come as an empty list, never as no body.
    public func loadOrders() async throws -> [Order] {
        do {
            let (body, status) = try await client.get(OrdersAPI.path)
            guard (200..<300).contains(status) else { throw NoAnswer() }
            let orders = OrderMapper.orders(from: try OrdersResponse.decode(body))
            // Kept as the server wrote it, and only once it reads: a body that does not map is no
            // good answer. A store that cannot save must not cost the customer this one.
            try? await store.set(body, forKey: key)
            return orders
        } catch {
            // The store is read only here, once the network gave nothing good: a store that cannot
            // be read costs nothing online, and offline its error is the failure, not no orders.
            guard let kept = try await store.data(forKey: key) else { throw error }
            return OrderMapper.orders(from: try OrdersResponse.decode(kept))
        }
    }
}

/// The server answered, but not with the orders.
private struct NoAnswer: Error {}
