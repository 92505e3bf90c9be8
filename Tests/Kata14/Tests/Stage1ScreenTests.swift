import Foundation
import Kata14Presentation
import Observation
import SharedFakes
import Testing

@testable import Kata14Support

@MainActor
@Suite("Stage 1 · The screen", .timeLimit(.minutes(1)))
struct Stage1ScreenTests {
    @Test("starts idle and asks the server only when told to load")
    func startsIdle() async {
        let round = makeRound(server: ServerStub(answer(SentOrder(id: "A1"))))
        // The main actor runs its jobs in order: a task the screen started when it was composed has
        // made its request by the time this one has run.
        await Task {}.value

        #expect(round.screen.state == .idle)
        #expect(round.server.requests.isEmpty, "composing the screen must ask the network nothing")

        await round.screen.load()

        #expect(round.server.requests == ["/orders"], "load() asks the injected client for GET /orders, once")
    }

    @Test("is loading while the orders are on their way, then shows them")
    func loadingThenShown() async throws {
        let gate = Gate<Reply>()
        let round = makeRound()
        round.server.reply(after: gate)

        let load = try #require(
            await startLoad(round.screen, waitingAt: gate), "load() never asked the injected client")
        #expect(round.screen.state == .loading)

        gate.open(with: answer(SentOrder(id: "A1")))
        await load.value
        #expect(round.screen.state.rowIDs == ["A1"])
    }

    @Test("no connection shows the failure sentence")
    func offlineFails() async {
        let round = makeRound()

        await round.load(answering: .offline)

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test(
        "only a 200 is an answer: any other status shows the failure sentence",
        // Today's code asks for 200 exactly: the rest of the 2xx range fails too.
        arguments: [201, 204, 299, 304, 404, 500])
    func otherStatusFails(status: Int) async {
        let round = makeRound()

        // A body that reads, so only the status can tell that this is no answer.
        await round.load(answering: .answer(body([SentOrder(id: "A1")]), status: status))

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(
            round.screen.state == .failed(message: failureMessage),
            "today a \(status) is no answer, whatever its body says")
    }

    @Test("a body that is not a list of orders shows the failure sentence", arguments: BadBody.all)
    func badBodyFails(bad: BadBody) async {
        let round = makeRound()

        await round.load(answering: .answer(Data(bad.json.utf8), status: 200))

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test("an order the screen cannot read is left out, and the others are shown", arguments: BadOrder.all)
    func unreadableOrderLeftOut(bad: BadOrder) async {
        let round = makeRound()

        await round.load(
            answering: .answer(
                body(json: [SentOrder(id: "A1").json, bad.json, SentOrder(id: "C3").json]), status: 200))

        #expect(round.screen.state.rowIDs == ["A1", "C3"])
    }

    @Test("no orders shows the empty screen, not an empty list")
    func noOrdersIsEmpty() async {
        let round = makeRound()

        await round.load(answering: answer())

        #expect(round.server.requests == ["/orders"], "the injected client is the one asked")
        #expect(round.screen.state == .empty)
    }

    @Test("loading again asks again and shows the new answer")
    func reloadShowsNewAnswer() async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "A1")))

        await round.load(answering: answer(SentOrder(id: "B2")))

        #expect(round.server.requests == ["/orders", "/orders"])
        #expect(round.screen.state.rowIDs == ["B2"])
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
        #expect(round.screen.state.rowIDs == ["A1"], "the view is told, and then shows the answer")
    }
}

/// A 200 whose body is not a list of orders, named in the results.
struct BadBody: Sendable, CustomTestStringConvertible {
    let json: String
    let testDescription: String

    static let all = [
        BadBody(json: "", testDescription: "an empty body"),
        BadBody(json: "<html>Service Unavailable</html>", testDescription: "not JSON"),
        BadBody(json: #"{"items":[]}"#, testDescription: "no orders key"),
        BadBody(json: #"{"orders":"none"}"#, testDescription: "orders that are no list"),
        BadBody(json: #"[{"orders":[]}]"#, testDescription: "a list, not an object"),
    ]
}

/// One order of a 200's list that the screen cannot read, named in the results.
struct BadOrder: Sendable, CustomTestStringConvertible {
    let json: String
    let testDescription: String

    private static let valid = SentOrder(id: "B2").json

    private init(_ description: String, _ replace: String, with replacement: String) {
        json = Self.valid.replacingOccurrences(of: replace, with: replacement)
        testDescription = description
    }

    static let all = [
        BadOrder("no id", #""id":"B2","#, with: ""),
        BadOrder("a status it does not know", #""status":"delivered""#, with: #""status":"returned""#),
        BadOrder(
            "a day that is no instant", #""placed_at":"2024-06-01T10:00:00Z""#,
            with: #""placed_at":"yesterday""#),
        BadOrder("a total written as text", #""total":42.50"#, with: #""total":"42.50""#),
        BadOrder("no currency", #""currency":"EUR","#, with: ""),
        BadOrder("an item without its quantity", #","quantity":1"#, with: ""),
    ]
}
