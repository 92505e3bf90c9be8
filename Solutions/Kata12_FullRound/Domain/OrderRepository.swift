/// Where the domain gets the customer's orders from, without knowing whether the network or the
/// device answered.
public protocol OrderRepository: Sendable {
    /// The orders, in the order the shop keeps them.
    func loadOrders() async throws -> [Order]
}
