/// Where the customer's orders come from, as the domain asks for them.
public protocol OrderRepository: Sendable {
    /// The customer's orders, in no particular order; throws when there are none to give.
    func orders() async throws -> [Order]
}
