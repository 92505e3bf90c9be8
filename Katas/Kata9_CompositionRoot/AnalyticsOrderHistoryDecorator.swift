/// Tells analytics how each load of the order history went, without the use case or the
/// ViewModel knowing: it is a use case itself, standing in front of the real one.
///
/// Once the wrapped use case has answered (never before), and before handing that answer on, it
/// records exactly one event: `.loaded(count:)` with the number of orders it returns (none is a
/// count of 0), or `.failed` when it throws. The answer itself, orders or error, passes through
/// unchanged.
struct AnalyticsOrderHistoryDecorator: GetOrderHistoryUseCaseProtocol {
    /// Stands in front of `decoratee`, telling `analytics`.
    init(wrapping decoratee: any GetOrderHistoryUseCaseProtocol, analytics: any Analytics) {
        // TODO: keep what `execute()` needs.
    }

    /// The wrapped use case's answer, and analytics told how it went.
    func execute() async throws -> [Order] {
        // TODO
        throw NotImplemented()
    }
}
