import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
/// The age is a count of whole calendar days between the stamp and now.
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
        switch try await store.retrieve() {
        case .some(let cached) where isFresh(cached):
            return cached.orders
        default:
            return nil
        }
    }

    func save(_ orders: [Order]) async throws {
        do {
            try await store.deleteCachedOrders()
        } catch {
            throw error
        }
        try await store.insert(orders, savedAt: now())
    }

    func validateCache() async {
        let cached: CachedOrders?
        do {
            cached = try await store.retrieve()
        } catch {
            await deleteQuietly()
            return
        }
        if let cached, !isFresh(cached) {
            await deleteQuietly()
        }
    }

    private func isFresh(_ cached: CachedOrders) -> Bool {
        let moment = now()
        if cached.savedAt > moment { return false }
        guard let days = calendar.dateComponents([.day], from: cached.savedAt, to: moment).day else {
            return false
        }
        return days < maxAgeInDays
    }

    private func deleteQuietly() async {
        do {
            try await store.deleteCachedOrders()
        } catch {
            // Left for the next validation.
        }
    }
}
