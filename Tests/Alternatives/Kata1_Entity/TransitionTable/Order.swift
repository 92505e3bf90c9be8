import Foundation

/// A customer's order. An invalid order cannot exist, and its status can only follow the
/// lifecycle: placed → confirmed → shipped → delivered, with cancellation allowed while the
/// order is placed or confirmed. Delivered and cancelled are final.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let items: [OrderItem]
    private(set) var status: OrderStatus
    let placedAt: Date

    /// Every allowed move, as a dictionary: a status missing from it has no way out.
    private static let lifecycle: [OrderStatus: Set<OrderStatus>] = [
        .placed: [.confirmed, .cancelled],
        .confirmed: [.shipped, .cancelled],
        .shipped: [.delivered],
    ]

    /// - Throws: `OrderError.blankID` (empty or only whitespace) or `.noItems`.
    init(id: String, items: [OrderItem], status: OrderStatus = .placed, placedAt: Date) throws(OrderError) {
        if id.allSatisfy(\.isWhitespace) { throw .blankID }
        if items.isEmpty { throw .noItems }
        self.id = id
        self.items = items
        self.status = status
        self.placedAt = placedAt
    }

    /// The sum of the items' subtotals, exactly.
    var total: Decimal {
        var sum = Decimal.zero
        for item in items {
            sum += item.subtotal
        }
        return sum
    }

    /// How many units were ordered: the sum of the quantities, not the number of lines.
    var itemCount: Int {
        var count = 0
        for item in items {
            count += item.quantity
        }
        return count
    }

    /// Moves the order to `next` if the lifecycle allows it.
    ///
    /// - Throws: `OrderError.invalidTransition(from: status, to: next)` for any other move,
    ///   including a move to the status the order already has. The status is then unchanged.
    mutating func transition(to next: OrderStatus) throws(OrderError) {
        if Self.lifecycle[status, default: []].contains(next) {
            status = next
        } else {
            throw .invalidTransition(from: status, to: next)
        }
    }
}
