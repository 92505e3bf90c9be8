import Foundation

/// An order as the repository hands it around. Kept small on purpose: this kata is about where
/// orders come from, not what is in them.
struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let total: Decimal
}
