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

    /// - Throws: `OrderError.blankProductName`, `.nonPositiveQuantity(quantity)` or
    ///   `.negativePrice(unitPrice)`.
    init(productName: String, quantity: Int, unitPrice: Decimal) throws(OrderError) {
        if productName.allSatisfy(\.isWhitespace) { throw .blankProductName }
        if quantity < 1 { throw .nonPositiveQuantity(quantity) }
        if unitPrice < .zero { throw .negativePrice(unitPrice) }
        self.productName = productName
        self.quantity = quantity
        self.unitPrice = unitPrice
    }

    /// Quantity times unit price, exactly: money is never a `Double`.
    var subtotal: Decimal {
        Decimal(quantity) * unitPrice
    }
}
