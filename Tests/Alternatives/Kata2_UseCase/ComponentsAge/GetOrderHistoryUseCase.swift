import Foundation

/// The customer's order history as the screen shows it: newest first, without the clutter of
/// cancelled orders that are more than 30 days old.
///
/// - Every order that is not cancelled is shown, however old.
/// - A cancelled order is shown while it was placed at most 30 days before `now`: one placed
///   exactly 30 days before is still shown, one placed a second earlier is not.
/// - "30 days" means 30 calendar days in `calendar` (and its time zone), so it can be 719 or
///   721 hours when a daylight-saving change falls in between.
/// - Orders placed at the same instant keep the order the repository gave them.
/// - The time comes only from `now`, read when `execute()` runs; never from the system clock.
struct GetOrderHistoryUseCase: Sendable {
    private let repository: any OrderRepository
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    /// Creating the use case does no work: the repository is asked only by `execute()`.
    init(repository: any OrderRepository, now: @escaping @Sendable () -> Date, calendar: Calendar) {
        self.repository = repository
        self.now = now
        self.calendar = calendar
    }

    /// Asks the repository once and returns the history.
    ///
    /// - Throws: whatever the repository throws, unchanged.
    func execute() async throws -> [Order] {
        let orders = try await repository.getOrders()
        let today = now()
        var history: [Order] = []
        for order in orders where !isOldCancellation(order, today: today) {
            // Insertion after every order at least as new: equal instants stay in arrival order.
            let index = history.firstIndex { $0.placedAt < order.placedAt } ?? history.endIndex
            history.insert(order, at: index)
        }
        return history
    }

    /// More than 30 calendar days: 30 whole days in the calendar, and then some time more.
    private func isOldCancellation(_ order: Order, today: Date) -> Bool {
        guard order.status == .cancelled else { return false }
        let age = calendar.dateComponents(
            [.day, .hour, .minute, .second, .nanosecond], from: order.placedAt, to: today)
        let days = age.day ?? 0
        if days != 30 { return days > 30 }
        return (age.hour ?? 0) > 0 || (age.minute ?? 0) > 0 || (age.second ?? 0) > 0
            || (age.nanosecond ?? 0) > 0
    }
}
