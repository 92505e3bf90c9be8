import Foundation
import Kata12Presentation
import SharedFakes
import Testing

@testable import Kata12Support

@MainActor
@Suite("Stage 3 · Housekeeping", .timeLimit(.minutes(1)))
struct Stage3HousekeepingTests {
    @Test(
        "cancelled orders placed more than 30 days before now are hidden",
        arguments: [
            // Both sides of the machine's clock: whichever way it is wrong, a real `Date()` shows.
            instant("2024-06-15T12:00:00Z"), instant("2090-06-15T12:00:00Z"),
        ])
    func oldCancelledHidden(now: Date) async {
        let round = makeRound(now: SettableNow(now))

        await round.load(
            answering: answer(
                SentOrder(id: "OLD-CANCELLED", status: "cancelled", placedAt: now - 31 * day),
                SentOrder(id: "RECENT-CANCELLED", status: "cancelled", placedAt: now - 10 * day),
                SentOrder(id: "RECENT-DELIVERED", placedAt: now - 10 * day)))

        #expect(round.screen.state.rowIDs == ["RECENT-CANCELLED", "RECENT-DELIVERED"])
    }

    @Test(
        "orders that are not cancelled are shown however old", arguments: ["placed", "shipped", "delivered"])
    func othersShown(status: String) async {
        let round = makeRound()

        await round.load(
            answering: answer(
                SentOrder(id: "OLD", status: status, placedAt: june15 - 400 * day),
                SentOrder(id: "OLD-CANCELLED", status: "cancelled", placedAt: june15 - 400 * day)))

        #expect(round.screen.state.rowIDs == ["OLD"], "a \(status) order stays, however old")
    }

    @Test("a cancelled order placed exactly 30 calendar days before now is shown, one a second older hidden")
    func exactlyThirtyDaysShown() async {
        let round = makeRound()

        await round.load(
            answering: answer(
                SentOrder(id: "THIRTY-DAYS", status: "cancelled", placedAt: instant("2024-05-16T12:00:00Z")),
                SentOrder(id: "A-SECOND-MORE", status: "cancelled", placedAt: instant("2024-05-16T11:59:59Z"))
            ))

        #expect(round.screen.state.rowIDs == ["THIRTY-DAYS"])
    }

    @Test("the 30 days are calendar days in the calendar's time zone", arguments: DaylightSaving.all)
    func calendarDays(change: DaylightSaving) async throws {
        let round = makeRound(now: SettableNow(change.now), calendar: try gregorian(in: change.timeZone))

        await round.load(answering: answer(change.exactlyThirtyDays, change.halfAnHourMore))

        #expect(round.screen.state.rowIDs == [change.exactlyThirtyDays.id])
    }

    @Test("now is read at each load, not when the screen is composed")
    func nowReadAtLoad() async {
        let now = SettableNow(june15)
        let round = makeRound(now: now)
        let cancelled = SentOrder(id: "CANCELLED", status: "cancelled", placedAt: june15 - 15 * day)
        let delivered = SentOrder(id: "DELIVERED", placedAt: june15 - 100 * day)

        // 20 days after the cancellation: still shown.
        now.advance(by: 5 * day)
        await round.load(answering: answer(cancelled, delivered))
        let first = round.screen.state.rowIDs

        // 35 days after it: hidden, by the same screen.
        now.advance(by: 15 * day)
        await round.screen.load()

        #expect(first == ["CANCELLED", "DELIVERED"])
        #expect(round.screen.state.rowIDs == ["DELIVERED"])
    }

    @Test("the rule holds for the last good answer too, when it is shown offline")
    func keptAnswerTidied() async {
        let now = SettableNow(june15)
        let round = makeRound(now: now)
        await round.load(
            answering: answer(
                SentOrder(id: "CANCELLED", status: "cancelled", placedAt: june15 - 5 * day),
                SentOrder(id: "DELIVERED", placedAt: june15 - 5 * day)))
        let online = round.screen.state.rowIDs

        // 45 days after the cancellation, and no network.
        now.advance(by: 40 * day)
        await round.load(answering: .offline)

        #expect(online == ["CANCELLED", "DELIVERED"])
        #expect(round.screen.state.rowIDs == ["DELIVERED"])
    }

    @Test("when the rule hides every order, the screen shows no orders")
    func everyOrderHidden() async {
        let round = makeRound()

        await round.load(
            answering: answer(
                SentOrder(id: "OLD-CANCELLED", status: "cancelled", placedAt: june15 - 31 * day)))

        #expect(round.screen.state == .empty)
    }
}

/// A month with a daylight-saving change in the calendar's time zone: 30 calendar days before
/// `now` is an hour away from 30 × 24 hours before it. Locale data: tzdata rules of 2024, which
/// no release rewrites.
struct DaylightSaving: Sendable, CustomTestStringConvertible {
    let timeZone: String
    let now: Date
    /// Cancelled exactly 30 calendar days before `now`: still shown.
    let exactlyThirtyDays: SentOrder
    /// Cancelled half an hour before that, yet after 30 × 24 hours before `now`: hidden.
    let halfAnHourMore: SentOrder

    var testDescription: String { timeZone }

    static let all = [
        // New York moves its clocks on 10 March 2024, Berlin on 31 March: one change each.
        DaylightSaving(
            timeZone: "America/New_York", now: instant("2024-03-16T16:00:00Z"),  // noon, EDT
            exactlyThirtyDays: SentOrder(
                id: "KEPT", status: "cancelled", placedAt: instant("2024-02-15T17:00:00Z")),  // noon, EST
            halfAnHourMore: SentOrder(
                id: "HIDDEN", status: "cancelled", placedAt: instant("2024-02-15T16:30:00Z"))),
        DaylightSaving(
            timeZone: "Europe/Berlin", now: instant("2024-04-19T10:00:00Z"),  // noon, CEST
            exactlyThirtyDays: SentOrder(
                id: "KEPT", status: "cancelled", placedAt: instant("2024-03-20T11:00:00Z")),  // noon, CET
            halfAnHourMore: SentOrder(
                id: "HIDDEN", status: "cancelled", placedAt: instant("2024-03-20T10:30:00Z"))),
    ]
}
