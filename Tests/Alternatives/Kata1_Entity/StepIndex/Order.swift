import Foundation

/// A customer's order. An invalid order cannot exist, and its status can only follow the
/// lifecycle: placed → confirmed → shipped → delivered, with cancellation allowed while the
/// order is placed or confirmed. Delivered and cancelled are final.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let items: [OrderItem]
    private(set) var status: OrderStatus
    let placedAt: Date

    /// The happy path, in order; a move forward is one index up.
    private static let steps: [OrderStatus] = [.placed, .confirmed, .shipped, .delivered]
    /// Where cancelling is still possible.
    private static let cancellable: Set<OrderStatus> = [.placed, .confirmed]

    /// - Throws: `OrderError.blankID` (empty or only whitespace) or `.noItems`.
    init(id: String, items: [OrderItem], status: OrderStatus = .placed, placedAt: Date) throws(OrderError) {
        let blank = id.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) }
        if blank { throw OrderError.blankID }
        if items.count == 0 { throw OrderError.noItems }
        self.id = id
        self.items = items
        self.status = status
        self.placedAt = placedAt
    }

    /// The sum of the items' subtotals, exactly.
    var total: Decimal {
        items.reduce(into: Decimal.zero) { sum, item in sum += item.subtotal }
    }

    /// How many units were ordered: the sum of the quantities, not the number of lines.
    var itemCount: Int {
        items.reduce(into: 0) { count, item in count += item.quantity }
    }

    /// Moves the order to `next` if the lifecycle allows it.
    ///
    /// - Throws: `OrderError.invalidTransition(from: status, to: next)` for any other move,
    ///   including a move to the status the order already has. The status is then unchanged.
    mutating func transition(to next: OrderStatus) throws(OrderError) {
        guard isAllowed(from: status, to: next) else {
            throw OrderError.invalidTransition(from: status, to: next)
        }
        status = next
    }

    private func isAllowed(from current: OrderStatus, to next: OrderStatus) -> Bool {
        if next == .cancelled {
            return Self.cancellable.contains(current)
        }
        guard let here = Self.steps.firstIndex(of: current), let there = Self.steps.firstIndex(of: next)
        else { return false }
        return there == here + 1
    }
}
