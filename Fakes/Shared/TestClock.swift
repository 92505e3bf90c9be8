import Synchronization

/// A `Clock` whose time moves only when the test says so, for code that waits on an injected
/// `any Clock<Duration>`.
///
/// The test never sleeps and never yields hoping the code under test has caught up. It waits
/// for the event instead: `await clock.sleepers(1)` returns once one sleeper is suspended on the
/// clock, then `await clock.advance(by:)` moves time and resumes the sleepers that are due.
///
/// ```swift
/// let task = Task { try await sut.fetchOrders() }
/// await clock.sleepers(1)                 // the code under test is now waiting
/// await clock.advance(by: .seconds(1))    // and now it is not
/// #expect(clock.requestedSleeps == [.seconds(1)])
/// ```
///
/// Rules, all deterministic:
/// - Time starts at `Instant(offset: .zero)` and moves only through `advance(by:)`.
/// - Every call to `sleep` is recorded in `requestedSleeps` as "deadline minus now" at the
///   moment of the call, whatever happens to it next: a deadline that is not in the future is
///   recorded as zero or less and returns at once; a cancelled sleep is recorded and throws.
/// - A sleep in a cancelled task throws `CancellationError` at once, as `Task.sleep` does; a
///   sleeper cancelled while suspended throws `CancellationError` at once and is forgotten:
///   no advance resumes it and it no longer counts as a sleeper.
/// - `advance(by:)` resumes exactly the sleepers whose deadline has come, in deadline order,
///   ties in the order they went to sleep. It does not wait for the resumed code to run: to let
///   time pass in several steps, advance in several steps and await `sleepers` in between.
/// - When the code under test may never sleep (a stub, a wrong implementation), wait with
///   `sleepers(_:orEndOf:)`: it returns `false` when the task ends instead, so the test fails
///   and ends rather than hanging.
public final class TestClock: Clock, Sendable {
    /// A point on the test clock's time line: how long after the clock's start it is.
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let requested: Duration
        /// When it went to sleep, relative to the other sleepers: breaks ties between deadlines.
        let order: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Watcher {
        let id: Int
        let count: Int
        /// Resumed with `true` when the sleepers arrived, `false` when the wait was given up.
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var nextOrder = 0
        var sleepers: [Sleeper] = []
        var watchers: [Watcher] = []
        var requested: [Duration] = []
        var resumed: [Duration] = []

        mutating func makeID() -> Int {
            nextID += 1
            return nextID
        }

        /// Takes out every watcher whose count the sleepers now reach, for the caller to resume.
        mutating func takeReachedWatchers() -> [CheckedContinuation<Bool, Never>] {
            let count = sleepers.count
            let reached = watchers.filter { $0.count <= count }.map(\.continuation)
            watchers.removeAll { $0.count <= count }
            return reached
        }

        mutating func takeWatcher(_ id: Int) -> CheckedContinuation<Bool, Never>? {
            guard let index = watchers.firstIndex(where: { $0.id == id }) else { return nil }
            return watchers.remove(at: index).continuation
        }

        mutating func takeSleeper(_ id: Int) -> CheckedContinuation<Void, any Error>? {
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
            return sleepers.remove(at: index).continuation
        }
    }

    /// What a call to `sleep` found when it took the lock.
    private enum Registration {
        case cancelled
        case due
        case asleep(wakingWatchers: [CheckedContinuation<Bool, Never>])
    }

    // Every continuation is resumed after the lock is released, never while it is held.
    // Resuming a task takes that task's own status lock, and `Task.cancel()` holds that lock
    // while it runs the cancellation handlers below, which take this one: resuming under this
    // lock lets `advance` and a cancellation deadlock each other (the concurrency tests caught
    // exactly that).

    private let state = Mutex(State())

    public init() {}

    public var now: Instant {
        state.withLock { $0.now }
    }

    public var minimumResolution: Duration {
        .zero
    }

    /// Every duration a caller asked to sleep (deadline minus now at the call), in order,
    /// including sleeps that returned at once (zero or less) and sleeps that were cancelled.
    public var requestedSleeps: [Duration] {
        state.withLock { $0.requested }
    }

    /// The requested durations of the sleepers that `advance(by:)` resumed, in the order it
    /// resumed them. Cancelled sleepers and sleeps that returned at once are not in it.
    public var resumedSleeps: [Duration] {
        state.withLock { $0.resumed }
    }

