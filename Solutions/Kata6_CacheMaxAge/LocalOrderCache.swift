import Foundation

/// The orders saved on the device, good for `maxAgeInDays` calendar days (seven unless told).
///
/// - Fresh means saved no later than `now()` and less than `maxAgeInDays` days before it: a
///   cache exactly the max age old is expired, one a second younger is fresh. A max age of zero
///   days or less keeps nothing fresh.
/// - Days are calendar days in `calendar` and its time zone: with a max age of seven days, a
///   cache saved at 10:00 on the 1st expires at 10:00 local time on the 8th.
/// - A `savedAt` later than `now()` (the device clock was moved back) is not trusted: expired.
/// - The time comes only from `now`, read when a method runs; never from the system clock.
/// - Creating the cache touches nothing in the store.
final class LocalOrderCache: Sendable {
    private let store: any OrderStore
    private let now: @Sendable () -> Date
    private let calendar: Calendar
    private let maxAgeInDays: Int

    /// Keeps the store, where `now` comes from, the calendar the days are counted in, and the max
    /// age.
    init(
        store: any OrderStore, now: @escaping @Sendable () -> Date, calendar: Calendar, maxAgeInDays: Int = 7
    ) {
        self.store = store
        self.now = now
        self.calendar = calendar
        self.maxAgeInDays = maxAgeInDays
    }

    /// The stored orders while they are fresh.
    ///
    /// `nil` when nothing is stored or it is expired. A query: it never deletes or writes anything,
    /// whatever it finds.
    ///
    /// - Throws: the store's retrieval error, unchanged.
    func load() async throws -> [Order]? {
        // Expired orders stay where they are: clearing them is validateCache's job, so that
        // reading the cache can never change it.
        guard let cached = try await store.retrieve(), isFresh(cached.savedAt) else { return nil }
        return cached.orders
    }

    /// Replaces what is stored with `orders`.
    ///
    /// Deletes what was stored, then inserts `orders` stamped with `now()` as it is once the
    /// deletion is done. When the deletion fails, nothing is inserted.
    ///
    /// - Throws: the store's deletion or insertion error, unchanged.
    func save(_ orders: [Order]) async throws {
        try await store.deleteCachedOrders()
        // The clock is read only now: the stamp says when these orders were stored, however
        // long the deletion took.
        try await store.insert(orders, savedAt: now())
    }

    /// Housekeeping at launch: clears out what will never be shown.
    ///
    /// Deletes the stored orders when they are expired or cannot be read; keeps a fresh cache;
    /// does nothing more when nothing is stored. Never fails: a deletion that fails is left for
    /// next time.
    func validateCache() async {
        let worthDeleting: Bool
        do {
            worthDeleting = try await store.retrieve().map { !isFresh($0.savedAt) } ?? false
        } catch {
            // Orders that cannot be read will never be shown: clear the way for the next save.
            worthDeleting = true
        }
        guard worthDeleting else { return }
        // Nobody waits on housekeeping, so nobody is told: the next validation tries again.
        try? await store.deleteCachedOrders()
    }

    private func isFresh(_ savedAt: Date) -> Bool {
        let current = now()
        // A stamp from the future means the device clock was moved back: the real age is unknown.
        guard savedAt <= current else { return false }
        // Calendar days, not 24-hour blocks: a daylight-saving change makes a week 167 or 169
        // hours. A date the calendar cannot compute is treated as expired, the safe side.
        guard let expiry = calendar.date(byAdding: .day, value: maxAgeInDays, to: savedAt) else {
            return false
        }
        return current < expiry
    }
}
