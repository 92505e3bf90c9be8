/// Orders from the network when it answers, from the cache when it doesn't.
///
/// Network first: every call asks the remote. When the remote answers, that answer is returned
/// and saved to the cache, and the cache is not read; a cache that fails to save must not spoil
/// a good answer. When the remote fails, the cached copy is returned and nothing is written.
/// A cached empty list is an answer; nothing cached, or a cache that fails to read, is
/// `OrderRepositoryError.unavailable`.
///
/// One exception: when the remote says an order is `.notFound`, it has been deleted. Report
/// `OrderRepositoryError.notFound` without looking in the cache, so a stale copy cannot bring it
/// back.
///
/// Creating the repository asks neither source anything.
final class DefaultOrderRepository: OrderRepository {
    private let remote: any OrderRemoteDataSource
    private let local: any OrderLocalDataSource

    init(remote: any OrderRemoteDataSource, local: any OrderLocalDataSource) {
        self.remote = remote
        self.local = local
    }

    /// Every order of the customer.
    ///
    /// - Throws: `OrderRepositoryError.unavailable` when the remote fails and the cache has no
    ///   list to give.
    func getOrders() async throws -> [Order] {
        let fresh: [Order]
        do {
            fresh = try await remote.fetchOrders()
        } catch {
            return try await cachedOrders()
        }
        // The cache is a convenience: failing to refresh it must not cost the caller fresh data.
        try? await local.save(fresh)
        return fresh
    }

    /// The order with this ID.
    ///
    /// - Throws: `OrderRepositoryError.notFound` when the remote says so, or `.unavailable`
    ///   when the remote fails otherwise and the cache has no copy of that order.
    func getOrder(id: String) async throws -> Order {
        let fresh: Order
        do {
            fresh = try await remote.fetchOrder(id: id)
        } catch RemoteError.notFound {
            // The server is the authority on deletion; a cached copy would resurrect the order.
            throw OrderRepositoryError.notFound
        } catch {
            return try await cachedOrder(id: id)
        }
        try? await local.save(fresh)
        return fresh
    }

    private func cachedOrders() async throws -> [Order] {
        // `try?` folds "nothing cached" and "cache unreadable" into one nil: to the caller both
        // mean there is nothing to show. An empty list is still a list, and is returned.
        guard let cached = try? await local.cachedOrders() else {
            throw OrderRepositoryError.unavailable
        }
        return cached
    }

    private func cachedOrder(id: String) async throws -> Order {
        guard let cached = try? await local.cachedOrder(id: id) else {
            throw OrderRepositoryError.unavailable
        }
        return cached
    }
}
