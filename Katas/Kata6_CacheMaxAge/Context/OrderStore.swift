import Foundation

/// The on-device storage behind the cache (a file, a database). It keeps one list and its time
/// stamp, knows nothing about expiry, and each call can fail (a full disk, a corrupt file).
protocol OrderStore: Sendable {
    /// What was stored last, or `nil` when nothing is stored.
    func retrieve() async throws -> CachedOrders?

    /// Stores `orders` with their time stamp, replacing whatever was stored.
    func insert(_ orders: [Order], savedAt: Date) async throws

    /// Removes whatever is stored; afterwards `retrieve()` answers `nil`.
    func deleteCachedOrders() async throws
}
