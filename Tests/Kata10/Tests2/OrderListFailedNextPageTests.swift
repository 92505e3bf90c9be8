import Testing

@testable import Kata10
@testable import Kata10Support

@MainActor
@Suite("Order list failed next page", .timeLimit(.minutes(1)))
struct OrderListFailedNextPageTests {
    @Test("a failed next page keeps every row and offers a retry")
    func failedNextPageKeepsRows() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)

        try await sut.scroll(to: "A2", answering: 2, with: failure, loader)

        #expect(
            sut.state == .loaded(rows: rows("A1", "A2"), footer: .failed),
            "the rows stay on screen, with a button under them to try the page again")
    }

    @Test("retry asks the failed page again, after the same cursor")
    func retryAsksTheSamePage() async throws {
        let (sut, loader) = makeSUT(requests: 4)
        try await sut.showFirstPage(page("A1", next: "c1"), loader)
        try await sut.scroll(to: "A1", answering: 2, with: page("A2", next: "c2"), loader)
        try await sut.scroll(to: "A2", answering: 3, with: failure, loader)

        let retry = loader.start("retry()") { await sut.retry() }
        try await loader.waitForRequest(4, during: retry)
        #expect(loader.cursors == [nil, "c1", "c2", "c2"], "retry asks for the page that failed, after c2")
        #expect(sut.state == .loaded(rows: rows("A1", "A2"), footer: .loadingMore))

        try await loader.answer(4, with: page("A3", next: nil), during: retry)
        try await retry.returned()
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3"), footer: .end))
    }

    @Test("the last row showing after a failed next page asks nothing until retry")
    func noRetryByScrolling() async throws {
        let (sut, loader) = makeSUT(requests: 3)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        try await sut.scroll(to: "A2", answering: 2, with: failure, loader)

        try await loader.run("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
        try await loader.run("rowAppeared(A2), again") { await sut.rowAppeared(row("A2")) }
        #expect(loader.cursors == [nil, "c1"], "a failed page is asked again only when the customer says so")
        #expect(sut.state == .loaded(rows: rows("A1", "A2"), footer: .failed))

        let retry = loader.start("retry()") { await sut.retry() }
        try await loader.answer(3, with: page("A3", next: "c2"), during: retry)
        try await retry.returned()
        #expect(loader.cursors == [nil, "c1", "c1"])
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3"), footer: .more))
    }
}
