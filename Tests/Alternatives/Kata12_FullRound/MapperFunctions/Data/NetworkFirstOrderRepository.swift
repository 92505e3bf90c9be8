import Foundation
import Kata12Domain

/// The customer's orders from the server, and the last good answer kept on the device for when the
/// server cannot give one.
public struct NetworkFirstOrderRepository: OrderRepository {
    private let client: any HTTPClient
    private let store: any KeyValueStore

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    public func loadOrders() async throws -> [Order] {
        do {
            let fresh = try await fetch()
            try? await store.set(fresh.body, forKey: "orders")
            return fresh.orders
        } catch {
            guard let kept = try await store.data(forKey: "orders") else { throw error }
            return try orders(inBody: kept)
        }
    }

    /// The orders of a good answer, with the body they were read from.
    private func fetch() async throws -> (orders: [Order], body: Data) {
        let (body, status) = try await client.get(OrdersAPI.path)
        guard status / 100 == 2 else { throw BadStatus(status: status) }
        return (try orders(inBody: body), body)
    }
}

/// The server answered with a status that carries no orders.
private struct BadStatus: Error {
    let status: Int
}
