import Foundation
import Testing

@testable import Kata6
@testable import Kata6Support

@Suite("Validating the cache")
struct ValidateCacheTests {
    let june: June

    init() throws {
        june = try June()
    }

    static let expiredAges = [
        Age(testDescription: "saved exactly seven days ago", days: 7, seconds: 0),
        Age(testDescription: "saved a year ago", days: 365, seconds: 0),
        Age(testDescription: "saved one second after now", days: 0, seconds: -1),
    ]

    @Test("deletes an expired cache", arguments: expiredAges)
    func deletesExpired(age: Age) async throws {
        let stored = try june.cached(age: age)
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        await sut.validateCache()

        #expect(store.messages == [.retrieve, .deleteCachedOrders])
    }

    @Test("deletes an expired empty list too")
    func deletesExpiredEmptyList() async throws {
        let stored = CachedOrders(orders: [], savedAt: try june.ago(days: 8))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        await sut.validateCache()

        #expect(store.messages == [.retrieve, .deleteCachedOrders])
    }

    @Test("deletes a cache that cannot be read")
    func deletesUnreadable() async {
        let (sut, store, _) = makeSUT(now: june.now, calendar: june.calendar)
        store.fail(.retrieval)

        await sut.validateCache()

        #expect(store.messages == [.retrieve, .deleteCachedOrders])
    }

    static let freshAges = [
        Age(testDescription: "saved at this very instant", days: 0, seconds: 0),
        Age(testDescription: "saved one second less than seven days ago", days: 7, seconds: -1),
    ]

    @Test("keeps a fresh cache", arguments: freshAges)
    func keepsFresh(age: Age) async throws {
        let stored = try june.cached(age: age)
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        await sut.validateCache()
        let orders = try await sut.load()

        #expect(store.messages == [.retrieve, .retrieve])
        #expect(orders == someOrders)
    }

    @Test("keeps a fresh empty list: it is a cache, not nothing")
    func keepsFreshEmptyList() async throws {
        let stored = CachedOrders(orders: [], savedAt: try june.ago(days: 2))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        await sut.validateCache()
        let orders = try await sut.load()

        #expect(store.messages == [.retrieve, .retrieve])
        #expect(orders == [])
    }

    @Test("only looks when nothing is stored")
    func nothingStored() async {
        let (sut, store, _) = makeSUT(stored: nil, now: june.now, calendar: june.calendar)

        await sut.validateCache()

        #expect(store.messages == [.retrieve])
    }

    @Test("swallows a failed deletion, and tries once")
    func swallowsFailedDeletion() async throws {
        let stored = CachedOrders(orders: someOrders, savedAt: try june.ago(days: 8))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)
        store.fail(.deletion)

        await sut.validateCache()

        #expect(store.messages == [.retrieve, .deleteCachedOrders])
    }

    @Test("follows the max age it is given: a one-day cache is deleted after one calendar day")
    func oneDayPolicy() async throws {
        let expired = CachedOrders(orders: someOrders, savedAt: try june.ago(days: 1))
        let fresh = CachedOrders(orders: someOrders, savedAt: try june.ago(days: 1, seconds: -1))
        let (expiredSUT, expiredStore, _) = makeSUT(
            stored: expired, now: june.now, calendar: june.calendar, maxAgeInDays: 1)
        let (freshSUT, freshStore, _) = makeSUT(
            stored: fresh, now: june.now, calendar: june.calendar, maxAgeInDays: 1)

        await expiredSUT.validateCache()
        await freshSUT.validateCache()

        #expect(expiredStore.messages == [.retrieve, .deleteCachedOrders])
        #expect(freshStore.messages == [.retrieve])
    }
}
