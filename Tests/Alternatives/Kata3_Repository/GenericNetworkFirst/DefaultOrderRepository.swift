/// Orders from the network when it answers, from the cache when it doesn't.
///
/// This version writes the policy once, as a generic function of four closures, and gives each
/// method only what differs: how to fetch, how to save, how to read the cache, and whether a
/// remote failure means the thing is gone.
final class DefaultOrderRepository: OrderRepository {
    private let remote: any OrderRemoteDataSource
    private let local: any OrderLocalDataSource

    init(remote: any OrderRemoteDataSource, local: any OrderLocalDataSource) {
        self.remote = remote
        self.local = local
    }

    func getOrders() async throws -> [Order] {
        let remote = remote
        let local = local
        return try await networkFirst(
            fetch: { try await remote.fetchOrders() },
            save: { try await local.save($0) },
            cached: { try await local.cachedOrders() },
            meansDeleted: { _ in false }
        )
    }

    func getOrder(id: String) async throws -> Order {
        let remote = remote
        let local = local
        return try await networkFirst(
            fetch: { try await remote.fetchOrder(id: id) },
            save: { try await local.save($0) },
            cached: { try await local.cachedOrder(id: id) },
            meansDeleted: { ($0 as? RemoteError) == .notFound }
        )
    }

    private func networkFirst<Value: Sendable>(
        fetch: () async throws -> Value,
        save: (Value) async throws -> Void,
        cached: () async throws -> Value?,
        meansDeleted: (any Error) -> Bool
    ) async throws -> Value {
        let outcome: Result<Value, any Error>
        do {
            outcome = .success(try await fetch())
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let value):
            do {
                try await save(value)
            } catch {
                // A cache that cannot be written only costs us offline data later.
            }
            return value
        case .failure(let error) where meansDeleted(error):
            throw OrderRepositoryError.notFound
        case .failure:
            let copy: Value?
            do {
                copy = try await cached()
            } catch {
                copy = nil
            }
            guard let copy else { throw OrderRepositoryError.unavailable }
            return copy
        }
    }
}
