import Observation
import SharedFakes

@testable import Kata8

/// What one search answers: the orders, or an error.
typealias Answer = Result<[Order], any Error>

/// Everything the view model asked of its clock and its use case, in order, and the two
/// controls that move the story on: time, and the answers of searches that are held.
///
/// Each wait returns on an event, never after some time or some number of yields: a message
/// arrives (a wait on the clock, a search), a wait or a search ends, or the screen changes. The
/// view model may act in the turn that heard the clock or the use case, or a little later in a
/// task of its own: the test waits for what it expects next (the search, the answer on screen),
/// never for a number of turns.
///
/// A view model that never does what the test waits for fails the test within `patience` of
/// real time, with the step that never came and what the view model asked. So does one that kept
/// neither its clock nor its use case (the untouched exercise), at once; and so does one that
/// searched without a wait reaching its deadline on the injected clock first (it waits with
/// `Task.sleep` or a clock of its own): a correct view model never searches more often than its
/// waits on that clock have ended.
@MainActor final class Timeline {
    /// What the view model asked its collaborators, as the test asserts it.
    enum Message: Equatable, CustomStringConvertible {
        /// A wait on the clock, until this long after the clock's start.
        case sleep(until: Duration)
        /// A search for this query.
        case search(String)

        var description: String {
            switch self {
            case .sleep(let deadline): "sleep(until: \(deadline))"
            case .search(let query): "search(\(String(reflecting: query)))"
            }
        }
    }

    /// How a sleep or a search ended.
    enum Ending: Equatable {
        /// The sleep reached its deadline; the search answered (orders or an error).
        case completed
        /// The view model cancelled it first.
        case cancelled
    }

    /// What the use case does with a call: answer at once, or wait until the test answers.
    enum Reply {
        case now(Answer)
        /// Waits at the gate; a cancelled call throws `CancellationError` at once.
        case held(Gate<Answer>)
        /// Waits at the gate whatever happens: cancellation is ignored, the answer comes anyway.
        case heldIgnoringCancellation(Gate<Answer>)
        /// Waits at the gate; a cancelled call throws `error`, as some network layers report it.
        case heldReportingCancellationAs(any Error, Gate<Answer>)
    }

    /// The waits it ever asked for, in order, with their deadlines from the clock's start.
    private(set) var messages: [Message] = []
    /// How each sleep ended, in the order they were asked for; nil while it waits.
    private(set) var sleepEndings: [Ending?] = []
    /// How each search ended, in the order they were made; nil while it waits.
    private(set) var searchEndings: [Ending?] = []

