import Foundation

/// A customer's order. An invalid order cannot exist, and its status can only follow the
/// lifecycle: placed → confirmed → shipped → delivered, with cancellation allowed while the
/// order is placed or confirmed. Delivered and cancelled are final.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let items: [OrderItem]
    private(set) var status: OrderStatus
    let placedAt: Date

    /// - Throws: `OrderError.blankID` (empty or only whitespace) or `.noItems`.
    init(id: String, items: [OrderItem], status: OrderStatus = .placed, placedAt: Date) throws(OrderError) {
        guard id.trimmingCharacters(in: .whitespacesAndNewlines) != "" else { throw .blankID }
        guard items.first != nil else { throw .noItems }
        self.id = id
        self.items = items
        self.status = status
        self.placedAt = placedAt
    }

    /// The sum of the items' subtotals, exactly.
    var total: Decimal {
        items.map(\.subtotal).reduce(Decimal.zero, +)
    }

    /// How many units were ordered: the sum of the quantities, not the number of lines.
    var itemCount: Int {
        items.map(\.quantity).reduce(0, +)
    }

    /// Moves the order to `next` if the lifecycle allows it.
    ///
    /// - Throws: `OrderError.invalidTransition(from: status, to: next)` for any other move,
    ///   including a move to the status the order already has. The status is then unchanged.
    mutating func transition(to next: OrderStatus) throws(OrderError) {
        switch (status, next) {
        case (.placed, .confirmed), (.confirmed, .shipped), (.shipped, .delivered),
            (.placed, .cancelled), (.confirmed, .cancelled):
            status = next
        default:
            throw .invalidTransition(from: status, to: next)
        }
    }
}
