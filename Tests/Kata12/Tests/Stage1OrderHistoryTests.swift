import Foundation
import Kata12Presentation
import Observation
import SharedFakes
import Testing

@testable import Kata12Support

@MainActor
@Suite("Stage 1 · The order history", .timeLimit(.minutes(1)))
struct Stage1OrderHistoryTests {
    @Test("starts idle and asks the server only when told to load")
    func startsIdle() async {
        let round = makeRound(server: ServerStub(answer(SentOrder(id: "A1"))))
        // The main actor runs its jobs in order: a task the screen started when it was composed has
        // made its request by the time this one has run.
        await Task {}.value

        #expect(round.screen.state == .idle)
        #expect(round.server.requests.isEmpty, "composing the screen must ask the network nothing")
        #expect(round.store.callCount == 0, "composing the screen must not touch the store")

        await round.screen.load()

        #expect(round.server.requests == ["/orders"], "load() asks GET /orders, once")
    }

    @Test("is loading while the orders are on their way, then shows them")
    func loadingThenShown() async throws {
        let gate = Gate<Reply>()
        let round = makeRound()
        round.server.reply(after: gate)

        let load = try #require(
            await startLoad(round.screen, waitingAt: gate), "load() never asked the server")
        #expect(round.screen.state == .loading)

        gate.open(with: answer(SentOrder(id: "A1"), SentOrder(id: "B2")))
        await load.value
        #expect(round.screen.state.rowIDs == ["A1", "B2"])
    }

    @Test("no orders shows the empty screen, not an empty list")
    func noOrdersIsEmpty() async {
        let round = makeRound()

        await round.load(answering: answer())

        #expect(round.screen.state == .empty)
    }

    @Test("no answer from the network shows the failure sentence")
    func offlineFails() async {
        let round = makeRound()

        await round.load(answering: .offline)

        #expect(round.server.requests == ["/orders"])
        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test(
        "a status outside 200–299 shows the failure sentence",
        // The edges of the success range from outside: 199 just below it, 300 just above.
        arguments: [199, 300, 404, 500, 503])
    func otherStatusFails(status: Int) async {
        let round = makeRound()

        // A body that reads, so only the status can tell that this is no answer.
        await round.load(answering: .answer(body([SentOrder(id: "A1")]), status: status))

        #expect(
            round.screen.state == .failed(message: failureMessage),
            "a \(status) is no answer, whatever its body says")
    }

    @Test(
        "a status within 200–299 with a body that reads shows the orders",
        // Not only 200: 201 and 203 inside the range, 299 at its top edge.
        arguments: [200, 201, 203, 299])
    func successStatusShows(status: Int) async {
        let round = makeRound()

        await round.load(answering: .answer(body([SentOrder(id: "A1")]), status: status))

        #expect(round.screen.state.rowIDs == ["A1"], "a \(status) with a body that reads is an answer")
    }

    @Test("a 204 with an empty body shows the failure sentence")
    func noContentFails() async {
        let round = makeRound()

        await round.load(answering: .answer(Data(), status: 204))

        #expect(
            round.screen.state == .failed(message: failureMessage),
            "a 204 is in the range, but its empty body does not read: no answer, not no orders")
    }

    @Test("a body the app cannot read shows the failure sentence", arguments: BadBody.all)
    func badBodyFails(bad: BadBody) async {
        let round = makeRound()

        await round.load(answering: .answer(Data(bad.json.utf8), status: 200))

        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test("loading again asks again and shows the new answer")
    func reloadShowsNewAnswer() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: answer(SentOrder(id: "B2"), SentOrder(id: "C3")))

        #expect(round.server.requests == ["/orders", "/orders"])
        #expect(round.screen.state.rowIDs == ["B2", "C3"])
    }

    @Test("loading again after a failure passes through loading and shows the answer")
    func reloadAfterFailure() async throws {
        let gate = Gate<Reply>()
        let round = makeRound()
        await round.load(answering: .offline)
        round.server.reply(after: gate)

        let load = try #require(
            await startLoad(round.screen, waitingAt: gate), "load() never asked the server")
        #expect(round.screen.state == .loading, "the failure goes as soon as the screen asks again")

        gate.open(with: answer(SentOrder(id: "A1")))
        await load.value
        #expect(round.screen.state.rowIDs == ["A1"])
    }

    @Test("tells the view when the state changes")
    func notifiesTheView() async {
        let round = makeRound(server: ServerStub(answer(SentOrder(id: "A1"))))
        let changes = MessageRecorder<String>()
        withObservationTracking {
            _ = round.screen.state
        } onChange: {
            changes.record("state")
        }

        await round.screen.load()

        // Tracking is one-shot: the first change is reported, and that is what SwiftUI needs.
        #expect(changes.messages == ["state"])
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
            json: #"""
                {"orders":[{"id":"A1","status":"shipped","placed_at":"yesterday","total":42.50,"currency":"EUR",\#
                "items":[{"product":"Kettle","quantity":1}]}]}
                """#,
            testDescription: "a day that is no instant"),
    ]
}
