/// The on-device cache of what the remote last returned. Reads and writes can fail (a full
/// disk, a corrupt file), and each failure is thrown.
protocol OrderLocalDataSource: Sendable {
    /// The list saved last, or `nil` when nothing has been cached yet. An empty list is a
    /// cached answer: the customer had no orders.
    func cachedOrders() async throws -> [Order]?

    /// The cached copy of one order, or `nil` when there is none.
    func cachedOrder(id: String) async throws -> Order?

    /// Replaces the cached list.
    func save(_ orders: [Order]) async throws

    /// Stores (or replaces) the cached copy of one order.
    func save(_ order: Order) async throws
}
