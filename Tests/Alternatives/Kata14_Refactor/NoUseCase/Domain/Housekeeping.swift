import Foundation

extension [Order] {
    /// The orders the customer is shown at `now`: cancellations placed more than 720 hours before
    /// it left out, newest first.
    public func shown(at now: Date) -> [Order] {
        let oldestCancellation = now - 720 * 60 * 60
        return filter { $0.status != .cancelled || $0.placedAt >= oldestCancellation }
            .sorted { $0.placedAt > $1.placedAt }
    }
}
