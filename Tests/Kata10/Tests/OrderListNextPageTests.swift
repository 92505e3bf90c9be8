import Testing

@testable import Kata10
@testable import Kata10Support

@MainActor
@Suite("Order list next page", .timeLimit(.minutes(1)))
struct OrderListNextPageTests {
    @Test("the last row showing asks for the page after the first page's cursor")
    func lastRowAsksNextPage() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)

        let scroll = loader.start("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
        try await loader.waitForRequest(2, during: scroll)
        #expect(loader.cursors == [nil, "c1"], "the next page is the one after the first page's cursor")
        #expect(
            sut.state == .loaded(rows: rows("A1", "A2"), footer: .loadingMore),
            "the rows stay, with a spinner under them, while the next page is in flight")

        try await loader.answer(2, with: page("A3", "A4", next: "c2"), during: scroll)
        try await scroll.returned()
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4"), footer: .more))
    }

    @Test("each page is asked after the cursor of the page before it, and its rows follow")
    func eachPageAfterThePreviousCursor() async throws {
        let (sut, loader) = makeSUT(requests: 4)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)

        try await sut.scroll(to: "A2", answering: 2, with: page("A3", "A4", next: "c2"), loader)
        try await sut.scroll(to: "A4", answering: 3, with: page("A5", next: "c3"), loader)
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4", "A5"), footer: .more))
        try await sut.scroll(to: "A5", answering: 4, with: page("A6", "A7", next: nil), loader)

        #expect(loader.cursors == [nil, "c1", "c2", "c3"])
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4", "A5", "A6", "A7"), footer: .end))
    }

    @Test("a row that is not the last one asks nothing", arguments: NotLast.allCases)
    func rowThatIsNotLast(notLast: NotLast) async throws {
        let (sut, loader) = makeSUT(requests: notLast.requestsBefore.count)
        let shown = try await notLast.reach(sut, loader)

        for id in notLast.rowsToShow {
            try await loader.run("rowAppeared(\(id))") { await sut.rowAppeared(row(id)) }
        }

        #expect(loader.cursors == notLast.requestsBefore, "only the last row asks for the next page")
        #expect(sut.state == shown)
    }

    @Test("one request while a page is in flight, however often the last row shows")
    func oneRequestInFlight() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        let scroll = loader.start("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
        try await loader.waitForRequest(2, during: scroll)

        for time in 2...4 {
            try await loader.run("rowAppeared(A2), time \(time)") { await sut.rowAppeared(row("A2")) }
        }
        #expect(loader.cursors == [nil, "c1"], "the next page is in flight: the last row asks nothing more")

        try await loader.answer(2, with: page("A3", next: "c2"), during: scroll)
        try await scroll.returned()
        #expect(loader.cursors == [nil, "c1"])
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3"), footer: .more))
    }

    @Test(
        "a page that adds no row but has a next cursor asks the page after it at once",
        arguments: AddingNothing.allCases)
    func pageAddingNothingAsksOn(adding: AddingNothing) async throws {
        let (sut, loader) = makeSUT(requests: adding.requests.count)
        let call = try await adding.start(sut, loader)

        // Each page that adds nothing is answered during the same call: no row shows meanwhile.
        for (index, answer) in adding.pagesAddingNothing.enumerated() {
            try await loader.answer(adding.firstAnswered + index, with: answer, during: call)
        }
        let next = adding.requests.count
        try await loader.waitForRequest(next, during: call)
        #expect(
            loader.cursors == adding.requests,
            "a page that adds no row asks the page after it, after its own cursor, with nothing shown")
        #expect(sut.state == .loaded(rows: adding.shown, footer: .loadingMore))

        try await loader.answer(next, with: page("B1", next: nil), during: call)
        try await call.returned()
        #expect(sut.state == .loaded(rows: adding.shown + rows("B1"), footer: .end))
    }

    @Test("the end of the list asks nothing more")
    func endOfList() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", next: "c1"), loader)
        try await sut.scroll(to: "A1", answering: 2, with: page("A2", next: nil), loader)
        #expect(
            sut.state == .loaded(rows: rows("A1", "A2"), footer: .end),
            "a page without a next cursor ends the list")

        try await loader.run("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
        try await loader.run("rowAppeared(A2), again") { await sut.rowAppeared(row("A2")) }
        try await loader.run("retry()") { await sut.retry() }

        #expect(loader.cursors == [nil, "c1"], "after the end of the list nothing more is asked")
        #expect(sut.state == .loaded(rows: rows("A1", "A2"), footer: .end))
    }

    @Test("retry asks nothing while no page has failed", arguments: Unfailed.allCases)
    func retryWithoutFailure(unfailed: Unfailed) async throws {
        let (sut, loader) = makeSUT(requests: unfailed.requestsBefore.count)
        // A page still in flight stays so: the test only looks at what retry asks meanwhile.
        _ = try await unfailed.reach(sut, loader)
        let shown = sut.state

        try await loader.run("retry()") { await sut.retry() }

        #expect(loader.cursors == unfailed.requestsBefore, "nothing failed, so retry asks nothing")
        #expect(sut.state == shown)
    }
}

