import Foundation
import SharedFakes
import Testing

@testable import Kata9
@testable import Kata9Support

@MainActor
@Suite("The composed order history")
struct ComposedOrderHistoryTests {
    @Test("online, the server's orders are shown newest first and stored")
    func onlineShowsAndStores() async {
        let older = order("A1", placedAt: "2024-06-01T10:00:00Z")
        let newer = order("B2", placedAt: "2024-06-10T10:00:00Z")
        let screen = makeScreen(
            http: HTTPStub("/orders", serverAnswer(older, newer)),
            store: InMemoryOrderStore(holding: [order("OLD")]))

        await screen.viewModel.load()

        #expect(screen.viewModel.state.rowIDs == ["B2", "A1"])
        #expect(screen.store.stored == [older, newer])
    }

    @Test("offline with a stored copy, the stored orders are shown")
    func offlineShowsStored() async {
        let stored = [
            order("C3", placedAt: "2024-06-05T10:00:00Z"), order("D4", placedAt: "2024-06-12T10:00:00Z"),
        ]
        let screen = makeScreen(
            http: HTTPStub("/orders", .offline), store: InMemoryOrderStore(holding: stored))

        await screen.viewModel.load()

        #expect(screen.viewModel.state.rowIDs == ["D4", "C3"])
        #expect(screen.store.messages == [.retrieve])
    }

    @Test(
        "an answer that is no success, or a 204 with no orders in it, falls back to the stored orders",
        // The edges of the success range from outside: 100 and 199 just below it, 300 just above.
        arguments: [
            (100, true), (199, true), (204, false), (300, true), (304, true), (404, true), (500, true),
            (503, true),
        ])
    func otherStatusFallsBack(status: Int, withBody: Bool) async {
        // A body that maps, so only the status can tell that this is no answer (a 204 has none).
        let screen = makeScreen(
            http: HTTPStub("/orders", .answer(withBody ? body([order("X9")]) : Data(), status: status)),
            store: InMemoryOrderStore(holding: [order("C3")]))

        await screen.viewModel.load()

        #expect(
            screen.viewModel.state.rowIDs == ["C3"],
            "a \(status) is no success with orders in it, so the stored orders are shown, not the body's")
        // Read once, never rewritten: only the network's answer is saved.
        #expect(
            screen.store.messages == [.retrieve],
            "a \(status) is no answer, so the store is read once and nothing is saved over it")
    }

    @Test("a body that does not map falls back to the stored orders", arguments: BadBody.all)
    func badBodyFallsBack(bad: BadBody) async {
        let screen = makeScreen(
            http: HTTPStub("/orders", .answer(Data(bad.json.utf8), status: 200)),
            store: InMemoryOrderStore(holding: [order("C3")]))

        await screen.viewModel.load()

        #expect(screen.viewModel.state.rowIDs == ["C3"])
        // Read once, never rewritten: only the network's answer is saved.
        #expect(screen.store.messages == [.retrieve])
    }

    @Test("offline with nothing stored, the network is asked and the failure sentence is shown")
    func offlineNothingStored() async {
        let screen = makeScreen(http: HTTPStub("/orders", .offline))

        await screen.viewModel.load()

        #expect(screen.http.requests == ["/orders"])
        #expect(screen.viewModel.state == .failed(message: failureMessage))
        #expect(screen.store.stored == nil)
    }

    /// Locale data: the same stable forms as Kata5's rows (abbreviated dates with no time of day,
    /// month names, tzdata rules for dates long past), unchanged from CLDR 42 to 47.
    @Test(
        "rows are written in the injected locale and time zone",
        arguments: [
            // 23:30 in London is already the next morning in Tokyo.
            DayCase("en_US", "Asia/Tokyo", "Mar 2, 2024"),
            DayCase("de_DE", "UTC", "1. März 2024"),
            DayCase("de_DE", "Asia/Tokyo", "2. März 2024"),
        ])
    func rowsInLocaleAndTimeZone(day: DayCase) async {
        let placedLate = order("A1", .shipped, placedAt: "2024-03-01T23:30:00Z")
        let screen = makeScreen(
            http: HTTPStub("/orders", serverAnswer(placedLate)), calendar: utcGregorian,
            locale: day.locale, timeZone: day.timeZone)

        await screen.viewModel.load()

        #expect(
            screen.viewModel.state == .loaded([OrderRow(id: "A1", title: "Order A1", detail: day.expected)]))
    }
}

/// A 200 whose body is not the orders, named in the results.
struct BadBody: Sendable, CustomTestStringConvertible {
    let json: String
    let testDescription: String

    static let all = [
        BadBody(json: "", testDescription: "an empty body"),
        BadBody(json: "<html>Service Unavailable</html>", testDescription: "not JSON"),
        BadBody(json: #"{"items":[]}"#, testDescription: "JSON of another shape"),
        BadBody(
            json: #"{"orders":[{"id":"A1","status":"lost","placed_at":"2024-06-01T10:00:00Z"}]}"#,
            testDescription: "an unknown status"),
        BadBody(
            json: #"{"orders":[{"id":"A1","status":"shipped","placed_at":"yesterday"}]}"#,
            testDescription: "a date that is no instant"),
    ]
}

/// A locale and time zone, and the day an order placed at 2024-03-01T23:30:00Z shows there.
struct DayCase: Sendable, CustomTestStringConvertible {
    let locale: Locale
    let timeZone: TimeZone
    let expected: String
    let testDescription: String

    init(_ locale: String, _ timeZone: String, _ expected: String) {
        self.locale = Locale(identifier: locale)
        self.timeZone = TimeZone(identifier: timeZone)!
        self.expected = expected
        testDescription = "\(locale) in \(timeZone): \(expected)"
    }
}
