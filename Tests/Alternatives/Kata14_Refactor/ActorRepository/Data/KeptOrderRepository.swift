import Foundation
import Kata14Domain

/// The orders from the server, and the last good answer kept on the device when it has none; one
/// request at a time.
public actor KeptOrderRepository: OrderRepository {
    private static let key = "orders.kept"

    private let client: any HTTPClient
    private let store: any KeyValueStore

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    public func orders() async throws -> [Order] {
        do {
            let body = try await goodBody()
            let orders = try OrdersJSON.orders(from: body)
            do {
                try await store.set(body, forKey: Self.key)
            } catch {
                // The customer still sees the answer; the next good one is kept instead.
            }
            return orders
        } catch {
            guard let kept = try await store.data(forKey: Self.key) else { throw error }
            return try OrdersJSON.orders(from: kept)
        }
    }

    private func goodBody() async throws -> Data {
        let (body, status) = try await client.get(OrdersAPI.path)
        guard status == 200 else { throw OrdersJSON.Unreadable() }
        return body
    }
}
