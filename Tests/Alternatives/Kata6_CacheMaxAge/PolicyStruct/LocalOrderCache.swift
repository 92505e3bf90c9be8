import Foundation

/// The rule on its own, as a value: the cache asks it about a stamp and a moment. The cutoff is
/// counted back from now rather than forward from the stamp.
struct CachePolicy: Sendable {
    let calendar: Calendar
    let maxAgeInDays: Int

    func accepts(savedAt: Date, at moment: Date) -> Bool {
        guard let cutoff = calendar.date(byAdding: .day, value: -maxAgeInDays, to: moment) else {
            return false
        }
        return cutoff < savedAt && savedAt <= moment
    }
}

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
final class LocalOrderCache: Sendable {
    private let store: any OrderStore
    private let now: @Sendable () -> Date
    private let policy: CachePolicy

    init(
        store: any OrderStore, now: @escaping @Sendable () -> Date, calendar: Calendar, maxAgeInDays: Int = 7
    ) {
        self.store = store
        self.now = now
        self.policy = CachePolicy(calendar: calendar, maxAgeInDays: maxAgeInDays)
    }

    func load() async throws -> [Order]? {
        let cached = try await store.retrieve()
        if let cached, policy.accepts(savedAt: cached.savedAt, at: now()) {
            return cached.orders
        }
        return nil
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        let timestamp = now()
        try await store.insert(orders, savedAt: timestamp)
    }

    func validateCache() async {
        do {
            if let cached = try await store.retrieve(), !policy.accepts(savedAt: cached.savedAt, at: now()) {
                try? await store.deleteCachedOrders()
            }
        } catch {
            try? await store.deleteCachedOrders()
        }
    }
}
