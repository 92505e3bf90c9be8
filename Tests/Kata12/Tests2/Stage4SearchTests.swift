import Foundation
import Kata12Presentation
import SharedFakes
import Testing

@testable import Kata12Support

/// The orders most searches run over: a kettle, a tea set, and a crème brûlée torch.
let shelf = [
    SentOrder(id: "KETTLE", products: ["Kettle"]),
    SentOrder(id: "TEA", products: ["Tea cups", "Teapot"]),
    SentOrder(id: "TORCH", products: ["Crème brûlée torch"]),
]

@MainActor
@Suite("Stage 4 · Search", .timeLimit(.minutes(1)))
struct Stage4SearchTests {
    @Test("typing shows only the orders with a product whose name contains the text")
    func typingFilters() async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))

        round.screen.searchText = "ett"

        #expect(round.screen.state == .loaded([expectedRow(shelf[0])]))
    }

    @Test("any product of an order can match, not only the first")
    func anyProductMatches() async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))

        round.screen.searchText = "pot"

        #expect(round.screen.state.rowIDs == ["TEA"])
    }

    @Test(
        "the search reads each product name alone: text across two names matches nothing",
        arguments: [", t", "kettle, tea"])
    func namesReadAlone(text: String) async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "SET", products: ["Kettle", "Tea cups"]), shelf[0]))

        round.screen.searchText = text

        #expect(
            round.screen.state == .noMatches,
            "no one product's name contains \"\(text)\": the row's title joins them, the search does not")
    }

    @Test("the search ignores case", arguments: ["KETTLE", "kettle", "kEtT"])
    func ignoresCase(text: String) async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))

        round.screen.searchText = text

        #expect(round.screen.state.rowIDs == ["KETTLE"])
    }

    @Test(
        "the search ignores accents, in the text typed and in the names",
        arguments: [
            AccentCase(typed: "creme", name: "Crème brûlée torch"),
            AccentCase(typed: "BRULEE", name: "Crème brûlée torch"),
            AccentCase(typed: "café", name: "Cafe glasses"),
            AccentCase(typed: "crème", name: "Crème brûlée torch"),
        ])
    func ignoresAccents(accent: AccentCase) async {
        let round = makeRound()
        await round.load(answering: answer(SentOrder(id: "MATCH", products: [accent.name]), shelf[0]))

        round.screen.searchText = accent.typed

        #expect(round.screen.state.rowIDs == ["MATCH"])
    }

    @Test("emptying the search shows every order again")
    func emptyShowsAll() async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))
        round.screen.searchText = "ett"
        let filtered = round.screen.state.rowIDs

        round.screen.searchText = ""

        #expect(filtered == ["KETTLE"])
        #expect(round.screen.state == .loaded(shelf.map { expectedRow($0) }))
    }

    @Test("a search of only spaces shows every order, as an empty one does", arguments: [" ", "   "])
    func spacesShowAll(text: String) async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))

        round.screen.searchText = text

        #expect(round.screen.state == .loaded(shelf.map { expectedRow($0) }), "a field of spaces looks empty")
    }

    @Test("a search that matches nothing shows no matches, not the empty screen")
    func nothingMatches() async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))

        round.screen.searchText = "toaster"

        #expect(round.screen.state == .noMatches)
    }

    @Test("searching asks the network nothing")
    func searchIsLocal() async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))

        for text in ["t", "te", "tea"] { round.screen.searchText = text }
        await Task {}.value

        #expect(round.screen.state.rowIDs == ["TEA"])
        #expect(round.server.requests == ["/orders"], "one load, one request: typing asks nothing")
    }

    @Test("a reload keeps the search")
    func reloadKeepsSearch() async {
        let round = makeRound()
        await round.load(answering: answer(shelf[0], shelf[1]))
        round.screen.searchText = "tea"

        await round.load(
            answering: answer(
                shelf[0], SentOrder(id: "MORE-TEA", products: ["Tea towel"]), shelf[1], shelf[2]))

        #expect(round.screen.state.rowIDs == ["MORE-TEA", "TEA"])
    }

    @Test("text typed while the orders are on their way keeps the screen loading, then filters them")
    func typedWhileLoading() async throws {
        let gate = Gate<Reply>()
        let round = makeRound()
        await round.load(answering: answer(shelf[0]))
        round.server.reply(after: gate)

        let load = try #require(
            await startLoad(round.screen, waitingAt: gate), "load() never asked the server")
        round.screen.searchText = "tea"
        #expect(round.screen.state == .loading, "the answer is on its way: there is nothing to filter yet")

        gate.open(with: answer(shelf[0], shelf[1], shelf[2]))
        await load.value
        #expect(round.screen.state.rowIDs == ["TEA"])
    }

    @Test("a search never shows an order the 30-day rule hides")
    func searchKeepsTheRule() async {
        let round = makeRound()
        await round.load(
            answering: answer(
                SentOrder(id: "OLD-CANCELLED", status: "cancelled", placedAt: june15 - 31 * day),
                SentOrder(id: "RECENT", placedAt: june15 - 3 * day)))

        round.screen.searchText = "kettle"

        #expect(round.screen.state.rowIDs == ["RECENT"])
    }

    @Test("a search while the screen shows the failure keeps the failure")
    func failureStays() async {
        // A store that saves nothing, so the failure can come after rows were shown.
        let round = makeRound(store: InMemoryKeyValueStore(failsToSave: true))
        await round.load(answering: answer(shelf[0], shelf[1], shelf[2]))
        await round.load(answering: .offline)

        round.screen.searchText = "tea"

        #expect(round.screen.state == .failed(message: failureMessage))
    }

    @Test("a search with no orders at all shows the empty screen")
    func noOrdersStaysEmpty() async {
        let round = makeRound()
        await round.load(answering: answer())

        round.screen.searchText = "kettle"

        #expect(round.screen.state == .empty)
    }
}

/// Text typed, and a product name it must find.
struct AccentCase: Sendable, CustomTestStringConvertible {
    let typed: String
    let name: String
    var testDescription: String { "\"\(typed)\" finds \"\(name)\"" }
}
