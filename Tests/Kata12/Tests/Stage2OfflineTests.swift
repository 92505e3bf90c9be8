import Foundation
import Kata12Presentation
import SharedFakes
import Testing

@testable import Kata12Support

@MainActor
@Suite("Stage 2 · Offline", .timeLimit(.minutes(1)))
struct Stage2OfflineTests {
    @Test("offline, the last good answer is shown instead of the failure")
    func offlineShowsKept() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1"), SentOrder(id: "B2")))

        await round.load(answering: .offline)

        #expect(round.screen.state.rowIDs == ["A1", "B2"])
    }

    @Test("the last good answer outlives the screen: a screen composed later with the same store shows it")
    func keptAcrossScreens() async {
        let store = InMemoryKeyValueStore()
        let first = makeRound(server: ServerStub(answer(SentOrder(id: "A1"))), store: store)
        await first.screen.load()

        let later = makeRound(server: ServerStub(.offline), store: store)
        await later.screen.load()

        #expect(later.server.requests == ["/orders"], "the later screen asks the network first")
        #expect(later.screen.state == .loaded([expectedRow(SentOrder(id: "A1"))]))
    }

    @Test("a status outside 200–299 shows the last good answer", arguments: [300, 404, 500])
    func otherStatusShowsKept(status: Int) async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: .answer(body([SentOrder(id: "B2")]), status: status))

        #expect(round.screen.state.rowIDs == ["A1"], "a \(status) is no answer: the kept one is shown")
    }

    @Test("a body the app cannot read shows the last good answer, and does not replace it")
    func badBodyKeepsKept() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: .answer(Data("<html>Service Unavailable</html>".utf8), status: 200))
        let afterBadBody = round.screen.state.rowIDs
        await round.load(answering: .offline)

        #expect(afterBadBody == ["A1"])
        #expect(round.screen.state.rowIDs == ["A1"], "the unreadable body was not kept over the good answer")
    }

    @Test("offline with no good answer ever stored, the failure sentence is shown")
    func nothingGoodStored() async {
        let round = makeRound()
        // A body that reads, under a status that says it is no answer: it must not be kept.
        await round.load(answering: .answer(body([SentOrder(id: "B2")]), status: 500))

        await round.load(answering: .offline)

        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test("a newer good answer replaces the kept one")
    func newerReplacesKept() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))
        await round.load(answering: answer(SentOrder(id: "B2"), SentOrder(id: "C3")))

        await round.load(answering: .offline)

        #expect(round.screen.state.rowIDs == ["B2", "C3"])
    }

    @Test("an answer with no orders is a good answer too, and is kept")
    func noOrdersKept() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))
        await round.load(answering: answer())

        await round.load(answering: .offline)

        #expect(round.screen.state == .empty, "the customer's last answer had no orders")
    }

    @Test("a store that cannot save still shows the server's answer")
    func failedSaveStillShows() async {
        let round = makeRound(store: InMemoryKeyValueStore(failsToSave: true))

        await round.load(answering: answer(SentOrder(id: "A1")))

        #expect(round.screen.state.rowIDs == ["A1"])
    }

    @Test("offline after an answer the store could not save, the failure sentence is shown")
    func unsavedAnswerNotKept() async {
        let round = makeRound(store: InMemoryKeyValueStore(failsToSave: true))
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: .offline)

        #expect(
            round.screen.state == .failed(message: failureMessage),
            "the answer is kept on the device or not at all: the store could not save it")
    }

    @Test("a store that cannot be read still shows the server's answer")
    func unreadableStoreStillShows() async {
        let round = makeRound(store: InMemoryKeyValueStore(failsToRead: true))

        await round.load(answering: answer(SentOrder(id: "A1")))

        #expect(round.screen.state.rowIDs == ["A1"], "the network answered: the store has nothing to say")
    }

    @Test("offline with a store that cannot be read, the failure sentence is shown")
    func unreadableStoreOfflineFails() async {
        let round = makeRound(store: InMemoryKeyValueStore(failsToRead: true))
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: .offline)

        #expect(
            round.screen.state == .failed(message: failureMessage),
            "no answer from the network, and none the store can give: that is a failure, not no orders")
    }

    @Test("with an answer kept, the screen is loading until the network gives up")
    func loadingWhileAsking() async throws {
        let gate = Gate<Reply>()
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))
        round.server.reply(after: gate)

        let load = try #require(
            await startLoad(round.screen, waitingAt: gate), "load() never asked the server")
        #expect(round.screen.state == .loading, "the network is asked first; the kept answer waits for it")

        gate.open(with: .offline)
        await load.value
        #expect(round.screen.state.rowIDs == ["A1"])
    }
}
