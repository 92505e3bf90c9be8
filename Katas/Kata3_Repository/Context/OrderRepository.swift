/// What the domain asks of the data layer: orders, from wherever they are best found. A use
/// case depends on this protocol and never learns whether the network or the cache answered.
protocol OrderRepository: Sendable {
    /// Every order of the customer.
    ///
    /// - Throws: `OrderRepositoryError.unavailable` when no source can answer.
    func getOrders() async throws -> [Order]

    /// One order.
    ///
    /// - Throws: `OrderRepositoryError.notFound` when the order no longer exists, or
    ///   `.unavailable` when no source can answer.
    func getOrder(id: String) async throws -> Order
}
