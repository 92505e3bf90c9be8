/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one.
struct AnalyticsOrderHistoryDecorator: GetOrderHistoryUseCaseProtocol {
    let decoratee: any GetOrderHistoryUseCaseProtocol
    let analytics: any Analytics

    init(wrapping decoratee: any GetOrderHistoryUseCaseProtocol, analytics: any Analytics) {
        self.decoratee = decoratee
        self.analytics = analytics
    }

    func execute() async throws -> [Order] {
        // A failure unless proven otherwise; the defer runs once the answer is in, either way.
        var event = OrderHistoryEvent.failed
        defer { analytics.record(event) }
        let orders = try await decoratee.execute()
        event = .loaded(count: orders.count)
        return orders
    }
}
