import Synchronization

/// A suspension point that the test controls, so an in-flight state (`.loading`) can be
/// observed without sleeping or polling.
///
/// The double calls `try await gate.pass()` where the real dependency would do its slow work.
/// The test awaits `arrivals(1)` to know the call is suspended there, asserts, then calls
/// `open(with:)` to let every waiting (and later) caller through with that value. A caller whose
/// task is cancelled while it waits is released at once with `CancellationError`, as a
/// cancellation-aware network call would be.
public final class Gate<Value: Sendable>: Sendable {
    private struct State {
        var openedWith: Value?
        var arrived = 0
        var nextTicket = 0
        var cancelledTickets: Set<Int> = []
        var callers: [Int: CheckedContinuation<Value, any Error>] = [:]
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// How many calls have reached the gate so far.
    public var arrivedCount: Int {
        state.withLock { $0.arrived }
    }

    /// Called by the double: suspends until the test opens the gate, or the task is cancelled.
    public func pass() async throws -> Value {
        let ticket = state.withLock { state -> Int in
            state.arrived += 1
            state.nextTicket += 1
            let reached = state.watchers.filter { $0.count <= state.arrived }
            state.watchers.removeAll { $0.count <= state.arrived }
            for watcher in reached { watcher.continuation.resume() }
            return state.nextTicket
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLock { state in
                    if let value = state.openedWith {
                        continuation.resume(returning: value)
                    } else if state.cancelledTickets.contains(ticket) {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.callers[ticket] = continuation
                    }
                }
            }
        } onCancel: {
            state.withLock { state in
                if let caller = state.callers.removeValue(forKey: ticket) {
                    caller.resume(throwing: CancellationError())
                } else {
                    state.cancelledTickets.insert(ticket)
                }
            }
        }
    }

    /// Called by the test: returns once `count` calls in total have reached the gate.
    public func arrivals(_ count: Int) async {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                if state.arrived >= count {
                    continuation.resume()
                } else {
                    state.watchers.append((count, continuation))
                }
            }
        }
    }

    /// Called by the test: releases every waiting caller, and every later one, with `value`.
    public func open(with value: Value) {
        state.withLock { state in
            state.openedWith = value
            for caller in state.callers.values {
                caller.resume(returning: value)
            }
            state.callers.removeAll()
        }
    }
}
