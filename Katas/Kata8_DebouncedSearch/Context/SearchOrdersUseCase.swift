/// Finds the customer's orders that match a query, in the order to show them. It may be slow
/// (it goes to the server), it may fail, and, like any `async` call, it may be cancelled. The
/// view model depends on this protocol so that a test decides what it answers, and when.
protocol SearchOrdersUseCase: Sendable {
    func search(matching query: String) async throws -> [Order]
}
