import SharedFakes
import Testing

@testable import Kata8
@testable import Kata8Support

@MainActor
@Suite("Order search cancellation", .timeLimit(.minutes(1)))
struct OrderSearchCancellationTests {
    @Test("an empty or blank query is idle at once and cancels the wait in progress", arguments: Blank.all)
    func blankQueryCancelsTheWait(blank: Blank) async throws {
        let (sut, timeline) = makeSUT(.orders("A1"))
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
        try await timeline.waitForScreen(
            sut, toShow: .results(rows("A1")), "once the search for tea answered")
        sut.queryChanged("te")
        try await timeline.waitForSleep(2)

        sut.queryChanged(blank.text)

        #expect(sut.state == .idle)
        try await timeline.waitForSleepToEnd(
            2, "expected emptying the field to cancel the debounce te started")
        #expect(timeline.sleepEndings[1] == .cancelled, "emptying the field cancels the debounce te started")
        try await timeline.advance(by: .milliseconds(300))
        #expect(timeline.searches == ["tea"], "te must not be searched once the field is empty")
    }

    @Test("an empty query cancels the search in flight, whose answer then changes nothing")
    func emptyQueryCancelsTheSearch() async throws {
        let (sut, timeline) = makeSUT(.held(Gate()))
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
        try await timeline.waitForScreen(sut, toShow: .searching("tea"), "while its search is in flight")

        sut.queryChanged("")

        #expect(sut.state == .idle)
        try await timeline.waitForSearchToEnd(1, "expected emptying the field to cancel the search in flight")
        try await timeline.answer(1, with: .success([order("A1")]))
        #expect(timeline.searchEndings == [.cancelled])
        #expect(sut.state == .idle)
    }

    @Test("a keystroke while a search is in flight cancels it", arguments: Keystroke.all)
    func keystrokeCancelsTheSearch(keystroke: Keystroke) async throws {
        let (sut, timeline) = makeSUT(.held(Gate()), .orders("B2"))
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)

        sut.queryChanged(keystroke.text)
        try await timeline.waitForSleep(2, "expected the keystroke to start a debounce of its own")
        try await timeline.answer(1, with: .success([order("A1")]))

        #expect(timeline.searchEndings == [.cancelled])
        try await timeline.advance(by: .milliseconds(300), toSearch: 2)
        #expect(timeline.searches == ["tea", keystroke.query])
        try await timeline.waitForAnswerOnScreen(sut, searching: keystroke.query)
        #expect(sut.state == .results(rows("B2")))
    }

    @Test(
        "a late answer from a search the use case did not cancel never replaces a newer state",
        arguments: NewerState.allCases)
    func lateAnswerNeverReplacesANewerState(newer: NewerState) async throws {
        let (sut, timeline) = makeSUT(.heldIgnoringCancellation(Gate()), .held(Gate()))
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
        try await timeline.waitForScreen(sut, toShow: .searching("tea"), "while its search is in flight")
        try await newer.reach(sut, timeline)
        let shown = sut.state

        try await timeline.answer(1, with: .success([order("A1")]))

        #expect(timeline.searchEndings.first == .completed, "this use case answers despite the cancellation")
        #expect(sut.state == shown)
    }

    @Test(
        "a cancelled search never shows a failure, however the use case reports the cancellation",
        arguments: CancellationReport.allCases)
    func cancelledSearchNeverFails(report: CancellationReport) async throws {
        let (sut, timeline) = makeSUT(report.reply(Gate()), .orders("B2"))
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
        try await timeline.waitForScreen(sut, toShow: .searching("tea"), "while its search is in flight")

        sut.queryChanged("teapot")
        try await timeline.waitForSleep(2)
        try await timeline.answer(1, with: .failure(AnyError()))

        #expect(timeline.searchEndings == [.cancelled])
        #expect(
            sut.state == .searching("tea"), "until teapot's search starts, the screen keeps what it showed")
        try await timeline.advance(by: .milliseconds(300), toSearch: 2)
        try await timeline.waitForAnswerOnScreen(sut, searching: "teapot")
        #expect(sut.state == .results(rows("B2")))
    }
}

/// A query with nothing to search for, named in the test results (no raw control characters).
struct Blank: Sendable, CustomTestStringConvertible {
    let text: String
    let testDescription: String

    static let all = [
        Blank(text: "", testDescription: "an empty field"),
        Blank(text: "   ", testDescription: "spaces"),
        Blank(text: " \t\n ", testDescription: "spaces, a tab and a newline"),
    ]
}

/// A keystroke typed while the search for "tea" is in flight, and the query it searches.
struct Keystroke: Sendable, CustomTestStringConvertible {
    let text: String
    let query: String
    let testDescription: String

    static let all = [
        Keystroke(text: "teapot", query: "teapot", testDescription: "a new query"),
        Keystroke(text: "tea ", query: "tea", testDescription: "the same query, a space added"),
    ]
}

/// What the screen shows when the late answer of the cancelled search for "tea" arrives.
enum NewerState: CaseIterable, Sendable, CustomTestStringConvertible {
    case newerSearchInFlight
    case newerResults
    case emptied
    case sameQueryTypedAgain

    /// Gets the screen there from `.searching("tea")`, with search 1 (for "tea") still held.
    @MainActor
    func reach(_ sut: OrderSearchViewModel, _ timeline: Timeline) async throws {
        if self == .emptied {
            sut.queryChanged("")
            return
        }
        if self == .sameQueryTypedAgain {
            sut.queryChanged("teap")
            sut.queryChanged("tea")
            try await timeline.waitForSleep(2, "expected tea, typed again, to start a debounce of its own")
            return
        }
        sut.queryChanged("teapot")
        try await timeline.waitForSleep(2)
        try await timeline.advance(by: .milliseconds(300), toSearch: 2)
        try await timeline.waitForScreen(sut, toShow: .searching("teapot"), "while its search is in flight")
        if self == .newerResults {
            try await timeline.answer(2, with: .success([order("B2")]))
            try await timeline.waitForScreen(
                sut, toShow: .results(rows("B2")), "once the search for teapot answered")
        }
    }

    var testDescription: String {
        switch self {
        case .newerSearchInFlight: "while the newer search is in flight"
        case .newerResults: "after the newer search answered"
        case .emptied: "after the field was emptied"
        case .sameQueryTypedAgain: "while tea, typed again, waits for its own search"
        }
    }
}

/// How the use case reports that its call was cancelled.
enum CancellationReport: CaseIterable, Sendable, CustomTestStringConvertible {
    case cancellationError
    case errorOfItsOwn

    func reply(_ gate: Gate<Answer>) -> Timeline.Reply {
        switch self {
        case .cancellationError: .held(gate)
        case .errorOfItsOwn: .heldReportingCancellationAs(RequestCancelled(), gate)
        }
    }

    var testDescription: String {
        switch self {
        case .cancellationError: "with CancellationError"
        case .errorOfItsOwn: "with an error of its own"
        }
    }
}

/// What some network layers throw when their request is cancelled, instead of `CancellationError`.
struct RequestCancelled: Error {}
