import Foundation

/// An order as the cache keeps it. Kept small on purpose: this kata is about how long a saved
/// list can be trusted, not what is in it.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let total: Decimal
}
