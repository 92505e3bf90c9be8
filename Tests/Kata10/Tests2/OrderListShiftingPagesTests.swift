import Testing

@testable import Kata10
@testable import Kata10Support

@MainActor
@Suite("Order list shifting pages", .timeLimit(.minutes(1)))
struct OrderListShiftingPagesTests {
    @Test("an order placed meanwhile pushes a row onto the next page, and it shows once")
    func pushedRowShowsOnce() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", "A2", "A3", next: "c1"), loader)

        // A0 was placed meanwhile: the server's first page now ends at A2, so A3 opens page two.
        try await sut.scroll(to: "A3", answering: 2, with: page("A3", "A4", "A5", next: "c2"), loader)

        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4", "A5"), footer: .more))
    }

    @Test("a row never shows twice, whichever earlier page showed it")
    func neverTwiceAcrossPages() async throws {
        let (sut, loader) = makeSUT(requests: 3)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        try await sut.scroll(to: "A2", answering: 2, with: page("A2", "A3", next: "c2"), loader)

        // A1 came two pages back; A3 came on the page just before.
        try await sut.scroll(to: "A3", answering: 3, with: page("A3", "A4", "A1", "A5", next: nil), loader)
        #expect(loader.cursors == [nil, "c1", "c2"])
        #expect(
            sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4", "A5"), footer: .end),
            "an order shown before keeps its row, and the new ones follow in the page's order")
    }

    @Test("a row an earlier page showed keeps its place when a later page lists it again")
    func repeatKeepsItsPlace() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", "A2", "A3", next: "c1"), loader)

        try await sut.scroll(to: "A3", answering: 2, with: page("A4", "A2", "A5", next: nil), loader)

        #expect(
            sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4", "A5"), footer: .end),
            "A2 stays second, where the first page showed it; the new orders follow in the page's order")
    }

    @Test("an order listed twice in one page shows once, where the page first lists it")
    func repeatWithinAPage() async throws {
        let (sut, loader) = makeSUT(requests: 2)

        try await sut.showFirstPage(page("A1", "A2", "A1", next: "c1"), loader)
        #expect(sut.state == .loaded(rows: rows("A1", "A2"), footer: .more))

        try await sut.scroll(to: "A2", answering: 2, with: page("A3", "A4", "A3", "A5", next: nil), loader)
        #expect(sut.state == .loaded(rows: rows("A1", "A2", "A3", "A4", "A5"), footer: .end))
    }
}
