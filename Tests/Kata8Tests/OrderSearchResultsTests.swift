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

        try await search("tea", in: sut, timeline)

        #expect(sut.state == .noResults("tea"))
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
