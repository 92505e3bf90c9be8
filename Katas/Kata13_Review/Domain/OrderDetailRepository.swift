/// Where the detail screen's order comes from.
protocol OrderDetailRepository: Sendable {
    /// The order with this ID, as the server describes it now.
    func orderDetail(id: String) async throws -> OrderDetailDTO
}

/// The customer's cart, which "buy again" fills.
protocol Cart: Sendable {
    func add(_ lines: [OrderLine]) async throws
}
