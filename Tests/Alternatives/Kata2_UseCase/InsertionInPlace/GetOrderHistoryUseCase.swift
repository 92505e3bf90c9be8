import Foundation

/// The customer's order history as the screen shows it: newest first, without the clutter of
/// cancelled orders that are more than 30 days old.
///
/// This version builds the answer by inserting each shown order after every order at least as
/// new, so equal instants keep the repository's order by construction, and counts the window
/// with `DateComponents` in the given calendar.
struct GetOrderHistoryUseCase: Sendable {
    private let repository: any OrderRepository
    private let now: @Sendable () -> Date
    private let calendar: Calendar

    init(repository: any OrderRepository, now: @escaping @Sendable () -> Date, calendar: Calendar) {
        self.repository = repository
        self.now = now
        self.calendar = calendar
    }

    func execute() async throws -> [Order] {
        let orders = try await repository.getOrders()
        let instant = now()
        let windowStart = calendar.date(byAdding: DateComponents(day: -30), to: instant)
        var shown: [Order] = []
        shown.reserveCapacity(orders.count)
        for order in orders where isShown(order, windowStart: windowStart) {
            // The first index holding an older order; equal instants stay in arrival order.
            let slot = shown.firstIndex { $0.placedAt < order.placedAt } ?? shown.endIndex
            shown.insert(order, at: slot)
        }
        return shown
    }

    private func isShown(_ order: Order, windowStart: Date?) -> Bool {
        guard order.status == .cancelled else { return true }
        guard let windowStart else { return true }
        return !(order.placedAt < windowStart)
    }
}
