import SharedFakes
import Synchronization

@testable import Kata3

/// A working in-memory cache that also spies: every call is recorded in the log it shares with
/// the remote, in order, before it succeeds or fails. The test can make reads or writes fail.
final class InMemoryCacheSpy: OrderLocalDataSource {
    /// What a failing read or write throws; the repository must never let it out.
    struct Failure: Error {}

    private struct State {
        var list: [Order]?
        var byID: [String: Order] = [:]
        var readsFail = false
        var writesFail = false
    }

    private let state: Mutex<State>
    private let log: MessageRecorder<DataSourceMessage>

    /// - Parameter cached: what is in the cache before the test starts; `nil` for nothing yet.
    ///   Each order in it can also be read on its own.
    init(log: MessageRecorder<DataSourceMessage>, cached: [Order]? = nil) {
        var start = State(list: cached)
        for order in cached ?? [] {
            start.byID[order.id] = order
        }
        state = Mutex(start)
        self.log = log
    }

    func failReads() {
        state.withLock { $0.readsFail = true }
    }

    func failWrites() {
        state.withLock { $0.writesFail = true }
    }

    func cachedOrders() async throws -> [Order]? {
        log.record(.cachedOrders)
        return try state.withLock { state in
            guard !state.readsFail else { throw Failure() }
            return state.list
        }
    }

    func cachedOrder(id: String) async throws -> Order? {
        log.record(.cachedOrder(id: id))
        return try state.withLock { state in
            guard !state.readsFail else { throw Failure() }
            return state.byID[id]
        }
    }

    func save(_ orders: [Order]) async throws {
        log.record(.saveOrders(orders))
        try state.withLock { state in
            guard !state.writesFail else { throw Failure() }
            state.list = orders
            for order in orders {
                state.byID[order.id] = order
            }
        }
    }

    func save(_ order: Order) async throws {
        log.record(.saveOrder(order))
        try state.withLock { state in
            guard !state.writesFail else { throw Failure() }
            state.byID[order.id] = order
        }
    }
}
