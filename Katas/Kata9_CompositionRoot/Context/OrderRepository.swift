/// Where the domain gets orders from, without knowing whether the network or the store answered.
protocol OrderRepository: Sendable {
    func getOrders() async throws -> [Order]
}

/// Neither the network nor the store could give an answer.
struct OrdersUnavailable: Error, Equatable {}
