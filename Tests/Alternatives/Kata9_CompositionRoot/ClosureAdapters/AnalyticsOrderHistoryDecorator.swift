/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one.
///
/// This version takes the recording as a function, so it knows nothing of the analytics SDK.
struct AnalyticsOrderHistoryDecorator: GetOrderHistoryUseCaseProtocol {
    let decoratee: any GetOrderHistoryUseCaseProtocol
    let record: @Sendable (OrderHistoryEvent) -> Void

    init(
        wrapping decoratee: any GetOrderHistoryUseCaseProtocol,
        record: @escaping @Sendable (OrderHistoryEvent) -> Void
    ) {
        self.decoratee = decoratee
        self.record = record
    }

    /// The contract's initialiser: the SDK's one call is all this version keeps of it.
    init(wrapping decoratee: any GetOrderHistoryUseCaseProtocol, analytics: any Analytics) {
        self.init(wrapping: decoratee, record: analytics.record)
    }

    func execute() async throws -> [Order] {
        let orders: [Order]
        do {
            orders = try await decoratee.execute()
        } catch {
            record(.failed)
            throw error
        }
        record(.loaded(count: orders.count))
        return orders
    }
}
