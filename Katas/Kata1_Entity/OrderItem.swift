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
        // TODO: refuse invalid input, then set each property.
        // (Placeholder values keep the stub compiling.)
        self.productName = ""
        self.quantity = 0
        self.unitPrice = 0
    }

    /// Quantity times unit price, exactly: money is never a `Double`.
    var subtotal: Decimal {
        0  // TODO
    }
}
