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
        // TODO
        throw NotImplemented()
    }

    /// The order with this ID.
    ///
    /// - Throws: `OrderRepositoryError.notFound` when the remote says so, or `.unavailable`
    ///   when the remote fails otherwise and the cache has no copy of that order.
    func getOrder(id: String) async throws -> Order {
        // TODO
        throw NotImplemented()
    }
}
