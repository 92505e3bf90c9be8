/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one.
///
/// This version is generic over what it wraps, so no existential box is needed; it keeps the
/// contract's labels, so a caller that passes a concrete use case cannot tell.
struct AnalyticsOrderHistoryDecorator<Decoratee: GetOrderHistoryUseCaseProtocol>:
    GetOrderHistoryUseCaseProtocol
{
    private let decoratee: Decoratee
    private let analytics: any Analytics

    init(wrapping decoratee: Decoratee, analytics: any Analytics) {
        self.decoratee = decoratee
        self.analytics = analytics
    }

    func execute() async throws -> [Order] {
        var event = OrderHistoryEvent.failed
        // One record on every way out, once the answer is known.
        defer { analytics.record(event) }
        let orders = try await decoratee.execute()
        event = .loaded(count: orders.count)
        return orders
    }
}
