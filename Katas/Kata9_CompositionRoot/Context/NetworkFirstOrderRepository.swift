/// Asks the network first and keeps the store up to date with its answer; when the remote throws,
/// whatever the reason, answers with the stored copy. Creating it asks nothing.
struct NetworkFirstOrderRepository: OrderRepository {
    let remote: any OrderRemoteDataSource
    let store: any OrderStore

    /// - Throws: `OrdersUnavailable` when the remote fails and the store has nothing to give.
    func getOrders() async throws -> [Order] {
        let fresh: [Order]
        do {
            fresh = try await remote.fetchOrders()
        } catch {
            guard let stored = try? await store.retrieve() else { throw OrdersUnavailable() }
            return stored
        }
        // A store that fails to save must not cost the customer a good answer.
        try? await store.save(fresh)
        return fresh
    }
}
