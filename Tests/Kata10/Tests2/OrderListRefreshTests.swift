import Testing

@testable import Kata10
@testable import Kata10Support

@MainActor
@Suite("Order list refresh", .timeLimit(.minutes(1)))
struct OrderListRefreshTests {
    @Test(
        "refresh starts over: the spinner, then its first page replaces whatever the screen showed",
        arguments: Shown.allCases)
    func refreshStartsOver(shown: Shown) async throws {
        let (sut, loader) = makeSUT(requests: shown.requestsBefore.count + 1)
        try await shown.reach(sut, loader)

        let refresh = loader.start("refresh()") { await sut.refresh() }
        try await loader.waitForRequest(shown.requestsBefore.count + 1, during: refresh)
        #expect(loader.cursors == shown.requestsBefore + [nil], "refresh asks for the first page")
        #expect(
            sut.state == .loading,
            "while the refresh's first page is in flight the screen shows the spinner, not what it showed")

        try await loader.answer(
            shown.requestsBefore.count + 1, with: page("B1", "B2", next: "d1"), during: refresh)
        try await refresh.returned()
        #expect(sut.state == .loaded(rows: rows("B1", "B2"), footer: .more))
    }

    @Test("the refreshed list shows every order of its first page, even those shown before")
    func refreshShowsOrdersShownBefore() async throws {
        let (sut, loader) = makeSUT(requests: 3)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        try await sut.scroll(to: "A2", answering: 2, with: page("A3", next: "c2"), loader)

        let refresh = loader.start("refresh()") { await sut.refresh() }
        try await loader.answer(3, with: page("A0", "A1", "A2", next: "d1"), during: refresh)
        try await refresh.returned()

        #expect(sut.state == .loaded(rows: rows("A0", "A1", "A2"), footer: .more))
    }

    @Test("a next page asked before the refresh never lands after it", arguments: StaleAnswer.allCases)
    func staleNextPage(stale: StaleAnswer) async throws {
        let (sut, loader) = makeSUT(requests: 3)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        let scroll = loader.start("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
        try await loader.waitForRequest(2, during: scroll)
        let refresh = loader.start("refresh()") { await sut.refresh() }
        try await loader.waitForRequest(3, during: refresh)

        try await stale.play(
            stale: (2, scroll), refresh: (3, refresh), staleAnswer: stale.answer(page("A3", next: "c2")), sut,
            loader)

        #expect(sut.state == .loaded(rows: rows("B1"), footer: .more))
    }

    @Test("a first page asked before the refresh never lands after it", arguments: StaleAnswer.allCases)
    func staleFirstPage(stale: StaleAnswer) async throws {
        let (sut, loader) = makeSUT(requests: 2)
        let appear = loader.start("appear()") { await sut.appear() }
        try await loader.waitForRequest(1, during: appear)
        let refresh = loader.start("refresh()") { await sut.refresh() }
        try await loader.waitForRequest(2, during: refresh)

        try await stale.play(
            stale: (1, appear), refresh: (2, refresh), staleAnswer: stale.answer(page("A1", next: "c1")), sut,
            loader)

        #expect(loader.cursors == [nil, nil])
        #expect(sut.state == .loaded(rows: rows("B1"), footer: .more))
    }

    @Test("after a refresh the next page is asked after the refresh's cursor", arguments: [false, true])
    func nextPageAfterRefresh(staleAnswered: Bool) async throws {
        let (sut, loader) = makeSUT(requests: 4)
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        let stale = loader.start("rowAppeared(A2)") { await sut.rowAppeared(row("A2")) }
        try await loader.waitForRequest(2, during: stale)
        let refresh = loader.start("refresh()") { await sut.refresh() }
        try await loader.answer(3, with: page("B1", "B2", next: "d1"), during: refresh)
        try await refresh.returned()
        if staleAnswered {
            try await loader.answer(2, with: page("A3", next: "c2"), during: stale)
            try await stale.returned()
        }

        let scroll = loader.start("rowAppeared(B2)") { await sut.rowAppeared(row("B2")) }
        try await loader.waitForRequest(4, during: scroll)
        #expect(loader.cursors == [nil, "c1", nil, "d1"], "the refreshed list goes on after its own cursor")
        #expect(sut.state == .loaded(rows: rows("B1", "B2"), footer: .loadingMore))

        try await loader.answer(4, with: page("B3", next: nil), during: scroll)
        try await scroll.returned()
        #expect(sut.state == .loaded(rows: rows("B1", "B2", "B3"), footer: .end))
    }

    @Test("a failed refresh shows the failure")
    func failedRefresh() async throws {
        let (sut, loader) = makeSUT(requests: 2)
        try await sut.showFirstPage(page("A1", next: "c1"), loader)

        let refresh = loader.start("refresh()") { await sut.refresh() }
        try await loader.answer(2, with: failure, during: refresh)
        try await refresh.returned()

        #expect(sut.state == .failed)
    }

    @Test("only the latest of two refreshes lands", arguments: [false, true])
    func latestRefreshLands(olderAnswersFirst: Bool) async throws {
        let (sut, loader) = makeSUT(requests: 3)
        try await sut.showFirstPage(page("A1", next: "c1"), loader)
        let older = loader.start("refresh()") { await sut.refresh() }
        try await loader.waitForRequest(2, during: older)
        let newer = loader.start("refresh() again") { await sut.refresh() }
        try await loader.waitForRequest(3, during: newer)
        #expect(loader.cursors == [nil, nil, nil], "each refresh asks for the first page")

        if olderAnswersFirst {
            let shown = sut.state
            try await loader.answer(2, with: page("B1", next: nil), during: older)
            try await older.returned()
            #expect(sut.state == shown, "the older refresh's page changes nothing")
        }
        try await loader.answer(3, with: page("C1", next: "e1"), during: newer)
        try await newer.returned()
        if !olderAnswersFirst {
            try await loader.answer(2, with: page("B1", next: nil), during: older)
            try await older.returned()
        }

        #expect(sut.state == .loaded(rows: rows("C1"), footer: .more))
    }
}

