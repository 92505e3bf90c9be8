import SharedFakes
import Synchronization
import Testing

@testable import Kata3

/// A remote that answers each call with the next answer the test set, and records each call in
/// the log it shares with the cache. One answer serves one call: a call the test set no answer
/// for (an extra fetch, a fetch at creation) records an issue and fails as if offline.
final class RemoteStub: OrderRemoteDataSource {
    private struct Answers {
        var orders: [Result<[Order], RemoteError>] = []
        var order: [Result<Order, RemoteError>] = []
    }

    private let answers = Mutex(Answers())
    private let log: MessageRecorder<DataSourceMessage>

    init(log: MessageRecorder<DataSourceMessage>) {
        self.log = log
    }

    func answerFetchOrders(with result: Result<[Order], RemoteError>) {
        answers.withLock { $0.orders.append(result) }
    }

    func answerFetchOrder(with result: Result<Order, RemoteError>) {
        answers.withLock { $0.order.append(result) }
    }

    func fetchOrders() async throws -> [Order] {
        log.record(.fetchOrders)
        guard let answer = answers.withLock({ $0.orders.isEmpty ? nil : $0.orders.removeFirst() }) else {
            Issue.record("fetchOrders() was called more often than the test set answers for")
            throw RemoteError.offline
        }
        return try answer.get()
    }

    func fetchOrder(id: String) async throws -> Order {
        log.record(.fetchOrder(id: id))
        guard let answer = answers.withLock({ $0.order.isEmpty ? nil : $0.order.removeFirst() }) else {
            Issue.record("fetchOrder(id: \"\(id)\") was called more often than the test set answers for")
            throw RemoteError.offline
        }
        return try answer.get()
    }
}
