import Foundation

/// The customer's order history as the screen shows it: newest first, without the clutter of
/// cancelled orders that are more than 30 days old.
///
/// This version reads `now` before it asks the repository, measures each cancelled order
/// against the start of the window with `timeIntervalSince`, and sorts with a hand-written
/// merge sort that takes from the left half on ties, so it is stable by construction.
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
        let instant = now()
        let orders = try await repository.getOrders()
        let windowStart = calendar.date(byAdding: .day, value: -30, to: instant)
        let shown = orders.filter { order in
            guard order.status == .cancelled, let windowStart else { return true }
            return order.placedAt.timeIntervalSince(windowStart) >= 0
        }
        return newestFirst(shown[...])
    }

    private func newestFirst(_ orders: ArraySlice<Order>) -> [Order] {
        guard orders.count > 1 else { return Array(orders) }
        let middle = orders.startIndex + orders.count / 2
        let left = newestFirst(orders[..<middle])
        let right = newestFirst(orders[middle...])
        var merged: [Order] = []
        merged.reserveCapacity(orders.count)
        var l = 0
        var r = 0
        while l < left.count, r < right.count {
            // Strictly newer on the right wins; otherwise the left one, which came first.
            if right[r].placedAt > left[l].placedAt {
                merged.append(right[r])
                r += 1
            } else {
                merged.append(left[l])
                l += 1
            }
        }
        merged += left[l...]
        merged += right[r...]
        return merged
    }
}