/// A row that is on screen but is not the last one.
enum NotLast: CaseIterable, Sendable, CustomTestStringConvertible {
    case firstRows
    case lastBeforeTheNextPage

    /// The requests made before the row shows.
    var requestsBefore: [String?] {
        switch self {
        case .firstRows: [nil]
        case .lastBeforeTheNextPage: [nil, "c1"]
        }
    }

    var rowsToShow: [String] {
        switch self {
        case .firstRows: ["A1", "A2"]
        case .lastBeforeTheNextPage: ["A3"]
        }
    }

    /// Shows the list; returns what it shows.
    @MainActor
    func reach(_ sut: OrderListViewModel, _ loader: PageLoaderSpy) async throws -> OrderListState {
        try await sut.showFirstPage(page("A1", "A2", "A3", next: "c1"), loader)
        if self == .lastBeforeTheNextPage {
            try await sut.scroll(to: "A3", answering: 2, with: page("A4", "A5", next: "c2"), loader)
        }
        return sut.state
    }

    var testDescription: String {
        switch self {
        case .firstRows: "the rows above the last"
        case .lastBeforeTheNextPage: "the row that was last before the next page came"
        }
    }
}

/// Pages that add no row to the list, though the server has more.
enum AddingNothing: CaseIterable, Sendable, CustomTestStringConvertible {
    case emptyFirstPage
    case emptyNextPage
    case nextPageOfRowsShown
    case twoInARow

    /// The cursor of every request, the last one the page after those that add nothing.
    var requests: [String?] {
        switch self {
        case .emptyFirstPage: [nil, "c1"]
        case .emptyNextPage, .nextPageOfRowsShown: [nil, "c1", "c2"]
        case .twoInARow: [nil, "c1", "c2", "c3"]
        }
    }

    /// The number of the first request answered with a page that adds nothing.
    var firstAnswered: Int {
        self == .emptyFirstPage ? 1 : 2
    }

    var pagesAddingNothing: [Answer] {
        switch self {
        case .emptyFirstPage: [page(next: "c1")]
        case .emptyNextPage: [page(next: "c2")]
        case .nextPageOfRowsShown: [page("A2", "A1", next: "c2")]
        case .twoInARow: [page(next: "c2"), page("A1", "A2", next: "c3")]
        }
    }

    /// The rows on screen while the page after them is in flight.
    var shown: [OrderRow] {
        self == .emptyFirstPage ? [] : rows("A1", "A2")
    }

    /// Starts the call during which the pages are asked: `appear()` for the first page, or the
    /// last row showing under a first page of A1 and A2.
    @MainActor
    func start(_ sut: OrderListViewModel, _ loader: PageLoaderSpy) async throws -> Call {
        if self == .emptyFirstPage {
            return loader.start("appear()") { await sut.appear() }
        }
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        return loader.start("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
    }

    var testDescription: String {
        switch self {
        case .emptyFirstPage: "a first page with no orders"
        case .emptyNextPage: "a next page with no orders"
        case .nextPageOfRowsShown: "a next page of orders already shown"
        case .twoInARow: "two such pages in a row"
        }
    }
}

/// What the screen shows when nothing has failed.
enum Unfailed: CaseIterable, Sendable, CustomTestStringConvertible {
    case firstPageInFlight
    case more
    case nextPageInFlight
    case end

    /// The requests made to get there.
    var requestsBefore: [String?] {
        switch self {
        case .firstPageInFlight, .more, .end: [nil]
        case .nextPageInFlight: [nil, "c1"]
        }
    }

    /// Gets the screen there; returns the call still in flight, if any.
    @MainActor
    func reach(_ sut: OrderListViewModel, _ loader: PageLoaderSpy) async throws -> Call? {
        switch self {
        case .firstPageInFlight:
            let appear = loader.start("appear()") { await sut.appear() }
            try await loader.waitForRequest(1, during: appear)
            return appear
        case .more, .end:
            try await sut.showFirstPage(page("A1", next: self == .more ? "c1" : nil), loader)
            return nil
        case .nextPageInFlight:
            try await sut.showFirstPage(page("A1", next: "c1"), loader)
            let scroll = loader.start("rowAppeared(A1)") { await sut.rowAppeared(row("A1")) }
            try await loader.waitForRequest(2, during: scroll)
            return scroll
        }
    }

    var testDescription: String {
        switch self {
        case .firstPageInFlight: "while the first page is in flight"
        case .more: "while the list has more to come"
        case .nextPageInFlight: "while the next page is in flight"
        case .end: "at the end of the list"
        }
    }
}
