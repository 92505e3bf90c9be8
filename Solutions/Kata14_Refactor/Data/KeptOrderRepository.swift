import Foundation
import Kata14Domain

/// The orders from the server, and when it gives no good answer, the last good one kept on the
/// device.
public struct KeptOrderRepository: OrderRepository {
    static let key = "orders.lastGoodAnswer"

    private let client: any HTTPClient
    private let store: any KeyValueStore

    public init(client: any HTTPClient, store: any KeyValueStore) {
        self.client = client
        self.store = store
    }

    public func orders() async throws -> [Order] {
        let body: OrdersBody
        if let (data, answer) = try? await goodAnswer() {
            try? await store.set(data, forKey: Self.key)
            body = answer
        } else {
            guard let kept = try await store.data(forKey: Self.key) else { throw NoOrders() }
            body = try OrdersBody.decode(kept)
        }
        return body.orders.compactMap { $0?.order }
    }

    /// The server's answer when it is a 200 whose body reads.
    private func goodAnswer() async throws -> (Data, OrdersBody) {
        let (data, status) = try await client.get(OrdersAPI.path)
        guard status == 200 else { throw NoOrders() }
        return (data, try OrdersBody.decode(data))
    }

    /// Neither the server nor the device had a good answer.
    struct NoOrders: Error {}
}
