/// Where the domain gets the customer's orders from, without knowing whether the network or the
/// device answered. It never throws: it answers the orders, or why there are none.
public protocol OrderRepository: Sendable {
    func loadOrders() async -> Result<[Order], OrdersUnavailable>
}

/// Neither the server nor the device could give the orders.
public struct OrdersUnavailable: Error, Equatable {
    public init() {}
}
