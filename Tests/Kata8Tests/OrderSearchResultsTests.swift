import Foundation
import SharedFakes
import Testing

@testable import Kata8

@MainActor
@Suite("Order search results", .timeLimit(.minutes(1)))
struct OrderSearchResultsTests {
    @Test("is searching the query while the use case works, then shows what it found")
    func searchingWhileInFlight() async throws {
        let (sut, timeline) = makeSUT(.held(Gate()))
        try await search("tea", in: sut, timeline)

        #expect(sut.state == .searching("tea"))

        try await timeline.answer(1, with: .success([order("A1")]))
        #expect(sut.state == .results(rows("A1")))
    }

    @Test("results keep the use case's order, one row per order titled with its ID")
    func resultsKeepTheUseCaseOrder() async throws {
        let (sut, timeline) = makeSUT(.orders("B2", "A1", "C3"))

        try await search("tea", in: sut, timeline)

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

        #expect(sut.state == .noResults("tea"), "the query as searched: trimmed")
    }

    @Test("a failure shows the fixed sentence, not the error's description", arguments: Failure.all)
    func failureShowsSentence(failure: Failure) async throws {
        let (sut, timeline) = makeSUT(.failure(failure.error))

        try await search("tea", in: sut, timeline)

        #expect(sut.state == .failed(message: failureMessage))
    }

    @Test("typing back to the query already shown searches nothing")
    func typingBackSearchesNothing() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"))
        try await search("tea", in: sut, timeline)

        sut.queryChanged("teap")
        try await timeline.waitForMessages(3)
        sut.queryChanged("tea ")
        try await timeline.waitForSleepToEnd(2)
        try await timeline.advance(by: .milliseconds(300))

        #expect(timeline.searches == ["tea"])
        #expect(sut.state == .results(rows("A1")))
    }

    @Test("typing back to a query that is not on screen searches it again", arguments: NotOnScreen.allCases)
    func typingBackToAQueryNotShownSearchesIt(notOnScreen: NotOnScreen) async throws {
        let (sut, timeline) = makeSUT(replies: notOnScreen.replies)
        let searchesBefore = try await notOnScreen.reach(sut, timeline)

        sut.queryChanged("tea")
        try await timeline.waitForSleepToEnd(notOnScreen.lastSleep)
        try await timeline.advance(by: .milliseconds(300))

        #expect(timeline.searches == searchesBefore + ["tea"])
        #expect(sut.state == .results(rows("A1")))
    }

    /// Types `query` and lets the debounce pass, so its search starts.
    private func search(_ query: String, in sut: OrderSearchViewModel, _ timeline: Timeline) async throws {
        sut.queryChanged(query)
        try await timeline.waitForMessages(1)
        try await timeline.advance(by: .milliseconds(300))
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
        try await timeline.waitForMessages(1)
        try await timeline.advance(by: .milliseconds(300))
        switch self {
        case .itsSearchFailed:
            try #require(sut.state == .failed(message: failureMessage))
        case .itsSearchWasCancelled:
            try #require(sut.state == .searching("tea"))
        case .aNewerSearchReplacedIt:
            try #require(sut.state == .results(rows("B2")))
            sut.queryChanged("teap")
            try await timeline.waitForMessages(3)
            try await timeline.advance(by: .milliseconds(300))
            try #require(sut.state == .searching("teap"))
        case .theFieldWasEmptied:
            try #require(sut.state == .results(rows("B2")))
            sut.queryChanged("")
            try #require(sut.state == .idle)
        }
        sut.queryChanged("te")
        try await timeline.waitForMessages(self == .aNewerSearchReplacedIt ? 5 : 3)
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
