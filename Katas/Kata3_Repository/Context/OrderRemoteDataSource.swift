/// The orders API. Fresh data, when the network lets us have it.
protocol OrderRemoteDataSource: Sendable {
    /// - Throws: a `RemoteError`.
    func fetchOrders() async throws -> [Order]

    /// - Throws: a `RemoteError`; `.notFound` means the server has no such order (any more).
    func fetchOrder(id: String) async throws -> Order
}
