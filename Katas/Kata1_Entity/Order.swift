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
        // TODO: refuse invalid input, then set each property.
        // (Placeholder values keep the stub compiling.)
        self.id = ""
        self.items = []
        self.status = .placed
        self.placedAt = .distantPast
    }

    /// The sum of the items' subtotals, exactly.
    var total: Decimal {
        0  // TODO
    }

    /// How many units were ordered.
    ///
    /// The sum of the quantities, not the number of lines.
    var itemCount: Int {
        0  // TODO
    }

    /// Moves the order to `next` if the lifecycle allows it.
    ///
    /// - Throws: `OrderError.invalidTransition(from: status, to: next)` for any other move,
    ///   including a move to the status the order already has. The status is then unchanged.
    mutating func transition(to next: OrderStatus) throws(OrderError) {
        // TODO
    }
}
