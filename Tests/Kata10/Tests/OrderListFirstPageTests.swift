import Testing

@testable import Kata10
@testable import Kata10Support

@MainActor
@Suite("Order list first page", .timeLimit(.minutes(1)))
struct OrderListFirstPageTests {
    @Test("asks nothing until the screen appears")
    func asksNothingUntilAppear() async throws {
        let (sut, loader) = makeSUT(requests: 1)
        // The main actor runs its jobs in order: a task the view model started at init has made
        // its request by the time this one has run.
        await Task {}.value

        #expect(sut.state == .idle)
        #expect(loader.cursors.isEmpty, "creating the view model must ask for no page")

        try await sut.showFirstPage(page("A1", next: nil), loader)
        #expect(loader.cursors == [nil], "appearing asks for the first page, once")
    }

    @Test("is loading while the first page is in flight, then shows its rows")
    func loadingWhileInFlight() async throws {
        let (sut, loader) = makeSUT(requests: 1)
        let appear = loader.start("appear()") { await sut.appear() }

        try await loader.waitForRequest(1, during: appear)
        #expect(loader.cursors == [nil], "the first page is asked for with no cursor")
        #expect(sut.state == .loading, "the screen shows the spinner while the first page is in flight")

        try await loader.answer(1, with: page("A1", "A2", next: "c1"), during: appear)
        try await appear.returned()
        #expect(sut.state == .loaded(rows: rows("A1", "A2"), footer: .more))
    }

    @Test(
        "appearing again asks nothing more, while the first page is in flight or once it answered",
        arguments: FirstAnswer.allCases)
    func appearingAgain(firstAnswer: FirstAnswer) async throws {
        let (sut, loader) = makeSUT(requests: 1)
        let appear = loader.start("appear()") { await sut.appear() }
        try await loader.waitForRequest(1, during: appear)

        try await loader.run("appear() again, while the first page is in flight") { await sut.appear() }
        #expect(loader.cursors == [nil], "the first page is in flight: appearing again asks nothing")
        #expect(sut.state == .loading)

        try await loader.answer(1, with: firstAnswer.answer, during: appear)
        try await appear.returned()
        try await loader.run("appear() again, once the first page answered") { await sut.appear() }
        #expect(
            loader.cursors == [nil],
            "coming back to the screen asks nothing: the list stays, and a failure waits for retry")
        #expect(sut.state == firstAnswer.shown)
    }

    @Test(
        "a first page without a next cursor ends the list, even with no orders",
        arguments: [["A1", "A2"], []])
    func firstPageWithoutCursorEnds(ids: [String]) async throws {
        let (sut, loader) = makeSUT(requests: 1)

        try await sut.showFirstPage(page(ids, next: nil), loader)

        #expect(sut.state == .loaded(rows: ids.map(row), footer: .end))
    }

    @Test("a failed first page shows the failure")
    func failedFirstPage() async throws {
        let (sut, loader) = makeSUT(requests: 1)

        try await sut.showFirstPage(failure, loader)

        #expect(sut.state == .failed)
    }

    @Test("retry after a failed first page asks the first page again and shows it")
    func retryFirstPage() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(failure, loader)

        let retry = loader.start("retry()") { await sut.retry() }
        try await loader.waitForRequest(2, during: retry)
        #expect(loader.cursors == [nil, nil], "retry asks for the first page again")
        #expect(sut.state == .loading, "retrying shows the spinner instead of the failure")

        try await loader.answer(2, with: page("A1", next: "c1"), during: retry)
        try await retry.returned()
        #expect(sut.state == .loaded(rows: rows("A1"), footer: .more))
    }
}

/// What the first page answers, and what the screen then shows.
enum FirstAnswer: CaseIterable, Sendable, CustomTestStringConvertible {
    case page
    case failure

    var answer: Answer {
        switch self {
        case .page: Kata10Support.page("A1", next: "c1")
        case .failure: Kata10Support.failure
        }
    }

    var shown: OrderListState {
        switch self {
        case .page: .loaded(rows: rows("A1"), footer: .more)
        case .failure: .failed
        }
    }

    var testDescription: String {
        switch self {
        case .page: "its page"
        case .failure: "a failure"
        }
    }
}
