import Foundation

/// A customer's order. This version keeps the lifecycle as a list of allowed edges and checks a
/// move by looking it up in that list.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let items: [OrderItem]
    private(set) var status: OrderStatus
    let placedAt: Date

    init(id: String, items: [OrderItem], status: OrderStatus = .placed, placedAt: Date) throws(OrderError) {
        if id.hasOnlyWhiteSpace { throw .blankID }
        if items.isEmpty { throw .noItems }
        self.id = id
        self.items = items
        self.status = status
        self.placedAt = placedAt
    }

    var total: Decimal {
        var sum = Decimal.zero
        for item in items {
            sum += item.subtotal
        }
        return sum
    }

    var itemCount: Int {
        items.lazy.map(\.quantity).reduce(0, +)
    }

    private static let edges: [(from: OrderStatus, to: OrderStatus)] = [
        (.placed, .confirmed), (.confirmed, .shipped), (.shipped, .delivered),
        (.placed, .cancelled), (.confirmed, .cancelled),
    ]

    mutating func transition(to next: OrderStatus) throws(OrderError) {
        let current = status
        guard Self.edges.contains(where: { $0.from == current && $0.to == next }) else {
            throw .invalidTransition(from: current, to: next)
        }
        status = next
    }
}