/// How and when the page asked for before the refresh answers: with its page or a failure,
/// before the refresh's first page lands or after it.
enum StaleAnswer: CaseIterable, Sendable, CustomTestStringConvertible {
    case pageBeforeRefresh
    case pageAfterRefresh
    case failureBeforeRefresh
    case failureAfterRefresh

    func answer(_ page: Answer) -> Answer {
        switch self {
        case .pageBeforeRefresh, .pageAfterRefresh: page
        case .failureBeforeRefresh, .failureAfterRefresh: failure
        }
    }

    /// Answers the stale request and the refresh's (which shows B1, with more to come) in this
    /// case's order, each call returning before the next answer.
    @MainActor
    func play(
        stale: (number: Int, call: Call), refresh: (number: Int, call: Call), staleAnswer: Answer,
        _ sut: OrderListViewModel, _ loader: PageLoaderSpy
    ) async throws {
        let before = self == .pageBeforeRefresh || self == .failureBeforeRefresh
        if before {
            let shown = sut.state
            try await loader.answer(stale.number, with: staleAnswer, during: stale.call)
            try await stale.call.returned()
            #expect(
                sut.state == shown,
                "the refresh is in flight: the answer asked for before it changes nothing")
        }
        try await loader.answer(refresh.number, with: page("B1", next: "d1"), during: refresh.call)
        try await refresh.call.returned()
        if !before {
            try await loader.answer(stale.number, with: staleAnswer, during: stale.call)
            try await stale.call.returned()
        }
    }

    var testDescription: String {
        switch self {
        case .pageBeforeRefresh: "its page, before the refresh's lands"
        case .pageAfterRefresh: "its page, after the refresh's landed"
        case .failureBeforeRefresh: "a failure, before the refresh's page lands"
        case .failureAfterRefresh: "a failure, after the refresh's page landed"
        }
    }
}

/// What the screen shows when the customer pulls to refresh.
enum Shown: CaseIterable, Sendable, CustomTestStringConvertible {
    case listAtItsEnd
    case failedNextPage
    case failureScreen

    /// The requests made to get there.
    var requestsBefore: [String?] {
        switch self {
        case .listAtItsEnd, .failedNextPage: [nil, "c1"]
        case .failureScreen: [nil]
        }
    }

    /// Gets the screen there.
    @MainActor
    func reach(_ sut: OrderListViewModel, _ loader: PageLoaderSpy) async throws {
        if self == .failureScreen {
            return try await sut.showFirstPage(failure, loader)
        }
        try await sut.showFirstPage(page("A1", "A2", next: "c1"), loader)
        try await sut.scroll(
            to: "A2", answering: 2, with: self == .listAtItsEnd ? page("A3", next: nil) : failure, loader)
    }

    var testDescription: String {
        switch self {
        case .listAtItsEnd: "a list at its end"
        case .failedNextPage: "a list whose next page failed"
        case .failureScreen: "the failure screen"
        }
    }
}
