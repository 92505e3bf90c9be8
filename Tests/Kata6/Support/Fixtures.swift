import Foundation
import SharedFakes
import Testing

@testable import Kata6

/// Mid-June in Paris: no daylight-saving change in the weeks around it, so the tests that use
/// it are about the rule alone (the calendar has its own suite).
struct June {
    let calendar: Calendar
    let now: Date

    init() throws {
        calendar = try gregorian(in: "Europe/Paris")
        now = try calendar.at(2024, 6, 15, 12, 0)
    }

    /// `days` calendar days and `seconds` seconds before now (after it, for negative values).
    func ago(days: Int = 0, seconds: Int = 0) throws -> Date {
        let day = try #require(calendar.date(byAdding: .day, value: -days, to: now))
        return day.addingTimeInterval(-Double(seconds))
    }

    /// `orders` as the store holds them when they were saved `age` before now.
    func cached(_ orders: [Order] = someOrders, age: Age) throws -> CachedOrders {
        CachedOrders(orders: orders, savedAt: try ago(days: age.days, seconds: age.seconds))
    }
}

/// In no order of ID or total, so a cache that sorts or reverses what it was given shows.
let someOrders = [Order(id: "B2", total: 12), Order(id: "A1", total: 30), Order(id: "D4", total: 4)]
let otherOrders = [Order(id: "C3", total: 4)]

/// The cache over an in-memory store spy holding `stored`, with "now" fixed at `now` in
/// `calendar`; the max age is the default unless `maxAgeInDays` is given.
func makeSUT(
    stored: CachedOrders? = nil, now: Date, calendar: Calendar, maxAgeInDays: Int? = nil
) -> (sut: LocalOrderCache, store: InMemoryOrderStoreSpy, now: SettableNow) {
    let store = InMemoryOrderStoreSpy(stored: stored)
    let clock = SettableNow(now)
    let sut =
        if let maxAgeInDays {
            LocalOrderCache(store: store, now: { clock() }, calendar: calendar, maxAgeInDays: maxAgeInDays)
        } else {
            LocalOrderCache(store: store, now: { clock() }, calendar: calendar)
        }
    return (sut, store, clock)
}

/// An age, as a test argument with a readable name.
struct Age: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let days: Int
    let seconds: Int
}
