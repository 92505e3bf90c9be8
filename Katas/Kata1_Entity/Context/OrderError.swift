import Foundation

/// Why an order or one of its items could not be built or changed. Each case carries what a
/// caller needs to explain the refusal.
enum OrderError: Error, Equatable {
    case blankID
    case noItems
    case blankProductName
    case nonPositiveQuantity(Int)
    case negativePrice(Decimal)
    case invalidTransition(from: OrderStatus, to: OrderStatus)
}
