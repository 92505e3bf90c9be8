/// Fresh orders from the server, as the repository wants them: already orders, or an error.
///
/// Nothing in `Context/` adapts an `HTTPClient` to this protocol.
protocol OrderRemoteDataSource: Sendable {
    func fetchOrders() async throws -> [Order]
}
