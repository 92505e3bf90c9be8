import Foundation
import Kata12Domain

/// The customer's orders from the server, and the last good answer kept on the device for when the
/// server cannot give one.
public struct NetworkFirstOrderRepository: OrderRepository {
    private let client: any HTTPClient
    private let store: any KeyValueStore
    private static let key = "orders"

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    public func loadOrders() async -> Result<[Order], OrdersUnavailable> {
        if let body = await goodAnswer(), let response = try? OrdersResponse.decode(body) {
            try? await store.set(body, forKey: Self.key)
            return .success(OrderMapper.orders(from: response))
        }
        guard let kept = try? await store.data(forKey: Self.key),
            let response = try? OrdersResponse.decode(kept)
        else { return .failure(OrdersUnavailable()) }
        return .success(OrderMapper.orders(from: response))
    }

    /// The body of a 2xx answer, or nil when there was none.
    private func goodAnswer() async -> Data? {
        guard let answer = try? await client.get(OrdersAPI.path), (200...299).contains(answer.status)
        else { return nil }
        return answer.0
    }
}
