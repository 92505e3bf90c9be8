import Foundation

/// The interview's clock, as arithmetic on instants it is given: the caller says what time it
/// is, so tests never wait.
public struct Countdown: Sendable, Equatable {
    public let start: Date
    public let limit: TimeInterval

    public init(start: Date, minutes: Int) {
        self.start = start
        limit = TimeInterval(minutes * 60)
    }

    /// The instant cut to its whole second, as the progress file writes it (ISO 8601).
    public static func wholeSecond(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    public func elapsed(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(start))
    }

    public func remaining(at now: Date) -> TimeInterval {
        max(0, limit - elapsed(at: now))
    }

    public func isOver(at now: Date) -> Bool {
        remaining(at: now) <= 0
    }

    /// Whole seconds left, rounded up: the display shows 15:00 at the start and 0:00 only once
    /// the time is really up.
    public func secondsLeft(at now: Date) -> Int {
        Int(remaining(at: now).rounded(.up))
    }

    /// 75 → "1:15", 3725 → "1:02:05".
    public static func clock(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0
            ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}
