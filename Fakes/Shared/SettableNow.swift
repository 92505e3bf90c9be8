import Foundation
import Synchronization

/// A "now" that only the test moves: inject `now.callAsFunction` (or `{ now() }`) wherever
/// production code takes `() -> Date`, then `set(_:)` or `advance(by:)` between calls.
public final class SettableNow: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date) {
        current = Mutex(start)
    }

    public func callAsFunction() -> Date {
        current.withLock { $0 }
    }

    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }

    public func advance(by interval: TimeInterval) {
        current.withLock { $0 += interval }
    }
}
