import Foundation
import Synchronization

/// Events from every source (keys, saves, finished runs, signals), taken one at a time by the
/// session's loop: nothing is handled twice, and a key pressed during a run waits its turn.
public final class EventQueue: Sendable {
    private let events = Mutex<[SessionEvent]>([])
    private let ready = DispatchSemaphore(value: 0)

    public init() {}

    public func post(_ event: SessionEvent) {
        events.withLock { $0.append(event) }
        ready.signal()
    }

    /// The next event, or nil after `timeout` seconds without one.
    public func next(timeout: TimeInterval) -> SessionEvent? {
        guard ready.wait(timeout: .now() + timeout) == .success else { return nil }
        return events.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
