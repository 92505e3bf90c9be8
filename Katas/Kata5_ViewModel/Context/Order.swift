import Foundation

/// An order as the domain hands it to the screen: already valid, already filtered and sorted
/// by the use case. The money carries its currency, because a shop that sells abroad shows
/// an order in the currency it was paid in, whatever the customer's locale.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let placedAt: Date
    let total: Decimal
    /// ISO 4217, for instance "EUR" or "USD".
    let currencyCode: String
}
