import SharedFakes
import Testing

@testable import Kata8
@testable import Kata8Support

@MainActor
@Suite("Order search debounce", .timeLimit(.minutes(1)))
struct OrderSearchDebounceTests {
    @Test("starts idle and asks nothing until the customer types")
    func startsIdle() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"))

        #expect(sut.state == .idle)
        #expect(timeline.messages.isEmpty, "creating the view model must not ask for anything")

        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)

        #expect(
            timeline.messages == [.sleep(until: .milliseconds(300))],
            "a keystroke first waits on the injected clock, 300 ms unless told otherwise")
    }

    @Test("t, te and tea typed within the debounce search tea once")
    func searchesOnceAfterTheLastKeystroke() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"))

        sut.queryChanged("t")
        sut.queryChanged("te")
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)

        #expect(timeline.messages == [.sleep(until: .milliseconds(300)), .search("tea")])
        try await timeline.waitForAnswerOnScreen(sut, searching: "tea")
        #expect(sut.state == .results(rows("A1")))
    }

    @Test("the debounce is measured from the last keystroke")
    func debounceRestartsAtEachKeystroke() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"))
        sut.queryChanged("t")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(200))

        sut.queryChanged("te")
        try await timeline.waitForSleep(
            2, "expected te, typed 200 ms after t, to start a debounce of its own")
        try await timeline.advance(by: .milliseconds(299))

        #expect(timeline.searches.isEmpty, "te was typed only 299 ms ago")
        try await timeline.advance(by: .milliseconds(1), toSearch: 1)
        #expect(
            timeline.messages == [
                .sleep(until: .milliseconds(300)), .sleep(until: .milliseconds(500)), .search("te"),
            ])
        #expect(timeline.sleepEndings == [.cancelled, .completed], "te cancels the wait t started")
    }

    @Test("the debounce is the one injected: a one-second debounce has not passed at 300 ms")
    func debounceIsInjected() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"), debounce: .seconds(1))

        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300))

        #expect(timeline.searches.isEmpty, "a one-second debounce has not passed at 300 ms")
        try await timeline.advance(by: .milliseconds(700), toSearch: 1)
        #expect(timeline.messages == [.sleep(until: .seconds(1)), .search("tea")])
    }

    @Test("the query is trimmed of spaces and newlines before it is searched")
    func queryIsTrimmed() async throws {
        let (sut, timeline) = makeSUT(.held(Gate()))

        sut.queryChanged(" \n Tea pot \t")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)

        #expect(timeline.searches == ["Tea pot"], "only the ends are trimmed: case and inner spaces stay")
        try await timeline.waitForScreen(sut, toShow: .searching("Tea pot"), "while its search is in flight")
    }

    @Test("the screen keeps what it shows while the customer types, until the next search starts")
    func keepsTheScreenWhileTyping() async throws {
        let (sut, timeline) = makeSUT(.orders("A1"), .orders("B2"))
        sut.queryChanged("tea")
        try await timeline.waitForSleep(1)
        try await timeline.advance(by: .milliseconds(300), toSearch: 1)
        try await timeline.waitForScreen(
            sut, toShow: .results(rows("A1")), "once the search for tea answered")

        sut.queryChanged("teap")
        try await timeline.waitForSleep(2)

        #expect(sut.state == .results(rows("A1")), "teap's debounce has not passed yet")
        try await timeline.advance(by: .milliseconds(300), toSearch: 2)
        try await timeline.waitForAnswerOnScreen(sut, searching: "teap")
        #expect(sut.state == .results(rows("B2")))
    }
}
