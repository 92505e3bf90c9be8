import Foundation

/// An order in the customer's history: what was bought, what it cost, when, and whether it was
/// cancelled. The shop's own words, whatever the server calls them.
public struct Order: Equatable, Sendable {
    public let id: String
    /// The names of the products bought, in the order they were put in the basket.
    public let products: [String]
    public let total: Decimal
    /// ISO 4217, as in "EUR": the currency the total was paid in.
    public let currencyCode: String
    public let placedAt: Date
    public let isCancelled: Bool

    public init(
        id: String, products: [String], total: Decimal, currencyCode: String, placedAt: Date,
        isCancelled: Bool
    ) {
        self.id = id
        self.products = products
        self.total = total
        self.currencyCode = currencyCode
        self.placedAt = placedAt
        self.isCancelled = isCancelled
    }
}
