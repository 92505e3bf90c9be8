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
        guard productName.trimmingCharacters(in: .whitespacesAndNewlines) != "" else {
            throw .blankProductName
        }
        guard quantity >= 1 else { throw .nonPositiveQuantity(quantity) }
        guard !unitPrice.isSignMinus || unitPrice.isZero else { throw .negativePrice(unitPrice) }
        self.productName = productName
        self.quantity = quantity
        self.unitPrice = unitPrice
    }

    /// Quantity times unit price, exactly: money is never a `Double`.
    var subtotal: Decimal {
        var product = Decimal()
        var price = unitPrice
        var count = Decimal(quantity)
        // NSDecimalMultiply keeps every digit a Decimal can hold; no rounding to cents.
        _ = NSDecimalMultiply(&product, &price, &count, .plain)
        return product
    }
}
