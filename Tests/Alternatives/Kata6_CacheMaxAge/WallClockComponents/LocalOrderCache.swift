import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
///
/// Written with wall-clock arithmetic: the stamp is read as a date and time on the calendar's
/// clock, the max age is added to its day of the month, and the calendar turns that wall-clock
/// time back into an instant (it rolls day 34 of March over into April by itself).
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
        let cached = try await store.retrieve()
        guard let cached else { return nil }
        return expired(cached.savedAt) ? nil : cached.orders
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        try await store.insert(orders, savedAt: now())
    }

    func validateCache() async {
        let expired: Bool
        do {
            guard let cached = try await store.retrieve() else { return }
            expired = self.expired(cached.savedAt)
        } catch {
            expired = true
        }
        if expired {
            _ = try? await store.deleteCachedOrders()
        }
    }

    private func expired(_ savedAt: Date) -> Bool {
        let moment = now()
        if savedAt > moment { return true }
        var wallClock = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: savedAt)
        guard let day = wallClock.day else { return true }
        wallClock.day = day + maxAgeInDays
        guard let expiry = calendar.date(from: wallClock) else { return true }
        return moment >= expiry
    }
}
