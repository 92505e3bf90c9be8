import Foundation
import SharedFakes
import Testing

@testable import Kata6
@testable import Kata6Support

@Suite("Saving to the cache")
struct SaveTests {
    let june: June

    init() throws {
        june = try June()
    }

    @Test("deletes what was stored, then inserts the new orders stamped with now")
    func deletesThenInserts() async throws {
        let stored = CachedOrders(orders: otherOrders, savedAt: try june.ago(days: 3))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        try await sut.save(someOrders)

        #expect(store.messages == [.deleteCachedOrders, .insert(someOrders, savedAt: june.now)])
    }

    @Test("stamps the orders with now as it is once the deletion is done")
    func stampsAfterTheDeletion() async throws {
        let (sut, store, now) = makeSUT(now: june.now, calendar: june.calendar)
        let afterDeletion = june.now.addingTimeInterval(90.5)
        store.whileDeleting { now.set(afterDeletion) }

        try await sut.save(someOrders)

        #expect(store.messages == [.deleteCachedOrders, .insert(someOrders, savedAt: afterDeletion)])
    }

    @Test("saving an empty list stores an empty list, which loads as an empty list")
    func savesAnEmptyList() async throws {
        let stored = CachedOrders(orders: otherOrders, savedAt: try june.ago(days: 3))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        try await sut.save([])
        let orders = try await sut.load()

        #expect(store.messages == [.deleteCachedOrders, .insert([], savedAt: june.now), .retrieve])
        #expect(orders == [])
    }

    @Test("a failed deletion throws that error and inserts nothing")
    func failedDeletion() async throws {
        let stored = CachedOrders(orders: otherOrders, savedAt: try june.ago(days: 3))
        let (sut, store, _) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)
        store.fail(.deletion)

        await #expect(throws: StoreFailure.deletion) {
            try await sut.save(someOrders)
        }
        #expect(store.messages == [.deleteCachedOrders])
    }

    @Test("a failed insertion throws that error")
    func failedInsertion() async {
        let (sut, store, _) = makeSUT(now: june.now, calendar: june.calendar)
        store.fail(.insertion)

        await #expect(throws: StoreFailure.insertion) {
            try await sut.save(someOrders)
        }
    }

    @Test("saved orders load back until they are seven days old")
    func roundTrip() async throws {
        let stored = CachedOrders(orders: otherOrders, savedAt: try june.ago(days: 3))
        let (sut, _, now) = makeSUT(stored: stored, now: june.now, calendar: june.calendar)

        try await sut.save(someOrders)
        now.set(try june.calendar.at(2024, 6, 22, 11, 59, 59))
        let lastSecond = try await sut.load()
        now.set(try june.calendar.at(2024, 6, 22, 12, 0, 0))
        let sevenDaysOn = try await sut.load()

        #expect(lastSecond == someOrders)
        #expect(sevenDaysOn == nil)
    }
}
