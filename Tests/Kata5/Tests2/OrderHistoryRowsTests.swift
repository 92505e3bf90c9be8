import Foundation
import SharedFakes
import Testing

@testable import Kata5
@testable import Kata5Support

@MainActor
@Suite("Order history rows")
struct OrderHistoryRowsTests {
    @Test("a row shows the order's ID, the day it was placed and its total")
    func rowShowsOrder() async {
        let (sut, _) = makeSUT(
            .opened(with: .success([order("A1", placedAt: "2024-03-01T10:00:00Z", total: "12.5")])),
            locale: enUS, timeZone: utc)

        await sut.load()

        #expect(
            sut.state
                == .loaded([OrderRow(id: "A1", title: "Order A1", detail: "Mar 1, 2024", total: "$12.50")]))
    }

    @Test("rows keep the order the use case gave, neither by ID nor by date")
    func rowsKeepUseCaseOrder() async {
        let orders = [
            order("B2", placedAt: "2024-03-05T10:00:00Z"),
            order("A1", placedAt: "2024-03-01T10:00:00Z"),
            order("C3", placedAt: "2024-03-09T10:00:00Z"),
        ]
        let (sut, _) = makeSUT(.opened(with: .success(orders)))

        await sut.load()

        #expect(sut.state.rowIDs == ["B2", "A1", "C3"])
    }

    /// Locale data. These expectations are CLDR text, so they keep to forms that have not changed
    /// across the locale-data releases behind macOS 14 to 26 and the Swift 6.2 and 6.3 toolchains
    /// (CLDR 42 to 47): abbreviated dates with no time of day (CLDR 42 changed the space before
    /// AM/PM, so no expectation has a time), month names and era names (Reiwa since 2019), the
    /// currency patterns of en_US and de_DE and ISO 4217's decimals (JPY 0, BHD 3). The time
    /// zones are tzdata rules for dates long past, which no release changes.
    @Test(
        "the day is written in the injected locale and time zone",
        arguments: [
            // 23:30 in London is already 08:30 the next morning in Tokyo.
            DayCase("en_US", "UTC", "Mar 1, 2024"),
            DayCase("en_US", "Asia/Tokyo", "Mar 2, 2024"),
            DayCase("de_DE", "UTC", "1. März 2024"),
            DayCase("de_DE", "Asia/Tokyo", "2. März 2024"),
            // The offset counted once: counted twice, it would move these a day on, or a day back.
            DayCase("en_US", "Asia/Tokyo", "Mar 1, 2024", placedAt: "2024-03-01T12:00:00Z"),
            DayCase("en_US", "America/New_York", "Mar 2, 2024", placedAt: "2024-03-02T08:00:00Z"),
        ])
    func dayInLocaleAndTimeZone(day: DayCase) async {
        let placed = order(placedAt: day.placedAt)
        let (sut, _) = makeSUT(
            .opened(with: .success([placed])), locale: day.locale, timeZone: day.timeZone)

        await sut.load()

        #expect(sut.state.details == [day.expected])
    }

    @Test(
        "the day is written in the calendar of the injected locale",
        arguments: [
            DayCase("th_TH", "UTC", "1 มี.ค. 2567"),
            DayCase("en_US@calendar=buddhist", "UTC", "Mar 1, 2567 BE"),
            DayCase("ja_JP@calendar=japanese", "UTC", "令和6年3月1日"),
        ])
    func dayInTheLocalesCalendar(day: DayCase) async {
        let (sut, _) = makeSUT(
            .opened(with: .success([order(placedAt: "2024-03-01T10:00:00Z")])), locale: day.locale,
            timeZone: day.timeZone)

        await sut.load()

        #expect(sut.state.details == [day.expected])
    }

    @Test(
        "the total has as many decimals as its currency uses",
        arguments: [
            TotalCase("en_US", "JPY", "¥1,235", amount: "1235"),
            TotalCase("de_DE", "JPY", "1.235\u{00A0}¥", amount: "1235"),
            TotalCase("en_US", "BHD", "BHD\u{00A0}1.234", amount: "1.234"),
        ])
    func totalDecimalsFollowTheCurrency(total: TotalCase) async {
        let (sut, _) = makeSUT(
            .opened(with: .success([order(total: total.amount, currency: total.currency)])),
            locale: total.locale)

        await sut.load()

        #expect(sut.state.totals == [total.expected])
    }

    @Test(
        "the total is in the order's currency, written for the injected locale",
        arguments: [
            TotalCase("en_US", "USD", "$1,234.50"),
            // CLDR puts a no-break space (U+00A0) between the amount and the symbol in German.
            TotalCase("de_DE", "EUR", "1.234,50\u{00A0}€"),
            TotalCase("en_US", "EUR", "€1,234.50"),
            TotalCase("de_DE", "USD", "1.234,50\u{00A0}$"),
        ])
    func totalInCurrencyAndLocale(total: TotalCase) async {
        let big = order(total: total.amount, currency: total.currency)
        let (sut, _) = makeSUT(.opened(with: .success([big])), locale: total.locale)

        await sut.load()

        #expect(sut.state.totals == [total.expected])
    }
}

extension OrderHistoryState {
    fileprivate var details: [String]? {
        if case .loaded(let rows) = self { rows.map(\.detail) } else { nil }
    }

    fileprivate var totals: [String]? {
        if case .loaded(let rows) = self { rows.map(\.total) } else { nil }
    }
}

/// A locale and time zone, and the day an order placed at `placedAt` (2024-03-01T23:30:00Z
/// unless told) shows there.
struct DayCase: Sendable, CustomTestStringConvertible {
    let locale: Locale
    let timeZone: TimeZone
    let expected: String
    let placedAt: String
    let testDescription: String

    init(_ locale: String, _ timeZone: String, _ expected: String, placedAt: String = "2024-03-01T23:30:00Z")
    {
        self.locale = Locale(identifier: locale)
        self.timeZone = TimeZone(identifier: timeZone)!
        self.expected = expected
        self.placedAt = placedAt
        // The names as written: Foundation may report "UTC" back as "GMT".
        testDescription = "\(placedAt) in \(locale), \(timeZone): \(expected)"
    }
}

/// A locale, an order's currency and total (1234.50 unless told), and how it is written there.
struct TotalCase: Sendable, CustomTestStringConvertible {
    let locale: Locale
    let currency: String
    let expected: String
    let amount: String

    init(_ locale: String, _ currency: String, _ expected: String, amount: String = "1234.5") {
        self.locale = Locale(identifier: locale)
        self.currency = currency
        self.expected = expected
        self.amount = amount
    }

    var testDescription: String { "\(amount) \(currency) in \(locale.identifier): \(expected)" }
}
