import Foundation
import Kata14Presentation
import SharedFakes
import Testing

@testable import Kata14Support

@MainActor
@Suite("Stage 2 · The widget", .timeLimit(.minutes(1)))
struct Stage2WidgetTests {
    @Test("the line counts the orders the screen shows and names the day of the newest")
    func countAndNewestDay() async {
        let round = makeRound()

        let line = await round.line(
            answering: answer(
                SentOrder(id: "A1", placedAt: instant("2024-05-20T10:00:00Z")),
                SentOrder(id: "B2", placedAt: instant("2024-06-10T10:00:00Z")),
                SentOrder(id: "C3", placedAt: instant("2024-06-01T10:00:00Z"))))

        #expect(line == "3 orders · latest \(expectedDay(instant("2024-06-10T10:00:00Z")))")
    }

    @Test("one order is written in the singular")
    func oneOrder() async {
        let round = makeRound()

        let line = await round.line(answering: answer(SentOrder(id: "A1")))

        #expect(line == "1 order · latest \(expectedDay(SentOrder(id: "A1").placedAt))")
    }

    @Test("no orders to show is the line \"No orders\"")
    func noOrders() async {
        let round = makeRound()

        let line = await round.line(answering: answer())

        #expect(line == "No orders")
    }

    @Test(
        "when the screen would show the failure, the line is \"Orders unavailable\"",
        arguments: FailedReply.all)
    func unavailable(failure: FailedReply) async {
        let round = makeRound()

        let line = await round.line(answering: failure.reply)

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(line == "Orders unavailable")
    }

    @Test("the line leaves out the cancellations the screen hides, by the same 720 hours")
    func sameThirtyDayRule() async throws {
        // As the screen's test: Berlin moved its clocks forward on 31 March 2024, so 720 hours
        // before now is 12:00 in UTC on 16 March, and 30 calendar days before it 13:00.
        let now = SettableNow(instant("2024-04-15T12:00:00Z"))
        let round = makeRound(now: now, calendar: try gregorian(in: "Europe/Berlin"))
        let kept = instant("2024-03-16T12:30:00Z")

        let line = await round.line(
            answering: answer(
                SentOrder(id: "A1", status: "cancelled", placedAt: kept),
                SentOrder(id: "B2", status: "cancelled", placedAt: instant("2024-03-16T11:59:59Z")),
                SentOrder(id: "C3", status: "cancelled", placedAt: instant("2024-02-01T10:00:00Z"))))

        #expect(line == "1 order · latest \(expectedDay(kept, calendar: try gregorian(in: "Europe/Berlin")))")
    }

    @Test("the line leaves out the orders the screen cannot read")
    func unreadableLeftOut() async {
        let round = makeRound()
        let unreadable = SentOrder(id: "B2", status: "returned", placedAt: june15 - day).json

        let line = await round.line(
            answering: .answer(body(json: [SentOrder(id: "A1").json, unreadable]), status: 200))

        #expect(line == "1 order · latest \(expectedDay(SentOrder(id: "A1").placedAt))")
    }

    @Test("the line's day is written for the injected locale, in the calendar's time zone")
    func dayInLocaleAndZone() async throws {
        let tokyo = try gregorian(in: "Asia/Tokyo")
        let german = Locale(identifier: "de_DE")
        let late = SentOrder(id: "A1", placedAt: instant("2024-06-01T23:30:00Z"))
        let round = makeRound(calendar: tokyo, locale: german)

        let line = await round.line(answering: answer(late))

        let day = expectedDay(late.placedAt, locale: german, calendar: tokyo)
        #expect(line == "1 order · latest \(day)")
        try #require(day != expectedDay(late.placedAt, locale: german), "the fixture: Tokyo's day is another")
    }

    @Test("composing the widget asks nothing, and each line asks the server again")
    func asksEachTime() async {
        let round = makeRound()
        await Task {}.value
        #expect(round.server.requests.isEmpty, "composing the widget must ask the network nothing")

        let first = await round.line(answering: answer(SentOrder(id: "A1")))
        let second = await round.line(answering: answer(SentOrder(id: "A1"), SentOrder(id: "B2")))

        #expect(round.server.requests == ["/orders", "/orders"])
        #expect(first.hasPrefix("1 order ·"))
        #expect(second.hasPrefix("2 orders ·"))
    }

    @Test("now is read at each line, as the screen reads it at each load")
    func nowReadAtEachLine() async {
        let now = SettableNow(june15)
        let round = makeRound(now: now)
        let cancelled = SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 20 * day)
        #expect(await round.line(answering: answer(cancelled)).hasPrefix("1 order ·"))

        now.advance(by: 11 * day)

        #expect(await round.line(answering: answer(cancelled)) == "No orders")
    }

    @Test("the screen and the widget composed together show the same orders")
    func sameOrdersAsTheScreen() async {
        let round = makeRound()
        let reply = answer(
            SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 31 * day),
            SentOrder(id: "B2", placedAt: instant("2024-06-02T10:00:00Z")),
            SentOrder(id: "C3", status: "cancelled", placedAt: instant("2024-06-05T10:00:00Z")))

        await round.load(answering: reply)
        let line = await round.line(answering: reply)

        #expect(round.screen.state.rowIDs == ["C3", "B2"])
        #expect(line == "2 orders · latest \(expectedDay(instant("2024-06-05T10:00:00Z")))")
    }
}
