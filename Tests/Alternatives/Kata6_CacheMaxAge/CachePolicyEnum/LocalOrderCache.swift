import Foundation

/// What a stored list is worth, decided without touching the store.
enum CachePolicy {
    enum Verdict {
        case fresh
        case expired
    }

    /// Fresh while now lies in the half-open window [savedAt, savedAt + maxAgeInDays days).
    static func verdict(savedAt: Date, now: Date, calendar: Calendar, maxAgeInDays: Int) -> Verdict {
        let expiry = calendar.date(byAdding: DateComponents(day: maxAgeInDays), to: savedAt)
        guard let expiry, savedAt < expiry else { return .expired }
        return (savedAt..<expiry).contains(now) ? .fresh : .expired
    }
}

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
final class LocalOrderCache: Sendable {
    private let store: any OrderStore
    private let now: @Sendable () -> Date
    private let calendar: Calendar
    private let maxAgeInDays: Int

    init(
        store: any OrderStore, now: @escaping @Sendable () -> Date, calendar: Calendar, maxAgeInDays: Int = 7
    ) {
        self.store = store
        self.now = now
        self.calendar = calendar
        self.maxAgeInDays = maxAgeInDays
    }

    func load() async throws -> [Order]? {
        guard let cached = try await store.retrieve() else { return nil }
        switch verdict(for: cached) {
        case .fresh: return cached.orders
        case .expired: return nil
        }
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        try await store.insert(orders, savedAt: now())
    }

    func validateCache() async {
        switch await lookUp() {
        case .nothing:
            return
        case .unreadable:
            try? await store.deleteCachedOrders()
        case .found(let cached) where verdict(for: cached) == .expired:
            try? await store.deleteCachedOrders()
        case .found:
            return
        }
    }

    private enum Lookup {
        case nothing
        case found(CachedOrders)
        case unreadable
    }

    private func lookUp() async -> Lookup {
        do {
            return try await store.retrieve().map(Lookup.found) ?? .nothing
        } catch {
            return .unreadable
        }
    }

    private func verdict(for cached: CachedOrders) -> CachePolicy.Verdict {
        CachePolicy.verdict(
            savedAt: cached.savedAt, now: now(), calendar: calendar, maxAgeInDays: maxAgeInDays)
    }
}
