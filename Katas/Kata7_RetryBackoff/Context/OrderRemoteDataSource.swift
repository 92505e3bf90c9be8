/// The orders API. Whatever wraps it must look the same to its callers.
protocol OrderRemoteDataSource: Sendable {
    /// - Throws: usually a `RemoteError`; anything else that goes wrong on the way (a response
    ///   that does not decode, say) is thrown as it is.
    func fetchOrders() async throws -> [Order]
}
