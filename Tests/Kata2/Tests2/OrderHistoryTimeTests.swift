import Foundation
import SharedFakes
import Testing

@testable import Kata2
@testable import Kata2Support

@Suite("Order history over time")
struct OrderHistoryTimeTests {
    static let daylightSavingExamples = [
        // Berlin put its clocks forward on 31 March 2024, so the 30 calendar days before
        // 15 April are only 719 hours.
        DaylightSavingExample(
            testDescription: "Berlin, clocks forward: exactly 30 days (719 h) before is shown",
            zone: "Europe/Berlin", now: local(2024, 4, 15, 12, 0), placed: local(2024, 3, 16, 12, 0),
            secondsApart: 719 * 3_600, shown: true),
        DaylightSavingExample(
            testDescription: "Berlin, clocks forward: 30 days and 30 minutes (719.5 h) before is hidden",
            zone: "Europe/Berlin", now: local(2024, 4, 15, 12, 0), placed: local(2024, 3, 16, 11, 30),
            secondsApart: 719 * 3_600 + 1_800, shown: false),
        // New York put its clocks back on 3 November 2024, so the 30 calendar days before
        // 20 November are 721 hours.
        DaylightSavingExample(
            testDescription: "New York, clocks back: exactly 30 days (721 h) before is shown",
            zone: "America/New_York", now: local(2024, 11, 20, 12, 0), placed: local(2024, 10, 21, 12, 0),
            secondsApart: 721 * 3_600, shown: true),
        DaylightSavingExample(
            testDescription: "New York, clocks back: 30 days and one second before is hidden",
            zone: "America/New_York", now: local(2024, 11, 20, 12, 0),
            placed: local(2024, 10, 21, 11, 59, 59),
            secondsApart: 721 * 3_600 + 1, shown: false),
        // Lord Howe Island, in the southern spring, put its clocks forward by half an hour on
        // 6 October 2024, so the 30 calendar days before 20 October are 719.5 hours.
        DaylightSavingExample(
            testDescription:
                "Lord Howe Island, clocks forward half an hour: exactly 30 days (719.5 h) before is shown",
            zone: "Australia/Lord_Howe", now: local(2024, 10, 20, 12, 0), placed: local(2024, 9, 20, 12, 0),
            secondsApart: 719 * 3_600 + 1_800, shown: true),
        DaylightSavingExample(
            testDescription:
                "Lord Howe Island, clocks forward half an hour: 30 days and one second before is hidden",
            zone: "Australia/Lord_Howe", now: local(2024, 10, 20, 12, 0),
            placed: local(2024, 9, 20, 11, 59, 59),
            secondsApart: 719 * 3_600 + 1_801, shown: false),
    ]

    @Test(
        "counts 30 calendar days in the calendar's time zone, across a daylight-saving change too",
        arguments: daylightSavingExamples)
    func calendarDaysAcrossDaylightSaving(example: DaylightSavingExample) async throws {
        let calendar = try gregorian(in: example.zone)
        let now = try calendar.at(example.now)
        let cancelled = order("C1", .cancelled, placedAt: try calendar.at(example.placed))
        // The premise: the time zone really changed its clocks in between.
        try #require(now.timeIntervalSince(cancelled.placedAt) == example.secondsApart)
        let (sut, _, _) = makeSUT(orders: [cancelled], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == (example.shown ? [cancelled] : []))
    }

    @Test(
        "counts the 30 days in the calendar it is given, Gregorian or not",
        arguments: [Calendar.Identifier.buddhist, .hebrew, .islamicUmmAlQura, .persian, .japanese])
    func anyCalendar(identifier: Calendar.Identifier) async throws {
        var calendar = Calendar(identifier: identifier)
        // Tokyo has no daylight saving: 30 days there are always 720 hours.
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let now = Date(timeIntervalSince1970: 1_718_438_400)
        let thirtyDays: TimeInterval = 720 * 3_600
        let atTheBoundary = order("C1", .cancelled, placedAt: now.addingTimeInterval(-thirtyDays))
        let aSecondOlder = order("C2", .cancelled, placedAt: now.addingTimeInterval(-thirtyDays - 1))
        let (sut, _, _) = makeSUT(orders: [aSecondOlder, atTheBoundary], now: now, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [atTheBoundary])
    }

    @Test("takes the time only from the injected now, even decades away from today", arguments: [1975, 2095])
    func timeComesOnlyFromNow(year: Int) async throws {
        let calendar = try gregorian(in: "America/New_York")
        let recent = order("R1", .cancelled, placedAt: try calendar.at(year, 6, 5))
        let old = order("O1", .cancelled, placedAt: try calendar.at(year, 5, 6))
        let (sut, _, _) = makeSUT(
            orders: [recent, old], now: try calendar.at(year, 6, 15), calendar: calendar)

        let history = try await sut.execute()

        #expect(history == [recent])
    }

    @Test("judges every order by one reading of now per call")
    func readsNowOncePerCall() async throws {
        let calendar = try gregorian(in: "Europe/Berlin")
        let start = try calendar.at(2024, 6, 15)
        // A clock that jumps a day forward each time it is read: an implementation that reads it
        // again for a later order judges that order by another day.
        let clock = SettableNow(start)
        let jumpingNow: @Sendable () -> Date = {
            let reading = clock()
            clock.advance(by: 86_400)
            return reading
        }
        // All placed 29 and a half days before the first reading: shown by that reading, hidden
        // by any later one.
        let placed = start.addingTimeInterval(-29.5 * 86_400)
        let cancelled = (1...4).map { order("C\($0)", .cancelled, placedAt: placed) }
        let repository = OrderRepositorySpy(result: .success(cancelled))
        let sut = GetOrderHistoryUseCase(repository: repository, now: jumpingNow, calendar: calendar)

        let history = try await sut.execute()

        #expect(history == cancelled)
    }

    @Test("judges an order's age by now when it runs, not when it was created")
    func readsNowAtEachCall() async throws {
        let calendar = try gregorian(in: "Europe/Berlin")
        let cancelled = order("C1", .cancelled, placedAt: try calendar.at(2024, 6, 1))
        let (sut, _, now) = makeSUT(
            orders: [cancelled], now: try calendar.at(2024, 6, 15), calendar: calendar)

        let whileRecent = try await sut.execute()
        now.set(try calendar.at(2024, 7, 15))
        let whenOld = try await sut.execute()

        #expect(whileRecent == [cancelled])
        #expect(whenOld == [])
    }
}

/// A "now" and an order's placing time, as wall-clock times in one zone; how far apart they
/// really are; and whether a cancelled order placed then is still shown.
struct DaylightSavingExample: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let zone: String
    let now: DateComponents
    let placed: DateComponents
    let secondsApart: TimeInterval
    let shown: Bool
}
