import Foundation

/// The customer's order history as the screen shows it: newest first, without the clutter of
/// cancelled orders that are more than 30 days old.
///
/// - Every order that is not cancelled is shown, however old.
/// - A cancelled order is shown while it was placed at most 30 days before `now`: one placed
///   exactly 30 days before is still shown, one placed a second earlier is not.
/// - "30 days" means 30 calendar days in `calendar` and its time zone: the cutoff is the same
///   local time of day, 30 days before `now`.
/// - Orders placed at the same instant keep the order the repository gave them.
/// - The time comes only from `now`, read once each time `execute()` runs: every order is judged
///   by that one instant. Never from the system clock.
struct GetOrderHistoryUseCase: Sendable {
    /// Keeps where the orders come from, where `now` comes from, and the calendar the days are
    /// counted in.
    ///
    /// Creating the use case does no work: the repository is asked only by `execute()`.
    init(repository: any OrderRepository, now: @escaping @Sendable () -> Date, calendar: Calendar) {
        // TODO: keep what `execute()` will need.
    }

    /// The history the screen shows, from the repository's orders.
    ///
    /// Asks the repository once and returns the history.
    ///
    /// - Throws: whatever the repository throws, unchanged.
    func execute() async throws -> [Order] {
        // TODO
        throw NotImplemented()
    }
}
