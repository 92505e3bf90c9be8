import Foundation
import SharedFakes
import Testing

@testable import Kata6
@testable import Kata6Support

@Suite("Loading the cache")
struct LoadTests {
    let june: June

    init() throws {
        june = try June()
    }

    @Test("creating the cache touches nothing, and each load retrieves once")
    func creationTouchesNothing() async throws {
        let stored = CachedOrders(orders: someOrders, savedAt: try june.ago(days: 1))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)
        let whenCreated = store.messages

        _ = try await sut.load()
        _ = try await sut.load()

        #expect(whenCreated == [])
        #expect(store.messages == [.retrieve, .retrieve])
    }

    @Test("nothing stored loads as nil")
    func nothingStored() async throws {
        let (sut, _, _) = makeSUT(stored: nil, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == nil)
    }

    static let freshAges = [
        Age(testDescription: "saved at this very instant", days: 0, seconds: 0),
        Age(testDescription: "saved an hour ago", days: 0, seconds: 3_600),
        Age(testDescription: "saved six days ago", days: 6, seconds: 0),
    ]

    @Test("returns the stored orders while they are younger than seven days", arguments: freshAges)
    func freshOrders(age: Age) async throws {
        let stored = try june.cached(age: age)
        let (sut, _, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == someOrders)
    }

    @Test("a stored empty list loads as an empty list, not nil")
    func storedEmptyList() async throws {
        let stored = CachedOrders(orders: [], savedAt: try june.ago(days: 2))
        let (sut, _, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == [])
    }

    @Test("orders saved exactly seven days before now are expired")
    func expiredAtTheBoundary() async throws {
        let stored = CachedOrders(orders: someOrders, savedAt: try june.calendar.at(2024, 6, 8, 12, 0, 0))
        let (sut, _, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == nil)
    }

    @Test("orders saved one second less than seven days before now are fresh")
    func freshJustInside() async throws {
        let stored = CachedOrders(orders: someOrders, savedAt: try june.calendar.at(2024, 6, 8, 12, 0, 1))
        let (sut, _, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == someOrders)
    }

    static let oldAges = [
        Age(testDescription: "seven days and one second ago", days: 7, seconds: 1),
        Age(testDescription: "eight days ago", days: 8, seconds: 0),
        Age(testDescription: "a year ago", days: 365, seconds: 0),
    ]

    @Test("orders saved more than seven days before now are expired", arguments: oldAges)
    func expiredWhenOlder(age: Age) async throws {
        let stored = try june.cached(age: age)
        let (sut, _, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == nil)
    }

    static let futureAges = [
        Age(testDescription: "one second after now", days: 0, seconds: -1),
        Age(testDescription: "an hour after now", days: 0, seconds: -3_600),
        Age(testDescription: "three days after now", days: -3, seconds: 0),
    ]

    @Test("orders saved later than now are not trusted: expired", arguments: futureAges)
    func futureStampIsExpired(age: Age) async throws {
        let stored = try june.cached(age: age)
        let (sut, _, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        let orders = try await sut.load()

        #expect(orders == nil)
    }

    @Test("passes the store's retrieval error on unchanged")
    func retrievalErrorPropagates() async {
        let (sut, store, _) = makeSUT(now: june.now, calendar: june.calendar)
        store.fail(.retrieval)

        await #expect(throws: StoreFailure.retrieval) {
            try await sut.load()
        }
    }

    @Test("passes the store's retrieval error on, even after a load that worked")
    func retrievalErrorAfterASuccessfulLoad() async throws {
        let stored = CachedOrders(orders: someOrders, savedAt: try june.ago(days: 1))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)
        let beforeFailing = try await sut.load()
        store.fail(.retrieval)

        await #expect(throws: StoreFailure.retrieval) {
            try await sut.load()
        }
        #expect(beforeFailing == someOrders)
    }

    static let whatLoadFinds = [
        Found(testDescription: "fresh orders", savedDaysAgo: 1),
        Found(testDescription: "expired orders", savedDaysAgo: 7),
        Found(testDescription: "orders from the future", savedDaysAgo: -1),
        Found(testDescription: "nothing", savedDaysAgo: nil),
        Found(testDescription: "a store that cannot be read", savedDaysAgo: 1, unreadable: true),
    ]

    @Test("only retrieves: never deletes or writes, whatever it finds", arguments: whatLoadFinds)
    func loadHasNoSideEffects(found: Found) async throws {
        let stored = try found.savedDaysAgo.map {
            CachedOrders(orders: someOrders, savedAt: try june.ago(days: $0))
        }
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)
        if found.unreadable { store.fail(.retrieval) }

        _ = try? await sut.load()

        #expect(store.messages == [.retrieve])
    }
}

/// What the store holds when the cache is read: orders saved some days ago (`nil`: nothing),
/// and whether reading it fails.
struct Found: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let savedDaysAgo: Int?
    var unreadable = false
}
