import Foundation
import SharedFakes
import Testing

@testable import Kata9
@testable import Kata9Support

@MainActor
@Suite("Composing the screen")
struct CompositionTests {
    @Test("composing asks nothing of the network, the store or analytics")
    func composingAsksNothing() async {
        let screen = makeScreen(
            http: HTTPStub("/orders", serverAnswer(order("A1"))),
            store: InMemoryOrderStore(holding: [order("C3")]))

        #expect(screen.http.requests == [])
        #expect(screen.store.messages == [])
        #expect(screen.analytics.events == [])
        #expect(screen.viewModel.state == .idle)

        // The same screen asks once per load: the silence above was the composer's.
        await screen.viewModel.load()
        await screen.viewModel.load()
        #expect(screen.http.requests == ["/orders", "/orders"])
        #expect(screen.store.messages == [.save([order("A1")]), .save([order("A1")])])
    }

    @Test("two composed screens share no state")
    func screensShareNothing() async {
        let online = makeScreen(http: HTTPStub("/orders", serverAnswer(order("A1"))))
        let offline = makeScreen(http: HTTPStub("/orders", .offline))

        await online.viewModel.load()
        #expect(offline.viewModel.state == .idle, "loading one screen must not move the other")
        await offline.viewModel.load()

        #expect(online.viewModel.state.rowIDs == ["A1"])
        #expect(online.store.stored == [order("A1")])
        #expect(online.analytics.events == [.loaded(count: 1)])
        #expect(offline.viewModel.state == .failed(message: failureMessage))
        #expect(offline.store.stored == nil)
        #expect(offline.analytics.events == [.failed])
    }
}
