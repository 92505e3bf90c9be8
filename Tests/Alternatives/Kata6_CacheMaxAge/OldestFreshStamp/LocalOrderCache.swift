import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
///
/// Written the other way round: instead of the stamp's expiry, it works out the oldest stamp
/// still fresh now (now minus the max age, in calendar days) and compares the stamp with it.
final class LocalOrderCache: Sendable {
    private let store: any OrderStore
    private let clock: @Sendable () -> Date
    private let calendar: Calendar
    private let days: Int

    init(
        store: any OrderStore, now: @escaping @Sendable () -> Date, calendar: Calendar, maxAgeInDays: Int = 7
    ) {
        self.store = store
        self.clock = now
        self.calendar = calendar
        self.days = maxAgeInDays
    }

    func load() async throws -> [Order]? {
        let cached = try await store.retrieve()
        if let cached, trusted(cached.savedAt, at: clock()) {
            return cached.orders
        }
        return nil
    }

    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        let stamp = clock()
        try await store.insert(orders, savedAt: stamp)
    }

    func validateCache() async {
        var unwanted = false
        do {
            if let cached = try await store.retrieve() {
                unwanted = !trusted(cached.savedAt, at: clock())
            }
        } catch {
            unwanted = true
        }
        if unwanted {
            do { try await store.deleteCachedOrders() } catch {}
        }
    }

    private func trusted(_ stamp: Date, at moment: Date) -> Bool {
        if stamp > moment { return false }
        guard let oldest = calendar.date(byAdding: .day, value: -days, to: moment) else { return false }
        return stamp > oldest
    }
}
