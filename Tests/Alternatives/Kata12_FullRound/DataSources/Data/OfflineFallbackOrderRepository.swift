import Kata12Domain

/// The server's orders when it gives them, kept for later; the kept ones when it does not.
public struct OfflineFallbackOrderRepository: OrderRepository {
    private let remote: RemoteOrderDataSource
    private let local: LocalOrderDataSource

    public init(remote: RemoteOrderDataSource, local: LocalOrderDataSource) {
        self.remote = remote
        self.local = local
    }

    public func loadOrders() async throws -> [Order] {
        let fresh: [Order]
        do {
            fresh = try await remote.fetchOrders()
        } catch {
            guard let kept = try await local.load() else { throw error }
            return kept
        }
        try? await local.save(fresh)
        return fresh
    }
}
