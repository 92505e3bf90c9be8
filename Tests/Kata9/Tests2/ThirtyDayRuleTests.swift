import Foundation
import SharedFakes
import Testing

@testable import Kata9
@testable import Kata9Support

@MainActor
@Suite("The 30-day rule, end to end")
struct ThirtyDayRuleTests {
    @Test(
        "cancelled orders placed more than 30 days before the injected now are hidden",
        arguments: [
            // Both sides of the machine's clock: whichever way it is wrong, a real `Date()` shows.
            instant("2024-06-15T12:00:00Z"), instant("2090-06-15T12:00:00Z"),
        ])
    func oldCancelledHidden(now: Date) async {
        let oldCancelled = order("OLD-CANCELLED", .cancelled, placedAt: now - 31 * day)
        let recentCancelled = order("RECENT-CANCELLED", .cancelled, placedAt: now - 10 * day)
        let oldDelivered = order("OLD-DELIVERED", .delivered, placedAt: now - 400 * day)
        let screen = makeScreen(
            http: HTTPStub("/orders", serverAnswer(oldCancelled, recentCancelled, oldDelivered)),
            now: SettableNow(now))

        await screen.viewModel.load()

        #expect(screen.viewModel.state.rowIDs == ["RECENT-CANCELLED", "OLD-DELIVERED"])
    }

    @Test("the 30 days are calendar days in the injected calendar's time zone", arguments: DaylightSaving.all)
    func calendarDays(change: DaylightSaving) async throws {
        let screen = makeScreen(
            http: HTTPStub("/orders", serverAnswer(change.exactlyThirtyDays, change.halfAnHourMore)),
            now: SettableNow(change.now), calendar: try gregorian(in: change.timeZone))

        await screen.viewModel.load()

        #expect(screen.viewModel.state.rowIDs == [change.exactlyThirtyDays.id])
    }

    @Test("now is read at each load, not when the screen is composed")
    func nowReadAtLoad() async {
        let now = SettableNow(june15)
        let cancelled = order("CANCELLED", .cancelled, placedAt: june15 - 15 * day)
        let delivered = order("DELIVERED", .delivered, placedAt: june15 - 100 * day)
        let screen = makeScreen(http: HTTPStub("/orders", serverAnswer(cancelled, delivered)), now: now)

        // 20 days after the cancellation: still shown.
        now.advance(by: 5 * day)
        await screen.viewModel.load()
        let first = screen.viewModel.state.rowIDs

        // 35 days after it: hidden, by the same screen.
        now.advance(by: 15 * day)
        await screen.viewModel.load()

        #expect(first == ["CANCELLED", "DELIVERED"])
        #expect(screen.viewModel.state.rowIDs == ["DELIVERED"])
    }
}

/// A month with a daylight-saving change in the calendar's time zone: 30 calendar days before
/// `now` is an hour away from 30 × 24 hours before it.
struct DaylightSaving: Sendable, CustomTestStringConvertible {
    let timeZone: String
    let now: Date
    /// Cancelled exactly 30 calendar days before `now`: still shown.
    let exactlyThirtyDays: Order
    /// Cancelled half an hour before that, yet after 30 × 24 hours before `now`: hidden.
    let halfAnHourMore: Order

    var testDescription: String { timeZone }

    static let all = [
        // New York moves its clocks on 10 March 2024, Berlin on 31 March: one change each.
        DaylightSaving(
            timeZone: "America/New_York", now: instant("2024-03-16T16:00:00Z"),  // noon, EDT
            exactlyThirtyDays: order("KEPT", .cancelled, placedAt: "2024-02-15T17:00:00Z"),  // noon, EST
            halfAnHourMore: order("HIDDEN", .cancelled, placedAt: "2024-02-15T16:30:00Z")),
        DaylightSaving(
            timeZone: "Europe/Berlin", now: instant("2024-04-19T10:00:00Z"),  // noon, CEST
            exactlyThirtyDays: order("KEPT", .cancelled, placedAt: "2024-03-20T11:00:00Z"),  // noon, CET
            halfAnHourMore: order("HIDDEN", .cancelled, placedAt: "2024-03-20T10:30:00Z")),
    ]
}
