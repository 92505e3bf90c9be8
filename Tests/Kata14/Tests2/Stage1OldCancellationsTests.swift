import Foundation
import Kata14Presentation
import SharedFakes
import Testing

@testable import Kata14Support

@MainActor
@Suite("Stage 1 · Old cancellations", .timeLimit(.minutes(1)))
struct Stage1OldCancellationsTests {
    @Test("cancelled orders placed more than 30 days before now are hidden")
    func oldCancellationsHidden() async {
        let round = makeRound()

        await round.load(
            answering: answer(
                SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 31 * day),
                SentOrder(id: "B2", status: "cancelled", placedAt: june15 - 29 * day),
                SentOrder(id: "C3", placedAt: june15 - 40 * day)))

        #expect(round.screen.state.rowIDs == ["B2", "C3"])
    }

    @Test(
        "orders that are not cancelled are shown however old", arguments: ["placed", "shipped", "delivered"])
    func othersShownHoweverOld(status: String) async {
        let round = makeRound()

        await round.load(
            answering: answer(SentOrder(id: "A1", status: status, placedAt: june15 - 3 * 365 * day)))

        #expect(round.screen.state.rowIDs == ["A1"])
    }

    @Test("a cancellation placed exactly 720 hours before now is shown, one a second older hidden")
    func lineAt720Hours() async {
        let round = makeRound()

        await round.load(
            answering: answer(
                SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 30 * day),
                SentOrder(id: "B2", status: "cancelled", placedAt: june15 - 30 * day - 1)))

        #expect(round.screen.state.rowIDs == ["A1"])
    }

    @Test("the 30 days are 720 hours even across a change of the clocks")
    func hoursNotCalendarDays() async throws {
        // Berlin moved its clocks forward on 31 March 2024: 30 calendar days before 14:00 on
        // 15 April is 14:00 on 16 March, 13:00 in UTC; 720 hours before it is 12:00 in UTC.
        let berlin = try gregorian(in: "Europe/Berlin")
        let now = SettableNow(instant("2024-04-15T12:00:00Z"))
        let round = makeRound(now: now, calendar: berlin)

        await round.load(
            answering: answer(
                SentOrder(id: "A1", status: "cancelled", placedAt: instant("2024-03-16T12:30:00Z")),
                SentOrder(id: "B2", status: "cancelled", placedAt: instant("2024-03-16T11:59:59Z"))))

        #expect(
            round.screen.state.rowIDs == ["A1"],
            "today's code counts 720 hours back: a cancellation 719½ hours old is still shown")
    }

    @Test("now is read at each load, not when the screen is composed")
    func nowReadAtEachLoad() async {
        let now = SettableNow(june15)
        let round = makeRound(now: now)
        let cancelled = SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 20 * day)
        await round.load(answering: answer(cancelled))
        #expect(round.screen.state.rowIDs == ["A1"])

        now.advance(by: 11 * day)
        await round.load(answering: answer(cancelled))

        #expect(round.screen.state == .empty, "31 days after it was placed, the cancellation is hidden")
    }

    @Test("when the rule hides every order, the screen shows no orders")
    func everyOrderHidden() async {
        let round = makeRound()

        await round.load(
            answering: answer(SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 45 * day)))

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(round.screen.state == .empty)
    }
}
