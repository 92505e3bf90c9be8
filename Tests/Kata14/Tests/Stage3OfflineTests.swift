import Foundation
import Kata14Presentation
import SharedFakes
import Testing

@testable import Kata14Support

@MainActor
@Suite("Stage 3 · Offline", .timeLimit(.minutes(1)))
struct Stage3OfflineTests {
    @Test("offline, the screen shows the last good answer kept on the device")
    func offlineShowsKeptAnswer() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1"), SentOrder(id: "B2", placedAt: june15 - day)))

        await round.load(answering: .offline)

        #expect(round.screen.state.rowIDs == ["B2", "A1"])
    }

    @Test("the kept answer outlives the screen: a screen composed later with the same store shows it")
    func keptAnswerOutlivesScreen() async {
        let store = InMemoryKeyValueStore()
        await makeRound(store: store).load(answering: answer(SentOrder(id: "A1")))

        let relaunched = makeRound(store: store)
        await relaunched.load(answering: .offline)

        #expect(relaunched.screen.state.rowIDs == ["A1"])
    }

    @Test(
        "any reply the screen would fail on shows the kept answer, and does not replace it",
        arguments: FailedReply.all)
    func failedReplyShowsKeptAnswer(failure: FailedReply) async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: failure.reply)
        #expect(round.screen.state.rowIDs == ["A1"])

        await round.load(answering: .offline)
        #expect(round.screen.state.rowIDs == ["A1"], "the failed reply must not take the kept answer's place")
    }

    @Test("offline with no answer ever kept, the failure sentence is shown")
    func nothingKeptFails() async {
        let round = makeRound()

        await round.load(answering: .offline)

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test("a newer good answer replaces the kept one, an answer with no orders too")
    func newerAnswerReplaces() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))
        await round.load(answering: answer(SentOrder(id: "B2")))

        await round.load(answering: .offline)
        #expect(round.screen.state.rowIDs == ["B2"])

        await round.load(answering: answer())
        await round.load(answering: .offline)
        #expect(round.screen.state == .empty, "no orders was the last good answer")
    }

    @Test("offline, the widget's line comes from the kept answer too")
    func widgetUsesKeptAnswer() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))

        let line = await round.line(answering: .offline)

        #expect(line == "1 order · latest \(expectedDay(SentOrder(id: "A1").placedAt))")
    }

    @Test("the kept answer hides old cancellations by now when it is shown, not when it was kept")
    func ruleAppliedWhenShown() async {
        let now = SettableNow(june15)
        let round = makeRound(now: now)
        await round.load(
            answering: answer(SentOrder(id: "A1", status: "cancelled", placedAt: june15 - 20 * day)))
        #expect(round.screen.state.rowIDs == ["A1"])

        now.advance(by: 11 * day)
        await round.load(answering: .offline)

        #expect(round.screen.state == .empty, "31 days after it was placed, the kept cancellation is hidden")
    }

    @Test("a store that cannot save or read still shows the server's answer")
    func brokenStoreStillShowsAnswer() async {
        let round = makeRound(store: InMemoryKeyValueStore(failsToSave: true, failsToRead: true))

        await round.load(answering: answer(SentOrder(id: "A1")))

        #expect(round.screen.state.rowIDs == ["A1"])
        #expect(round.store.callCount > 0, "a good answer is offered to the store to keep")
    }

    @Test("offline with a store that cannot be read, the failure sentence is shown")
    func unreadableStoreFails() async {
        let round = makeRound(store: InMemoryKeyValueStore(failsToRead: true))
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: .offline)

        #expect(round.server.requests == ["/orders", "/orders"])
        #expect(round.screen.state == .failed(message: failureMessage))
    }
}
