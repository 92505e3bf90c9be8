import Foundation
import SharedFakes
import Testing

@testable import Kata8
@testable import Kata8Support

@MainActor
@Suite("Order search results", .timeLimit(.minutes(1)))
struct OrderSearchResultsTests {
    @Test("is searching the query while the use case works, then shows what it found")
    func searchingWhileInFlight() async throws {
        let (sut, timeline) = makeSUT(.held(Gate()))
        try await search("tea", in: sut, timeline)

        try await timeline.waitForScreen(sut, toShow: .searching("tea"), "while its search is in flight")

        try await timeline.answer(1, with: .success([order("A1")]))
        try await timeline.waitForAnswerOnScreen(sut, searching: "tea")
        #expect(sut.state == .results(rows("A1")))
    }

    @Test("results keep the use case's order, one row per order titled with its ID")
    func resultsKeepTheUseCaseOrder() async throws {
        let (sut, timeline) = makeSUT(.orders("B2", "A1", "C3"))

        try await search("tea", in: sut, timeline)

        try await timeline.waitForAnswerOnScreen(sut, searching: "tea")
        #expect(
            sut.state
                == .results([
                    OrderRow(id: "B2", title: "Order B2"),
                    OrderRow(id: "A1", title: "Order A1"),
                    OrderRow(id: "C3", title: "Order C3"),
                ]))
    }

    @Test("no match shows no results for the query")
    func noMatch() async throws {
        let (sut, timeline) = makeSUT(.orders())

        try await search(" tea\n", in: sut, timeline)

        try await timeline.waitForAnswerOnScreen(sut, searching: "tea")
        #expect(sut.state == .noResults("tea"), "the query as searched: trimmed")
    }

    @Test("a failure shows the fixed sentence, not the error's description", arguments: Failure.all)
    func failureShowsSentence(failure: Failure) async throws {
        let (sut, timeline) = makeSUT(.failure(failure.error))

        try await search("tea", in: sut, timeline)

        try await timeline.waitForAnswerOnScreen(sut, searching: "tea")
        #expect(sut.state == .failed(message: failureMessage))
    }

    @Test("typing back to the query already shown searches nothing")
    func typingBackSearchesNothing() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"))
        try await search("tea", in: sut, timeline)
        try await timeline.waitForScreen(
            sut, toShow: .results(rows("A1")), "once the search for tea answered")

        sut.queryChanged("teap")
        try await timeline.waitForSleep(2)
        sut.queryChanged("tea ")
        try await timeline.waitForSleepToEnd(
            2, "expected typing tea back to cancel the debounce teap started")
        try await timeline.advance(by: .milliseconds(300))

        #expect(timeline.searches == ["tea"])
        #expect(sut.state == .results(rows("A1")))
    }

    @Test("typing back to a query that is not on screen searches it again", arguments: NotOnScreen.allCases)
    func typingBackToAQueryNotShownSearchesIt(notOnScreen: NotOnScreen) async throws {
        let (sut, timeline) = makeSUT(replies: notOnScreen.replies)
        let searchesBefore = try await notOnScreen.reach(sut, timeline)

        sut.queryChanged("tea")
        try await timeline.waitForSleepToEnd(
            notOnScreen.lastSleep, "expected typing tea to cancel the debounce te started")
        try await timeline.advance(by: .milliseconds(300), toSearch: searchesBefore.count + 1)

        #expect(timeline.searches == searchesBefore + ["tea"])
        try await timeline.waitForAnswerOnScreen(sut, searching: "tea")
        #expect(sut.state == .results(rows("A1")))
    }

    /// Types `query` and lets the debounce pass; returns once its search has started.
    private func search(_ query: String, in sut: OrderSearchViewModel, _ timeline: Timeline) async throws {
        sut.queryChanged(query)
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
    }
}

/// An error the use case fails with, named in the test results.
struct Failure: Sendable, CustomTestStringConvertible {
    let error: any Error
    let testDescription: String

    static let all = [
        Failure(error: AnyError(), testDescription: "an error with no description"),
        Failure(
            error: NSError(
                domain: "OrdersAPI", code: 503,
                userInfo: [NSLocalizedDescriptionKey: "The server answered 503 Service Unavailable."]),
            testDescription: "an NSError with a localized description"),
        Failure(error: OfflineError(), testDescription: "a LocalizedError that reads like a sentence"),
    ]
}

/// The tempting one: its `localizedDescription` is a sentence, but not the screen's sentence.
struct OfflineError: LocalizedError {
    var errorDescription: String? { "The Internet connection appears to be offline." }
}

/// How "tea" came to be typed and yet not be on screen, just before the customer types it back.
enum NotOnScreen: CaseIterable, Sendable, CustomTestStringConvertible {
    case itsSearchFailed
    case itsSearchWasCancelled
    case aNewerSearchReplacedIt
    case theFieldWasEmptied

    /// What the use case answers, search by search; "tea" typed back finds A1.
    var replies: [Timeline.Reply] {
        switch self {
        case .itsSearchFailed: [.failure(AnyError()), .orders("A1")]
        case .itsSearchWasCancelled: [.held(Gate()), .orders("A1")]
        case .aNewerSearchReplacedIt: [.orders("B2"), .held(Gate()), .orders("A1")]
        case .theFieldWasEmptied: [.orders("B2"), .orders("A1")]
        }
    }

    /// The sleep that typing "tea" back cancels, the last one before "tea"'s own.
    var lastSleep: Int {
        self == .aNewerSearchReplacedIt ? 3 : 2
    }

    /// Searches "tea", then leaves the screen without "tea"'s results and the customer typing
    /// another query, whose wait is in progress; returns the searches made so far.
    @MainActor
    func reach(_ sut: OrderSearchViewModel, _ timeline: Timeline) async throws -> [String] {
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
        switch self {
        case .itsSearchFailed:
            try await timeline.waitForScreen(
                sut, toShow: .failed(message: failureMessage), "once the search for tea failed")
        case .itsSearchWasCancelled:
            try await timeline.waitForScreen(sut, toShow: .searching("tea"), "while its search is in flight")
        case .aNewerSearchReplacedIt:
            try await timeline.waitForScreen(
                sut, toShow: .results(rows("B2")), "once the search for tea answered")
            sut.queryChanged("teap")
            try await timeline.waitForSleep(2)
            try await timeline.advance(by: .milliseconds(300), toSearch: 2)
            try await timeline.waitForScreen(sut, toShow: .searching("teap"), "while its search is in flight")
        case .theFieldWasEmptied:
            try await timeline.waitForScreen(
                sut, toShow: .results(rows("B2")), "once the search for tea answered")
            sut.queryChanged("")
            try #require(sut.state == .idle)
        }
        sut.queryChanged("te")
        try await timeline.waitForSleep(lastSleep)
        return timeline.searches
    }

    var testDescription: String {
        switch self {
        case .itsSearchFailed: "its search failed"
        case .itsSearchWasCancelled: "its search was cancelled"
        case .aNewerSearchReplacedIt: "a newer search replaced its results"
        case .theFieldWasEmptied: "the field was emptied since"
        }
    }
}
