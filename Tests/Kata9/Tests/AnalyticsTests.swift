import Foundation
import SharedFakes
import Testing

@testable import Kata9
@testable import Kata9Support

@MainActor
@Suite("Analytics")
struct AnalyticsTests {
    @Test("a load that shows orders records one loaded event with the number shown")
    func loadedWithCountShown() async {
        // The server sends three; the 30-day rule hides one, and the customer sees two.
        let screen = makeScreen(
            http: HTTPStub(
                "/orders",
                serverAnswer(
                    order("A1", placedAt: june15 - 1 * day),
                    order("B2", .cancelled, placedAt: june15 - 2 * day),
                    order("C3", .cancelled, placedAt: june15 - 40 * day))))

        await screen.viewModel.load()

        #expect(screen.viewModel.state.rowIDs == ["A1", "B2"])
        #expect(screen.analytics.events == [.loaded(count: 2)])
    }

    @Test("a load served from the store records one loaded event with the stored count")
    func loadedFromStore() async {
        let screen = makeScreen(
            http: HTTPStub("/orders", .offline),
            store: InMemoryOrderStore(holding: [order("C3"), order("D4")]))

        await screen.viewModel.load()

        #expect(screen.analytics.events == [.loaded(count: 2)])
    }

    @Test("a load that shows no orders records one loaded event with a count of 0", arguments: NoneShown.all)
    func loadedWithNothingShown(answer: NoneShown) async {
        let screen = makeScreen(http: HTTPStub("/orders", answer.reply))

        await screen.viewModel.load()

        #expect(screen.viewModel.state == .empty)
        #expect(screen.analytics.events == [.loaded(count: 0)])
    }

    @Test("a load that fails records one failed event")
    func failedLoad() async {
        let screen = makeScreen(http: HTTPStub("/orders", .offline))

        await screen.viewModel.load()

        #expect(screen.viewModel.state == .failed(message: failureMessage))
        #expect(screen.analytics.events == [.failed])
    }

    @Test("the decorator hands on the error of a failed load unchanged")
    func errorPassesThrough() async {
        let analytics = AnalyticsSpy()
        let failure = StubFailure(reason: "the use case's own")
        let decorator = AnalyticsOrderHistoryDecorator(
            wrapping: OrderHistoryStub(answer: .failure(failure)), analytics: analytics)

        await #expect(throws: failure) {
            try await decorator.execute()
        }
        #expect(analytics.events == [.failed])
    }

    @Test("two loads record two events, in order", arguments: TwoLoads.all)
    func twoLoadsTwoEvents(loads: TwoLoads) async {
        let http = HTTPStub("/orders", loads.first)
        let screen = makeScreen(http: http)
        await screen.viewModel.load()

        http.reply(to: "/orders", with: loads.second)
        await screen.viewModel.load()

        #expect(screen.analytics.events == loads.events)
    }

    @Test("nothing is recorded while the load is in flight, the event comes with the answer")
    func recordedAfterAnswer() async throws {
        let gate = Gate<HTTPReply>()
        let http = HTTPStub()
        http.reply(to: "/orders", after: gate)
        let screen = makeScreen(http: http)

        let loading = try #require(
            await startLoad(screen.viewModel, waitingAt: gate), "load() never asked the network for /orders")
        #expect(screen.viewModel.state == .loading)
        #expect(screen.analytics.events == [])

        gate.open(with: serverAnswer(order("A1")))
        await loading.value
        #expect(screen.analytics.events == [.loaded(count: 1)])
    }

    @Test("the event is recorded by the load itself, before it returns", arguments: OneLoad.all)
    func recordedByTheLoad(load: OneLoad) async {
        let screen = makeScreen(http: HTTPStub("/orders", load.reply))
        let testTask = currentTaskID()

        await screen.viewModel.load()

        // A task of its own may or may not have recorded by now: which task recorded is certain.
        #expect(screen.analytics.events == [load.event])
        #expect(screen.analytics.recordingTasks == [testTask])
    }
}

/// A server answer after which the customer sees no order at all, named in the results.
struct NoneShown: Sendable, CustomTestStringConvertible {
    let reply: HTTPReply
    let testDescription: String

    static let all = [
        NoneShown(reply: serverAnswer(), testDescription: "the server sends no orders"),
        NoneShown(
            reply: serverAnswer(order("OLD", .cancelled, placedAt: june15 - 40 * day)),
            testDescription: "the 30-day rule hides the only order"),
    ]
}

/// The server's replies to two loads of one screen, and the events those loads record.
struct TwoLoads: Sendable, CustomTestStringConvertible {
    let first: HTTPReply
    let second: HTTPReply
    let events: [OrderHistoryEvent]
    let testDescription: String

    static let all = [
        TwoLoads(
            first: .offline, second: serverAnswer(order("A1")), events: [.failed, .loaded(count: 1)],
            testDescription: "a failure, then one order"),
        // The same outcome twice is still two loads.
        TwoLoads(
            first: serverAnswer(order("A1")), second: serverAnswer(order("A1")),
            events: [.loaded(count: 1), .loaded(count: 1)], testDescription: "one order, twice"),
        TwoLoads(
            first: .offline, second: .offline, events: [.failed, .failed], testDescription: "two failures"),
    ]
}

/// The server's reply to one load and the event it records, named in the results.
struct OneLoad: Sendable, CustomTestStringConvertible {
    let reply: HTTPReply
    let event: OrderHistoryEvent
    let testDescription: String

    static let all = [
        OneLoad(reply: serverAnswer(order("A1")), event: .loaded(count: 1), testDescription: "one order"),
        OneLoad(reply: .offline, event: .failed, testDescription: "a failure"),
    ]
}
