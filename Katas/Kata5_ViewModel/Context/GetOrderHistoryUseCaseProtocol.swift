/// The order history, as the domain layer answers it: the orders to show, in the order to
/// show them. The ViewModel depends on this protocol so that a test can decide what the use
/// case answers, and when.
protocol GetOrderHistoryUseCaseProtocol: Sendable {
    func execute() async throws -> [Order]
}