    let clock: TestClock
    private let replies: [Reply]
    private weak var clockSpy: ClockSpy?
    private weak var searchStub: SearchStub?
    /// Why the view model can no longer do what a test waits for, once it searched without waiting.
    private var unpaced: String?
    private var waiters: [Int: (isMet: () -> Bool, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var nextWaiter = 0

    init(clock: TestClock, replies: [Reply]) {
        self.clock = clock
        self.replies = replies
    }

    /// The clock and the use case to give the view model. The timeline keeps them weakly, so it
    /// can tell when the view model kept neither.
    func makeCollaborators() -> (clock: ClockSpy, search: SearchStub) {
        let spy = ClockSpy(clock: clock, timeline: self)
        let stub = SearchStub(timeline: self)
        clockSpy = spy
        searchStub = stub
        return (spy, stub)
    }

    var searches: [String] {
        messages.compactMap { if case .search(let query) = $0 { query } else { nil } }
    }

    // MARK: - What the test waits for

    /// Returns once the view model has started its `number`-th wait (from 1) on the clock.
    func waitForSleep(_ number: Int, _ expectation: String? = nil) async throws {
        try await until(
            expectation ?? "expected wait \(number) on the injected clock, the debounce of a keystroke"
        ) {
            self.sleepEndings.count >= number
        }
    }

    /// Returns once the `number`-th sleep (from 1) has ended, reached or cancelled.
    func waitForSleepToEnd(_ number: Int, _ expectation: String? = nil) async throws {
        try await until(expectation ?? "expected wait \(number) on the injected clock to end") {
            self.sleepEndings.count >= number && self.sleepEndings[number - 1] != nil
        }
    }

    /// Returns once the view model has made its `number`-th search (from 1).
    func waitForSearch(_ number: Int) async throws {
        let now = clock.now.offset
        try await until(
            "expected search \(number) to start at \(now) on the injected clock, once the debounce had passed "
                + "since the last keystroke; none started"
        ) {
            self.searchEndings.count >= number
        }
    }

    /// Returns once the `number`-th search (from 1) has ended, answered or cancelled.
    func waitForSearchToEnd(_ number: Int, _ expectation: String? = nil) async throws {
        try await until(expectation ?? "expected search \(number) to end, answered or cancelled") {
            self.searchEndings.count >= number && self.searchEndings[number - 1] != nil
        }
    }

    /// Moves the clock on, then returns once every sleep that is due by then has ended.
    func advance(by duration: Duration) async throws {
        await clock.advance(by: duration)
        let now = clock.now.offset
        try await until("expected every wait due at \(now) on the injected clock to end") {
            zip(self.sleepDeadlines, self.sleepEndings).allSatisfy { $0 > now || $1 != nil }
        }
    }

    /// Moves the clock on to the end of the last keystroke's debounce, then returns once the
    /// `number`-th search (from 1) has started, whichever of the view model's tasks starts it.
    func advance(by duration: Duration, toSearch number: Int) async throws {
        try await advance(by: duration)
        try await waitForSearch(number)
    }

    /// Returns once the screen shows `expected`.
    func waitForScreen(
        _ sut: OrderSearchViewModel, toShow expected: OrderSearchState, _ when: String
    ) async throws {
        try await untilScreen(of: sut, "expected the screen to show \(expected) \(when)") {
            sut.state == expected
        }
    }

    /// Returns once the screen no longer shows `.searching(query)`: the search's answer reached
    /// it. The test then says what the screen must show.
    func waitForAnswerOnScreen(_ sut: OrderSearchViewModel, searching query: String) async throws {
        try await untilScreen(
            of: sut, "expected the answer of the search for \(String(reflecting: query)) to reach the screen"
        ) {
            sut.state != .searching(query)
        }
    }

    /// Answers the `number`-th search (from 1), held at its gate, then returns once the use case
    /// has handed the answer back; if the view model cancelled the search before, there is
    /// nothing left to answer and this returns at once.
    func answer(_ number: Int, with answer: Answer)
        async throws
    {
        guard searchEndings.count >= number else {
            throw Stalled(
                "expected search \(number) to answer, but it was never made; the view model asked: \(messages)"
            )
        }
        switch replies[number - 1] {
        case .now: break
        case .held(let gate), .heldIgnoringCancellation(let gate), .heldReportingCancellationAs(_, let gate):
            gate.open(with: answer)
        }
        try await until("expected search \(number) to hand its answer back") {
            self.searchEndings[number - 1] != nil
        }
    }

    // MARK: - What the doubles report

    private var sleepDeadlines: [Duration] = []

    func recordSleep(until deadline: Duration) -> Int {
        messages.append(.sleep(until: deadline))
        sleepDeadlines.append(deadline)
        sleepEndings.append(nil)
        release()
        return sleepEndings.count - 1
    }

    func recordEnd(ofSleep index: Int, _ ending: Ending) {
        sleepEndings[index] = ending
        release()
    }

    func recordSearch(_ query: String) -> (index: Int, reply: Reply?) {
        messages.append(.search(query))
        searchEndings.append(nil)
        if unpaced == nil, searches.count > sleepEndings.filter({ $0 == .completed }).count {
            unpaced =
                "the view model searched \(String(reflecting: query)) without first waiting out its "
                + "debounce on the injected clock; it asked: \(messages)"
        }
        release()
        let index = searchEndings.count - 1
        return (index, replies.indices.contains(index) ? replies[index] : nil)
    }

    func recordEnd(ofSearch index: Int, _ ending: Ending) {
        searchEndings[index] = ending
        release()
    }

    // MARK: - Waiting

    /// How long, in real time, a test waits for an event before it fails naming the step that
    /// never came. The events come within microseconds when the view model does its part.
    static let patience = Duration.seconds(1)

    /// Returns once `isMet()`, re-checked at every event; throws `Stalled` with `expectation`
    /// and what the view model asked if that does not happen within `patience`.
    private func until(
        _ expectation: String, _ isMet: @escaping () -> Bool
    ) async throws {
        if isMet() { return }
        if let unpaced { throw Stalled("\(expectation), but \(unpaced)") }
        guard clockSpy != nil || searchStub != nil else {
            throw Stalled(
                "\(expectation), but the view model kept neither its clock nor its use case, "
                    + "so it can never search")
        }
        let id = nextWaiter
        nextWaiter += 1
        let deadline = Task {
            guard (try? await Task.sleep(for: Self.patience)) != nil else { return }
            self.giveUp(id)
        }
        defer { deadline.cancel() }
        let met = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = (isMet, continuation)
            }
        } onCancel: {
            // The suite's time limit, should the real-time bound above not be reached.
            Task { @MainActor in self.giveUp(id) }
        }
        if !met {
            if let unpaced { throw Stalled("\(expectation), but \(unpaced)") }
            throw Stalled(
                "\(expectation); it did not come within \(Self.patience) of real time. "
                    + "The view model asked: \(messages)")
        }
    }

    private func release() {
        for (id, waiter) in waiters where waiter.isMet() || unpaced != nil {
            waiters[id] = nil
            waiter.continuation.resume(returning: waiter.isMet())
        }
    }

    private func giveUp(_ id: Int) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: false)
    }

    /// `until`, re-checked at each change of the screen too: the view model may change it in
    /// the turn that heard the clock or the use case, or a little later in a task of its own.
    private func untilScreen(
        of sut: OrderSearchViewModel, _ expectation: String, _ isMet: @escaping () -> Bool
    ) async throws {
        let watching = watch(sut)
        defer { watching.cancel() }
        do {
            try await until(expectation, isMet)
        } catch let stalled as Stalled {
            throw Stalled("\(stalled.description) The screen shows \(sut.state).")
        }
    }

    /// Re-checks the waiters each time the screen changes, until cancelled. Observation tells
    /// of a change before it is made, so the check runs in the next main-actor turn.
    private func watch(_ sut: OrderSearchViewModel) -> Task<Void, Never> {
        Task {
            while !Task.isCancelled {
                let changes = AsyncStream<Void> { continuation in
                    withObservationTracking {
                        _ = sut.state
                    } onChange: {
                        continuation.yield()
                        continuation.finish()
                    }
                }
                for await _ in changes {}
                release()
            }
        }
    }
}

/// A wait that cannot end the way the test expected; thrown so the test fails instead of hanging.
struct Stalled: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
