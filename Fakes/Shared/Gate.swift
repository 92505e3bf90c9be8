import Synchronization

/// A suspension point that the test controls, so an in-flight state (`.loading`) can be
/// observed without sleeping or polling.
///
/// The double calls `try await gate.pass()` where the real dependency would do its slow work.
/// The test awaits `arrivals(1)` to know the call is suspended there, asserts, then calls
/// `open(with:)` to let every waiting (and later) caller through with that value. A caller whose
/// task is cancelled while it waits is released at once with `CancellationError`, as a
/// cancellation-aware network call would be, unless the gate was made `heedless` of it.
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
    private let heedless: Bool

    /// A gate that releases a cancelled caller at once; or, `heedless`, one that keeps it until
    /// the test opens the gate, as an answer already on its way would.
    public init(heedless: Bool = false) {
        self.heedless = heedless
    }

    /// How many calls have reached the gate so far.
    public var arrivedCount: Int {
        state.withLock { $0.arrived }
    }

    /// Called by the double: suspends until the test opens the gate, or the task is cancelled.
    public func pass() async throws -> Value {
        // Continuations are resumed after the lock is released: resuming takes the resumed
        // task's status lock, which `Task.cancel()` holds while the handler below takes this
        // lock, so resuming under it could deadlock with a cancellation.
        let (ticket, reached) = state.withLock { state -> (Int, [CheckedContinuation<Void, Never>]) in
            state.arrived += 1
            state.nextTicket += 1
            let reached = state.watchers.filter { $0.count <= state.arrived }.map(\.continuation)
            state.watchers.removeAll { $0.count <= state.arrived }
            return (state.nextTicket, reached)
        }
        for watcher in reached { watcher.resume() }
        if heedless {
            // No cancellation handler: only `open(with:)` resumes this caller.
            return try await withCheckedThrowingContinuation { continuation in
                let value = state.withLock { state -> Value? in
                    if let value = state.openedWith { return value }
                    state.callers[ticket] = continuation
                    return nil
                }
                if let value { continuation.resume(returning: value) }
            }
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let answer = state.withLock { state -> Result<Value, any Error>? in
                    if let value = state.openedWith {
                        return .success(value)
                    } else if state.cancelledTickets.contains(ticket) {
                        return .failure(CancellationError())
                    } else {
                        state.callers[ticket] = continuation
                        return nil
                    }
                }
                if let answer { continuation.resume(with: answer) }
            }
        } onCancel: {
            let caller = state.withLock { state -> CheckedContinuation<Value, any Error>? in
                if let caller = state.callers.removeValue(forKey: ticket) { return caller }
                state.cancelledTickets.insert(ticket)
                return nil
            }
            caller?.resume(throwing: CancellationError())
        }
    }

    /// Called by the test: returns once `count` calls in total have reached the gate.
    public func arrivals(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let arrived = state.withLock { state -> Bool in
                if state.arrived >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// Called by the test: `true` once `count` calls in total have reached the gate, or `false`
    /// as soon as `task` ends without that happening (an untouched exercise that never calls the
    /// double), so the test fails at its `#require` instead of waiting forever:
    ///
    /// ```swift
    /// let load = Task { await sut.load() }
    /// try #require(await gate.arrivals(1, orEndOf: load))
    /// ```
    ///
    /// Both are events, so which one comes first never depends on timing.
    public func arrivals<Success: Sendable, Failure: Error>(
        _ count: Int, orEndOf task: Task<Success, Failure>
    ) async -> Bool {
        let (events, report) = AsyncStream.makeStream(of: Bool.self)
        let arrival = Task {
            await arrivals(count)
            report.yield(true)
        }
        let end = Task {
            _ = await task.result
            report.yield(false)
        }
        for await reached in events {
            // The loser may wait on: an arrival that never comes, or a task that lives on.
            arrival.cancel()
            end.cancel()
            return reached
        }
        return false
    }

    /// Called by the test: releases every waiting caller, and every later one, with `value`.
    public func open(with value: Value) {
        let callers = state.withLock { state in
            state.openedWith = value
            defer { state.callers.removeAll() }
            return Array(state.callers.values)
        }
        for caller in callers {
            caller.resume(returning: value)
        }
    }
}
