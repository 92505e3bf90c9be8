import Foundation
import Kata14Domain

/// The orders from the server, and when it gives no good answer, the last good one kept on the
/// device.
public struct KeptOrderRepository: OrderRepository {
    private let client: any HTTPClient
    private let store: any KeyValueStore

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    public func orders() async throws -> [Order] {
        if let (body, status) = try? await client.get(OrdersAPI.path), status == 200,
            let answer = try? OrdersBody.decode(body)
        {
            try? await store.set(body, forKey: "orders")
            return OrderMapper.orders(answer)
        }
        guard let kept = try await store.data(forKey: "orders") else { throw NothingKept() }
        return OrderMapper.orders(try OrdersBody.decode(kept))
    }

    struct NothingKept: Error {}
}
