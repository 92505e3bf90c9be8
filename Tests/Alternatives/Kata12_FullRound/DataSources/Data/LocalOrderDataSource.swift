import Foundation
import Kata12Domain

/// The last orders the server gave, kept on the device in a format of the app's own.
public struct LocalOrderDataSource: Sendable {
    private let store: any KeyValueStore
    private let key = "order-history.v1"

    public init(store: any KeyValueStore) {
        self.store = store
    }

    func save(_ orders: [Order]) async throws {
        try await store.set(try JSONEncoder().encode(orders.map(StoredOrder.init)), forKey: key)
    }

    /// The orders saved last, or nil when none were.
    func load() async throws -> [Order]? {
        guard let data = try await store.data(forKey: key) else { return nil }
        return try JSONDecoder().decode([StoredOrder].self, from: data).map(\.order)
    }
}

/// An order as the device keeps it: Data's format, so the entity stays free of `Codable`.
private struct StoredOrder: Codable {
    let id: String
    let products: [String]
    let total: Decimal
    let currencyCode: String
    let placedAt: Date
    let isCancelled: Bool

    init(_ order: Order) {
        id = order.id
        products = order.products
        total = order.total
        currencyCode = order.currencyCode
        placedAt = order.placedAt
        isCancelled = order.isCancelled
    }

    var order: Order {
        Order(
            id: id, products: products, total: total, currencyCode: currencyCode, placedAt: placedAt,
            isCancelled: isCancelled)
    }
}
