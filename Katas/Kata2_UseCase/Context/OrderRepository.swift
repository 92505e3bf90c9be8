/// Where orders come from. The use case neither knows nor cares whether that is the network, a
/// cache or both (Kata3 builds one).
protocol OrderRepository: Sendable {
    /// Every order of the customer, in no particular order.
    func getOrders() async throws -> [Order]
}
