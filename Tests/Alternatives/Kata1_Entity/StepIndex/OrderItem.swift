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
        let blank = productName.unicodeScalars.allSatisfy {
            CharacterSet.whitespacesAndNewlines.contains($0)
        }
        if blank { throw OrderError.blankProductName }
        if quantity <= 0 { throw OrderError.nonPositiveQuantity(quantity) }
        if unitPrice < 0 { throw OrderError.negativePrice(unitPrice) }
        self.productName = productName
        self.quantity = quantity
        self.unitPrice = unitPrice
    }

    /// Quantity times unit price, exactly: money is never a `Double`.
    var subtotal: Decimal {
        NSDecimalNumber(decimal: unitPrice).multiplying(by: NSDecimalNumber(value: quantity)).decimalValue
    }
}
