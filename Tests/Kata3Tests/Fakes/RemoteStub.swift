import SharedFakes
import Synchronization
import Testing

@testable import Kata3

/// A remote that answers every call with what the test set, and records each call in the log
/// it shares with the cache. A call the test set no answer for is a test bug: it records an
/// issue and fails as if offline.
final class RemoteStub: OrderRemoteDataSource {
    private struct Answers {
        var orders: Result<[Order], RemoteError>?
        var order: Result<Order, RemoteError>?
    }

    private let answers = Mutex(Answers())
    private let log: MessageRecorder<DataSourceMessage>

    init(log: MessageRecorder<DataSourceMessage>) {
        self.log = log
    }

    func answerFetchOrders(with result: Result<[Order], RemoteError>) {
        answers.withLock { $0.orders = result }
    }

    func answerFetchOrder(with result: Result<Order, RemoteError>) {
        answers.withLock { $0.order = result }
    }

    func fetchOrders() async throws -> [Order] {
        log.record(.fetchOrders)
        guard let answer = answers.withLock({ $0.orders }) else {
            Issue.record("fetchOrders() was called, but the test set no answer for it")
            throw RemoteError.offline
        }
        return try answer.get()
    }

    func fetchOrder(id: String) async throws -> Order {
        log.record(.fetchOrder(id: id))
        guard let answer = answers.withLock({ $0.order }) else {
            Issue.record("fetchOrder(id: \"\(id)\") was called, but the test set no answer for it")
            throw RemoteError.offline
        }
        return try answer.get()
    }
}
