import Foundation

/// One line of an order: a product, how many of it, and the price of one.
///
/// This version judges blankness scalar by scalar with the Unicode `White_Space` property and
/// multiplies with `NSDecimalMultiply`, which is exact while the result fits in 38 digits.
struct OrderItem: Hashable, Sendable {
    let productName: String
    let quantity: Int
    let unitPrice: Decimal

    init(productName: String, quantity: Int, unitPrice: Decimal) throws(OrderError) {
        if productName.hasOnlyWhiteSpace { throw .blankProductName }
        if quantity < 1 { throw .nonPositiveQuantity(quantity) }
        if unitPrice.isSignMinus, !unitPrice.isZero { throw .negativePrice(unitPrice) }
        self.productName = productName
        self.quantity = quantity
        self.unitPrice = unitPrice
    }

    var subtotal: Decimal {
        var price = unitPrice
        var count = Decimal(quantity)
        var product = Decimal()
        _ = NSDecimalMultiply(&product, &price, &count, .plain)
        return product
    }
}

extension String {
    /// True for the empty string too: `allSatisfy` holds vacuously.
    var hasOnlyWhiteSpace: Bool {
        unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
