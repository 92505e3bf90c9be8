import Foundation
import SharedFakes
import Synchronization

@testable import Kata6

/// A working in-memory store that also spies: every call is recorded, in order, before it
/// succeeds or fails, so "delete, then insert" and "load only retrieves" are exact assertions.
/// The test can make each operation fail, and run something while a deletion is under way.
final class InMemoryOrderStoreSpy: OrderStore {
    enum Message: Equatable, Sendable {
        case retrieve
        case deleteCachedOrders
        case insert([Order], savedAt: Date)
    }

    private struct State {
        var stored: CachedOrders?
        var failing: Set<StoreFailure> = []
        var duringDeletion: (@Sendable () -> Void)?
    }

    private let state: Mutex<State>
    private let recorder = MessageRecorder<Message>()

    /// - Parameter stored: what is in the store before the test starts; `nil` for nothing.
    init(stored: CachedOrders? = nil) {
        state = Mutex(State(stored: stored))
    }

    var messages: [Message] {
        recorder.messages
    }

    func fail(_ failure: StoreFailure) {
        state.withLock { _ = $0.failing.insert(failure) }
    }

    /// Runs `action` inside every deletion, as if time passed while the store worked.
    func whileDeleting(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.duringDeletion = action }
    }

    func retrieve() async throws -> CachedOrders? {
        recorder.record(.retrieve)
        return try state.withLock { state in
            guard !state.failing.contains(.retrieval) else { throw StoreFailure.retrieval }
            return state.stored
        }
    }

    func insert(_ orders: [Order], savedAt: Date) async throws {
        recorder.record(.insert(orders, savedAt: savedAt))
        try state.withLock { state in
            guard !state.failing.contains(.insertion) else { throw StoreFailure.insertion }
            state.stored = CachedOrders(orders: orders, savedAt: savedAt)
        }
    }

    func deleteCachedOrders() async throws {
        recorder.record(.deleteCachedOrders)
        state.withLock { $0.duringDeletion }?()
        try state.withLock { state in
            guard !state.failing.contains(.deletion) else { throw StoreFailure.deletion }
            state.stored = nil
        }
    }
}

/// The store double's own errors, one per operation, so a test can tell which one came out.
enum StoreFailure: Error, Equatable, Hashable, Sendable {
    case retrieval
    case deletion
    case insertion
}
