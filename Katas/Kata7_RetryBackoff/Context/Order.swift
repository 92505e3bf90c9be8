import Foundation

/// An order as the API returns it. Kept small on purpose: this kata is about when to ask again,
/// not what comes back.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let total: Decimal
}
