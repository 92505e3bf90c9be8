/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one.
///
/// This version is a final class that works out the event first and records it in one place.
final class AnalyticsOrderHistoryDecorator: GetOrderHistoryUseCaseProtocol {
    private let decoratee: any GetOrderHistoryUseCaseProtocol
    private let analytics: any Analytics

    init(wrapping decoratee: any GetOrderHistoryUseCaseProtocol, analytics: any Analytics) {
        self.decoratee = decoratee
        self.analytics = analytics
    }

    func execute() async throws -> [Order] {
        let result: Result<[Order], any Error>
        do {
            result = .success(try await decoratee.execute())
        } catch {
            result = .failure(error)
        }
        analytics.record(Self.event(for: result))
        return try result.get()
    }

    private static func event(for result: Result<[Order], any Error>) -> OrderHistoryEvent {
        switch result {
        case .success(let orders): .loaded(count: orders.count)
        case .failure: .failed
        }
    }
}