    /// How many sleepers are suspended on the clock right now.
    public var suspendedCount: Int {
        state.withLock { $0.sleepers.count }
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let (id, requested) = state.withLock { state -> (Int, Duration) in
            let requested = state.now.duration(to: deadline)
            state.requested.append(requested)
            return (state.makeID(), requested)
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let registration = state.withLock { state -> Registration in
                    // Deciding and registering under one lock leaves no window for a race:
                    // `advance` either ran before (the deadline is checked against its `now`)
                    // or runs after (and finds this sleeper). Likewise cancellation sets the
                    // task's flag before it runs the handler below, which takes this lock:
                    // either the flag is seen here, or the handler finds the sleeper.
                    if Task.isCancelled { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.nextOrder += 1
                    state.sleepers.append(
                        Sleeper(
                            id: id, deadline: deadline, requested: requested, order: state.nextOrder,
                            continuation: continuation))
                    return .asleep(wakingWatchers: state.takeReachedWatchers())
                }
                switch registration {
                case .cancelled:
                    continuation.resume(throwing: CancellationError())
                case .due:
                    continuation.resume()
                case .asleep(let wakingWatchers):
                    for watcher in wakingWatchers {
                        watcher.resume(returning: true)
                    }
                }
            }
        } onCancel: {
            // Taken out under the lock, so `advance` cannot resume it too.
            state.withLock { $0.takeSleeper(id) }?.resume(throwing: CancellationError())
        }
    }

    /// Returns once at least `count` sleepers are suspended on the clock right now: event-driven,
    /// no polling, no yields. Returns early, with fewer sleepers, only if the waiting task is
    /// cancelled. Hangs if the code under test never sleeps: when that is possible (a stub, a
    /// wrong implementation), use `sleepers(_:orEndOf:)`.
    public func sleepers(_ count: Int) async {
        _ = await waitForSleepers(count, orEndOf: nil)
    }

    /// Returns `true` once at least `count` sleepers are suspended on the clock, or `false` as
    /// soon as `task` has ended without that happening (it threw, returned, or never slept), so
    /// a test of code that may never sleep ends normally instead of hanging:
    ///
    /// ```swift
    /// let task = Task { try await sut.fetchOrders() }
    /// guard await clock.sleepers(1, orEndOf: task) else { … the task ended: assert on its result }
    /// ```
    ///
    /// Also `false` if the waiting task is cancelled. Watching `task` costs one helper task that
    /// lives until `task` ends.
    public func sleepers<Success: Sendable, Failure: Error>(
        _ count: Int, orEndOf task: Task<Success, Failure>
    ) async -> Bool {
        await waitForSleepers(count, orEndOf: { _ = await task.result })
    }

    private func waitForSleepers(_ count: Int, orEndOf end: (@Sendable () async -> Void)?) async -> Bool {
        let id = state.withLock { $0.makeID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let answer = state.withLock { state -> Bool? in
                    if state.sleepers.count >= count { return true }
                    if Task.isCancelled { return false }
                    state.watchers.append(Watcher(id: id, count: count, continuation: continuation))
                    return nil
                }
                if let answer {
                    continuation.resume(returning: answer)
                } else if let end {
                    // Watch the task only once the watcher is registered, so an ended task always
                    // finds it; if the sleepers arrived first, there is nothing left to give up.
                    Task {
                        await end()
                        self.state.withLock { $0.takeWatcher(id) }?.resume(returning: false)
                    }
                }
            }
        } onCancel: {
            state.withLock { $0.takeWatcher(id) }?.resume(returning: false)
        }
    }

    /// Moves time forward by `duration` (a negative duration moves nothing: time never goes
    /// back) and resumes exactly the sleepers that are now due, in deadline order, ties in the
    /// order they went to sleep. Returns without waiting for the resumed code to run.
    public func advance(by duration: Duration) async {
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now = state.now.advanced(by: max(duration, .zero))
            let now = state.now
            let due = state.sleepers
                .filter { $0.deadline <= now }
                .sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
            state.sleepers.removeAll { $0.deadline <= now }
            state.resumed += due.map(\.requested)
            return due.map(\.continuation)
        }
        for sleeper in due {
            sleeper.resume()
        }
    }
}
