import Foundation

/// A customer's order. An invalid order cannot exist, and its status can only follow the
/// lifecycle.
///
/// The lifecycle: placed → confirmed → shipped → delivered, with cancellation allowed while the
/// order is placed or confirmed. Delivered and cancelled are final.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let items: [OrderItem]
    private(set) var status: OrderStatus
    let placedAt: Date

    /// Builds a valid order, or refuses the input.
    ///
    /// - Throws: `OrderError.blankID` (empty or only whitespace) or `.noItems`.
    init(id: String, items: [OrderItem], status: OrderStatus = .placed, placedAt: Date) throws(OrderError) {
        guard !id.isBlank else { throw .blankID }
        guard !items.isEmpty else { throw .noItems }
        self.id = id
        self.items = items
        self.status = status
        self.placedAt = placedAt
    }

    /// The sum of the items' subtotals, exactly.
    var total: Decimal {
        items.reduce(0) { $0 + $1.subtotal }
    }

    /// How many units were ordered.
    ///
    /// The sum of the quantities, not the number of lines.
    var itemCount: Int {
        items.reduce(0) { $0 + $1.quantity }
    }

    /// Moves the order to `next` if the lifecycle allows it.
    ///
    /// - Throws: `OrderError.invalidTransition(from: status, to: next)` for any other move,
    ///   including a move to the status the order already has. The status is then unchanged.
    mutating func transition(to next: OrderStatus) throws(OrderError) {
        guard status.allowedNext.contains(next) else {
            throw .invalidTransition(from: status, to: next)
        }
        status = next
    }
}

extension OrderStatus {
    /// The whole lifecycle in one place: a table is easier to check against the spec than a
    /// chain of `if`s.
    fileprivate var allowedNext: Set<OrderStatus> {
        switch self {
        case .placed: [.confirmed, .cancelled]
        case .confirmed: [.shipped, .cancelled]
        case .shipped: [.delivered]
        case .delivered, .cancelled: []
        }
    }
}
