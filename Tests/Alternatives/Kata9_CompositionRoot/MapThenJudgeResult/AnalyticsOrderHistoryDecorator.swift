/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one.
struct AnalyticsOrderHistoryDecorator: GetOrderHistoryUseCaseProtocol {
    private let wrapped: any GetOrderHistoryUseCaseProtocol
    private let tracker: any Analytics

    init(wrapping decoratee: any GetOrderHistoryUseCaseProtocol, analytics: any Analytics) {
        wrapped = decoratee
        tracker = analytics
    }

    func execute() async throws -> [Order] {
        let outcome: Result<[Order], any Error>
        do {
            outcome = .success(try await wrapped.execute())
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let orders): tracker.record(.loaded(count: orders.count))
        case .failure: tracker.record(.failed)
        }
        return try outcome.get()
    }
}
