import Foundation
import SharedFakes
import Testing

@testable import Kata2
@testable import Kata2Support

@Suite("Order history")
struct OrderHistoryTests {
    /// Mid-June in Berlin: no daylight-saving change in the 30 days before, so these tests are
    /// about the rule alone (the calendar has its own suite).
    let calendar: Calendar
    let now: Date

    init() throws {
        calendar = try gregorian(in: "Europe/Berlin")
        now = try calendar.at(2024, 6, 15, 12, 0)
    }

    @Test("shows the orders newest first")
    func newestFirst() async throws {
        let june1 = order("B", .shipped, placedAt: try calendar.at(2024, 6, 1))
        let june10 = order("A", .placed, placedAt: try calendar.at(2024, 6, 10))
        let lastYear = order("C", .delivered, placedAt: try calendar.at(2023, 1, 5))
        let yesterday = order("D", .confirmed, placedAt: try calendar.at(2024, 6, 14, 18, 30))
        // Two orders of the same day, the earlier one first: the time of day decides, not the date.
        let thisMorning = order("E", .placed, placedAt: try calendar.at(2024, 6, 15, 8, 5))
        let thisMorningLater = order("F", .placed, placedAt: try calendar.at(2024, 6, 15, 8, 5, 1))
        // A quarter of a second is later too: instants are compared whole, not to the second.
        let aQuarterSecondLater = order("G", .placed, placedAt: thisMorning.placedAt.addingTimeInterval(0.25))
        let (sut, _, _) = makeSUT(
            orders: [june1, thisMorning, june10, lastYear, yesterday, thisMorningLater, aQuarterSecondLater],
            now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(
            history == [
                thisMorningLater, aQuarterSecondLater, thisMorning, yesterday, june10, june1, lastYear,
            ])
    }

    @Test("orders placed at the same instant keep the repository's order")
    func tiesKeepRepositoryOrder() async throws {
        let sameInstant = try calendar.at(2024, 6, 10, 9, 15)
        let older = order("old", placedAt: try calendar.at(2024, 6, 1))
        let newer = order("new", placedAt: try calendar.at(2024, 6, 14))
        // B, C, A is neither ID order, nor total order, nor their reverses, nor reversed input:
        // only a stable sort passes.
        let tied = [("B", 20), ("C", 30), ("A", 10)].map { (id: String, total: Decimal) in
            order(id, placedAt: sameInstant, total: total)
        }
        // And many more at another instant, in a scrambled order: a sort can be stable for a few
        // elements and not for many.
        let anotherInstant = try calendar.at(2024, 6, 5)
        let manyTied = (0..<40).map { order("T\(($0 * 17) % 40)", placedAt: anotherInstant) }
        let (sut, _, _) = makeSUT(
            orders: [older, tied[0], tied[1], newer] + manyTied + [tied[2]], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history.map(\.id) == ["new", "B", "C", "A"] + manyTied.map(\.id) + ["old"])
    }

    @Test("shows a cancelled order placed exactly 30 days before now")
    func showsAtTheBoundary() async throws {
        let cancelled = order("C1", .cancelled, placedAt: try calendar.at(2024, 5, 16, 12, 0, 0))
        let (sut, _, _) = makeSUT(orders: [cancelled], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [cancelled])
    }

    @Test("shows a cancelled order placed one second less than 30 days before now")
    func showsJustInside() async throws {
        let cancelled = order("C1", .cancelled, placedAt: try calendar.at(2024, 5, 16, 12, 0, 1))
        let (sut, _, _) = makeSUT(orders: [cancelled], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [cancelled])
    }

    @Test("hides a cancelled order placed one second more than 30 days before now")
    func hidesJustOutside() async throws {
        let cancelled = order("C1", .cancelled, placedAt: try calendar.at(2024, 5, 16, 11, 59, 59))
        let recent = order("R1", placedAt: try calendar.at(2024, 6, 1))
        let (sut, _, _) = makeSUT(orders: [cancelled, recent], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [recent])
    }

    @Test("hides a cancelled order placed a fraction of a second more than 30 days before now")
    func hidesAFractionOfASecondOutside() async throws {
        // Now is half a second past noon; the order a quarter of a second past noon 30 days
        // earlier, so both fall in the same whole second and only the fraction tells them apart.
        let now = try calendar.at(2024, 6, 15, 12, 0, 0).addingTimeInterval(0.5)
        let cancelled = order(
            "C1", .cancelled, placedAt: try calendar.at(2024, 5, 16, 12, 0, 0).addingTimeInterval(0.25))
        let recent = order("R1", placedAt: try calendar.at(2024, 6, 1))
        let (sut, _, _) = makeSUT(orders: [cancelled, recent], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [recent])
    }

    @Test("hides cancelled orders placed long before the last 30 days", arguments: [31, 365, 3_650])
    func hidesOldCancelled(daysAgo: Int) async throws {
        let cancelled = order("C1", .cancelled, placedAt: ago(days: daysAgo))
        let recent = order("R1", placedAt: ago(days: 2))
        let (sut, _, _) = makeSUT(orders: [cancelled, recent], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [recent])
    }

    @Test(
        "shows a cancelled order placed after now, by a clock ahead of ours",
        arguments: [1, 3_600, 86_400 * 40])
    func showsCancelledFromTheFuture(secondsAhead: Int) async throws {
        let ahead = order("C1", .cancelled, placedAt: now.addingTimeInterval(Double(secondsAhead)))
        let recent = order("R1", placedAt: ago(days: 2))
        let (sut, _, _) = makeSUT(orders: [recent, ahead], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [ahead, recent])
    }

    @Test(
        "shows orders that are not cancelled, however old",
        arguments: [OrderStatus.placed, .confirmed, .shipped, .delivered])
    func showsOldOrdersThatAreNotCancelled(status: OrderStatus) async throws {
        let old = order("O1", status, placedAt: try calendar.at(2019, 6, 15))
        let (sut, _, _) = makeSUT(orders: [old], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [old])
    }

    @Test("shows cancelled orders placed within the last 30 days", arguments: [0, 1, 29])
    func showsRecentCancelled(daysAgo: Int) async throws {
        let cancelled = order("C1", .cancelled, placedAt: ago(days: daysAgo))
        let (sut, _, _) = makeSUT(orders: [cancelled], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [cancelled])
    }

    @Test("hides only old cancelled orders, and shows the rest newest first")
    func wholeRule() async throws {
        let oldDelivered = order("A", .delivered, placedAt: ago(days: 400))
        let oldCancelled = order("B", .cancelled, placedAt: ago(days: 45))
        let recentCancelled = order("C", .cancelled, placedAt: ago(days: 3))
        let recentShipped = order("D", .shipped, placedAt: ago(days: 1))
        let oldestCancelled = order("E", .cancelled, placedAt: ago(days: 900))
        let (sut, _, _) = makeSUT(
            orders: [oldDelivered, oldCancelled, recentCancelled, recentShipped, oldestCancelled],
            now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [recentShipped, recentCancelled, oldDelivered])
    }

    /// Whole days of 24 hours before now: good enough far from the 30-day boundary, where an
    /// hour of daylight saving changes nothing.
    private func ago(days: Int) -> Date {
        now.addingTimeInterval(-Double(days) * 86_400)
    }
}
