import Foundation
import SharedFakes
import Testing

@testable import Kata6
@testable import Kata6Support

@Suite("Cache age in calendar days")
struct CacheAgeTests {
    static let daylightSavingExamples = [
        // Paris put its clocks forward on 31 March 2024, so the seven calendar days before
        // 3 April are only 167 hours.
        DaylightSavingExample(
            testDescription: "Paris, clocks forward: exactly seven days (167 h) ago is expired",
            zone: "Europe/Paris", now: local(2024, 4, 3, 12, 0), saved: local(2024, 3, 27, 12, 0),
            secondsApart: 167 * 3_600, fresh: false),
        DaylightSavingExample(
            testDescription: "Paris, clocks forward: seven days less a second (167 h - 1 s) ago is fresh",
            zone: "Europe/Paris", now: local(2024, 4, 3, 12, 0), saved: local(2024, 3, 27, 12, 0, 1),
            secondsApart: 167 * 3_600 - 1, fresh: true),
        // New York put its clocks back on 3 November 2024, so the seven calendar days before
        // 6 November are 169 hours.
        DaylightSavingExample(
            testDescription: "New York, clocks back: exactly seven days (169 h) ago is expired",
            zone: "America/New_York", now: local(2024, 11, 6, 12, 0), saved: local(2024, 10, 30, 12, 0),
            secondsApart: 169 * 3_600, fresh: false),
        DaylightSavingExample(
            testDescription: "New York, clocks back: seven days less a second (169 h - 1 s) ago is fresh",
            zone: "America/New_York", now: local(2024, 11, 6, 12, 0), saved: local(2024, 10, 30, 12, 0, 1),
            secondsApart: 169 * 3_600 - 1, fresh: true),
    ]

    @Test(
        "counts seven calendar days in the calendar's time zone, across a daylight-saving change too",
        arguments: daylightSavingExamples)
    func calendarDaysAcrossDaylightSaving(example: DaylightSavingExample) async throws {
        let calendar = try gregorian(in: example.zone)
        let now = try calendar.at(example.now)
        let savedAt = try calendar.at(example.saved)
        // The premise: the time zone really changed its clocks in between.
        try #require(now.timeIntervalSince(savedAt) == example.secondsApart)
        let stored = CachedOrders(orders: someOrders, savedAt: savedAt)
        let (sut, store, _) = makeSUT(stored: stored, now: now, calendar: calendar)

        let loaded = try await sut.load()
        await sut.validateCache()

        #expect(loaded == (example.fresh ? someOrders : nil))
        #expect(store.messages == [.retrieve, .retrieve] + (example.fresh ? [] : [.deleteCachedOrders]))
    }

    @Test("judges the age by now when it loads, not when the cache was created")
    func readsNowAtEachLoad() async throws {
        let june = try June()
        let stored = CachedOrders(orders: someOrders, savedAt: try june.calendar.at(2024, 6, 10))
        let (sut, _, now) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let whileFresh = try await sut.load()
        now.set(try june.calendar.at(2024, 6, 20))
        let whenOld = try await sut.load()

        #expect(whileFresh == someOrders)
        #expect(whenOld == nil)
    }

    @Test(
        "the max age is a parameter: exactly that many days old is expired, a second younger is fresh",
        arguments: [1, 30])
    func maxAgeIsAParameter(days: Int) async throws {
        let june = try June()
        let expired = CachedOrders(orders: someOrders, savedAt: try june.ago(days: days))
        let fresh = CachedOrders(orders: otherOrders, savedAt: try june.ago(days: days, seconds: -1))
        let (expiredSUT, _, _) = makeSUT(
            stored: expired, now: june.now, calendar: june.calendar, maxAgeInDays: days)
        let (freshSUT, _, _) = makeSUT(
            stored: fresh, now: june.now, calendar: june.calendar, maxAgeInDays: days)

        let fromExpired = try await expiredSUT.load()
        let fromFresh = try await freshSUT.load()

        #expect(fromExpired == nil)
        #expect(fromFresh == otherOrders)
    }

    @Test(
        "a max age of zero days or less keeps nothing, not even orders saved this instant",
        arguments: [0, -7])
    func nonPositiveMaxAge(days: Int) async throws {
        let june = try June()
        let stored = CachedOrders(orders: someOrders, savedAt: june.now)
        let (sut, store, _) = makeSUT(
            stored: stored, now: june.now, calendar: june.calendar, maxAgeInDays: days)

        let loaded = try await sut.load()
        await sut.validateCache()

        #expect(loaded == nil)
        #expect(store.messages == [.retrieve, .retrieve, .deleteCachedOrders])
    }
}

/// A "now" and a save time, as wall-clock times in one zone; how far apart they really are; and
/// whether orders saved then are still fresh with the default seven days.
struct DaylightSavingExample: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let zone: String
    let now: DateComponents
    let saved: DateComponents
    let secondsApart: TimeInterval
    let fresh: Bool
}
