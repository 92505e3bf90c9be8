/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one. An actor:
/// nothing to protect, but nothing in the contract asks for a struct either.
actor AnalyticsOrderHistoryDecorator: GetOrderHistoryUseCaseProtocol {
    let decoratee: any GetOrderHistoryUseCaseProtocol
    let analytics: any Analytics

    init(wrapping decoratee: any GetOrderHistoryUseCaseProtocol, analytics: any Analytics) {
        self.decoratee = decoratee
        self.analytics = analytics
    }

    func execute() async throws -> [Order] {
        let orders: [Order]
        do {
            orders = try await decoratee.execute()
        } catch {
            analytics.record(.failed)
            throw error
        }
        analytics.record(.loaded(count: orders.count))
        return orders
    }
}
