import SharedFakes
import Testing

@testable import Kata11
@testable import Kata11Support

@Suite("Cancelling a caller")
struct CancellationTests {
    @Test(
        "cancelling the caller that started the refresh does not cancel it: the others get the new token",
        arguments: OtherAnswer.allCases)
    func cancellingTheStarterKeepsTheRefresh(otherAnswer: OtherAnswer) async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        let held = server.hold("/other")
        let refresh = refresher.hold()
        let steps = StepExecutor()
        let other = start("/other", through: sut, on: steps)
        try #require(await arrivals(1, at: held, orEndOf: [other], "the other request to reach the server"))
        let starter = start("/starter", through: sut, on: steps)
        try #require(
            await arrivals(1, at: refresh, orEndOf: [starter], "the starter's 401 to start a refresh"))

        // Once the steps have settled, the starter has left or waits on (either is allowed), and
        // the other request has met its 401 while the refresh is still in flight.
        if otherAnswer == .beforeTheCancel { held.open(with: ()) }
        await steps.settled()
        starter.cancel()
        await steps.settled()
        if otherAnswer == .afterTheCancel { held.open(with: ()) }
        await steps.settled()
        refresh.open(with: ())
        let result = await outcome(of: other)
        _ = await outcome(of: starter)

        #expect(
            try result.get() == ok("/other"),
            "the other request should get its answer with the new token, whoever started the refresh")
        #expect(refresher.refreshTokensUsed == ["refresh-1"], "the one refresh should have been enough")
        #expect(store.current == second, "the refresh should end and save its tokens though its starter left")
    }

    @Test(
        "cancelling a caller that joined the refresh in flight does not cancel it: the others get the new token"
    )
    func cancellingAJoinerKeepsTheRefresh() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        let held = server.holdAnswerOnItsWay("/joiner")
        let refresh = refresher.hold()
        let steps = StepExecutor()
        let joiner = start("/joiner", through: sut, on: steps)
        try #require(
            await arrivals(1, at: held, orEndOf: [joiner], "the joiner's request to reach the server"))
        let starter = start("/starter", through: sut, on: steps)
        try #require(
            await arrivals(1, at: refresh, orEndOf: [starter], "the starter's 401 to start a refresh"))

        // Cancelled before its 401 comes back, the joiner meets it already cancelled; once its
        // steps have run, it waits for the refresh in flight (or has given up), and only then
        // does the refresh end.
        joiner.cancel()
        held.open(with: ())
        await steps.settled()
        refresh.open(with: ())
        let result = await outcome(of: starter)
        _ = await outcome(of: joiner)

        #expect(
            (try? result.get()) == ok("/starter"),
            "the starter should get its answer with the new token, though a caller that joined its refresh left"
        )
        #expect(refresher.refreshTokensUsed == ["refresh-1"], "the one refresh should have been enough")
        #expect(
            store.current == second,
            "the refresh should end and save its tokens though a caller waiting for it left")
    }

    @Test("the refresh goes on when its only caller is cancelled, and the next request uses its tokens")
    func refreshOutlivesItsCaller() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        let refresh = refresher.hold()
        let starter = start("/starter", through: sut)
        try #require(
            await arrivals(1, at: refresh, orEndOf: [starter], "the starter's 401 to start a refresh"))

        starter.cancel()
        refresh.open(with: ())
        _ = await outcome(of: starter)
        let next = await send("/next", through: sut)

        #expect(try next.get() == ok("/next"), "the next request should succeed with the refreshed token")
        #expect(
            server.tokens(for: "/next").last == "access-2",
            "the next request should end up signed with the new token")
        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "the refresh its caller left should still count: no second refresh")
        #expect(
            store.current == second, "the refresh should save its tokens though nobody waits for it any more")
    }
}

/// When the other request's 401 comes back: before the starter is cancelled, or once it has been.
enum OtherAnswer: CaseIterable, Sendable, CustomTestStringConvertible {
    case beforeTheCancel
    case afterTheCancel

    var testDescription: String {
        switch self {
        case .beforeTheCancel: "the other's 401 comes back before the cancel"
        case .afterTheCancel: "the other's 401 comes back after the cancel"
        }
    }
}
