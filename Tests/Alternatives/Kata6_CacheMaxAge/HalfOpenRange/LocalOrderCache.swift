import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
///
/// Written as a value type whose freshness is a half-open range of instants: from the stamp
/// (included) to the stamp plus the max age in calendar days (excluded).
struct LocalOrderCache: Sendable {
    let store: any OrderStore
    let now: @Sendable () -> Date
    let calendar: Calendar
    let maxAgeInDays: Int

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
        return freshness(of: cached.savedAt).contains(now()) ? cached.orders : nil
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        try await store.insert(orders, savedAt: now())
    }

    func validateCache() async {
        let cached: CachedOrders?
        do {
            cached = try await store.retrieve()
        } catch {
            // Unreadable: it will never be shown.
            try? await store.deleteCachedOrders()
            return
        }
        guard let cached, !freshness(of: cached.savedAt).contains(now()) else { return }
        try? await store.deleteCachedOrders()
    }

    /// The instants at which a cache stamped `savedAt` is fresh; empty when the calendar cannot
    /// say, or the max age is not positive.
    private func freshness(of savedAt: Date) -> Range<Date> {
        var components = DateComponents()
        components.day = maxAgeInDays
        guard let end = calendar.date(byAdding: components, to: savedAt), end > savedAt else {
            return savedAt..<savedAt
        }
        return savedAt..<end
    }
}
