import Foundation

/// One line of an order: a product, how many of it, and the price of one.
///
/// An invalid line cannot exist: the initializer refuses a blank product name (empty, or only
/// whitespace), a quantity below one, and a negative price. A price of zero, a free gift, is
/// allowed.
struct OrderItem: Hashable, Sendable {
    let productName: String
    let quantity: Int
    let unitPrice: Decimal

    /// Builds a valid line, or refuses the input.
    ///
    /// - Throws: `OrderError.blankProductName`, `.nonPositiveQuantity(quantity)` or
    ///   `.negativePrice(unitPrice)`.
    init(productName: String, quantity: Int, unitPrice: Decimal) throws(OrderError) {
        // Validate in the initializer, so no other code ever has to ask "is this item valid?".
        guard !productName.isBlank else { throw .blankProductName }
        guard quantity > 0 else { throw .nonPositiveQuantity(quantity) }
        guard unitPrice >= 0 else { throw .negativePrice(unitPrice) }
        self.productName = productName
        self.quantity = quantity
        self.unitPrice = unitPrice
    }

    /// Quantity times unit price, exactly: money is never a `Double`.
    var subtotal: Decimal {
        unitPrice * Decimal(quantity)
    }
}

extension String {
    /// Empty, or nothing but spaces, tabs and line breaks.
    var isBlank: Bool {
        trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
