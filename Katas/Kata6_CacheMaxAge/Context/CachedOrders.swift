import Foundation

/// What the store holds: the orders saved last, and the instant they were saved.
struct CachedOrders: Equatable, Sendable {
    let orders: [Order]
    /// An instant, with no time zone: a calendar gives it one when the cache's age is counted.
    let savedAt: Date
}
