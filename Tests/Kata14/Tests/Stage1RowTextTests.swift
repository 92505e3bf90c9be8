import Foundation
import Kata14Presentation
import SharedFakes
import Testing

@testable import Kata14Support

@MainActor
@Suite("Stage 1 · The rows", .timeLimit(.minutes(1)))
struct Stage1RowTextTests {
    /// Locale data: `en_US` writes euros as "€42.50" and an abbreviated day as "Jun 1, 2024" in every
    /// release of the locale data so far (CLDR 42 to 47), on macOS and Linux alike.
    @Test("a row shows what was bought, its status, the total and the day it was placed")
    func rowShowsOrder() async {
        let order = SentOrder(
            id: "A1", status: "shipped", total: "42.50", currency: "EUR",
            items: [("Tea cups", 1), ("Kettle", 1)])
        let round = makeRound()

        await round.load(answering: answer(order))

        #expect(
            round.screen.state
                == .loaded([
                    OrderRow(
                        id: "A1", title: "Tea cups, Kettle", status: "Shipped", total: "€42.50",
                        date: "Jun 1, 2024")
                ]))
    }

    @Test("rows are newest first, whatever order the server sent")
    func newestFirst() async {
        let round = makeRound()

        await round.load(
            answering: answer(
                SentOrder(id: "B2", placedAt: instant("2024-06-01T10:00:00Z")),
                SentOrder(id: "A1", placedAt: instant("2024-05-20T10:00:00Z")),
                // The same day, a second apart, and the earlier sent first.
                SentOrder(id: "D4", placedAt: instant("2024-06-10T09:59:59Z")),
                SentOrder(id: "C3", placedAt: instant("2024-06-10T10:00:00Z"))))

        #expect(round.screen.state.rowIDs == ["C3", "D4", "B2", "A1"])
    }

    @Test("a product bought more than once is written with its quantity first")
    func quantityFirst() async {
        let order = SentOrder(id: "A1", items: [("Kettle", 1), ("Tea cups", 2), ("Saucers", 12)])
        let round = makeRound()

        await round.load(answering: answer(order))

        #expect(
            round.screen.state == .loaded([expectedRow(order, title: "Kettle, 2 × Tea cups, 12 × Saucers")]))
    }

    @Test(
        "the status is the server's word with a capital first letter",
        arguments: [
            ("placed", "Placed"), ("shipped", "Shipped"), ("delivered", "Delivered"),
            ("cancelled", "Cancelled"),
        ])
    func statusWord(sent: String, shown: String) async {
        let order = SentOrder(id: "A1", status: sent)
        let round = makeRound()

        await round.load(answering: answer(order))

        #expect(round.screen.state == .loaded([expectedRow(order, title: "Kettle", status: shown)]))
    }

    @Test(
        "the total is in the order's currency, written for the injected locale",
        arguments: [
            TotalCase("en_US", "1234.50", "EUR"), TotalCase("de_DE", "1234.50", "USD"),
            TotalCase("fr_FR", "42", "EUR"), TotalCase("ja_JP", "4200", "JPY"),
        ])
    func totalInLocale(total: TotalCase) async {
        let order = SentOrder(id: "A1", total: total.amount, currency: total.currency)
        let round = makeRound(locale: total.locale)

        await round.load(answering: answer(order))

        #expect(round.screen.state == .loaded([expectedRow(order, title: "Kettle", locale: total.locale)]))
    }

    @Test(
        "the day is written for the injected locale, in the calendar's time zone",
        arguments: [
            // 23:30 in UTC is already the next morning in Tokyo.
            DayCase("en_US", "Asia/Tokyo"), DayCase("de_DE", "UTC"), DayCase("de_DE", "Asia/Tokyo"),
        ])
    func dayInLocaleAndZone(day: DayCase) async throws {
        let late = SentOrder(id: "A1", placedAt: instant("2024-06-01T23:30:00Z"))
        let calendar = try gregorian(in: day.timeZone)
        let round = makeRound(calendar: calendar, locale: day.locale)

        await round.load(answering: answer(late))

        let expected = expectedRow(late, title: "Kettle", locale: day.locale, calendar: calendar)
        #expect(round.screen.state == .loaded([expected]))
        // The fixture itself: a screen that used UTC, or `en_US`, would write another day.
        if day.timeZone != "UTC" {
            try #require(expected.date != expectedDay(late.placedAt, locale: day.locale))
        }
        if day.locale != enUS {
            try #require(expected.date != expectedDay(late.placedAt, calendar: calendar))
        }
    }
}

/// An amount in a currency, and the locale it is written for.
struct TotalCase: Sendable, CustomTestStringConvertible {
    let locale: Locale
    let amount: String
    let currency: String
    let testDescription: String

    init(_ locale: String, _ amount: String, _ currency: String) {
        self.locale = Locale(identifier: locale)
        self.amount = amount
        self.currency = currency
        testDescription = "\(amount) \(currency) in \(locale)"
    }
}

/// A locale and the time zone of the calendar given to the screen.
struct DayCase: Sendable, CustomTestStringConvertible {
    let locale: Locale
    let timeZone: String
    var testDescription: String { "\(locale.identifier) in \(timeZone)" }

    init(_ locale: String, _ timeZone: String) {
        self.locale = Locale(identifier: locale)
        self.timeZone = timeZone
    }
}
