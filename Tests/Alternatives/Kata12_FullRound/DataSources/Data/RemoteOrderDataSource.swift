import Foundation
import Kata12Domain

/// The customer's orders as the server has them now, or an error when it gives none.
public struct RemoteOrderDataSource: Sendable {
    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    func fetchOrders() async throws -> [Order] {
        let (body, status) = try await client.get(OrdersAPI.path)
        guard (200..<300).contains(status) else { throw UnexpectedStatus(status: status) }
        return OrderMapper.orders(from: try OrdersResponse.decode(body))
    }
}

/// The server answered with a status that carries no orders.
private struct UnexpectedStatus: Error {
    let status: Int
}
