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
    /// Keeps the store, where `now` comes from, the calendar the days are counted in, and the max
    /// age.
    init(
        store: any OrderStore, now: @escaping @Sendable () -> Date, calendar: Calendar, maxAgeInDays: Int = 7
    ) {
        // TODO: keep what the methods will need.
    }

    /// The stored orders while they are fresh.
    ///
    /// `nil` when nothing is stored or it is expired. A query: it never deletes or writes anything,
    /// whatever it finds.
    ///
    /// - Throws: the store's retrieval error, unchanged.
    func load() async throws -> [Order]? {
        // TODO
        throw NotImplemented()
    }

    /// Replaces what is stored with `orders`.
    ///
    /// Deletes what was stored, then inserts `orders` stamped with `now()` as it is once the
    /// deletion is done. When the deletion fails, nothing is inserted.
    ///
    /// - Throws: the store's deletion or insertion error, unchanged.
    func save(_ orders: [Order]) async throws {
        // TODO
        throw NotImplemented()
    }

    /// Housekeeping at launch: clears out what will never be shown.
    ///
    /// Deletes the stored orders when they are expired or cannot be read; keeps a fresh cache;
    /// does nothing more when nothing is stored. Never fails: a deletion that fails is left for
    /// next time.
    func validateCache() async {
        // TODO
    }
}
