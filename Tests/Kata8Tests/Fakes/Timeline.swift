import SharedFakes

@testable import Kata8

/// What one search answers: the orders, or an error.
typealias Answer = Result<[Order], any Error>

/// Everything the view model asked of its clock and its use case, in order, and the two
/// controls that move the story on: time, and the answers of searches that are held.
///
/// Each wait returns on an event, never after some time or some number of yields:
/// - a message arrives (the view model asked the clock to wait, or the use case to search);
/// - a sleep ends: `ClockSpy` logs it on the main actor, in the very turn in which the view
///   model goes on, so by the time the test hears of it the view model has done what it does
///   next (started a search, or nothing);
/// - a held search ends: `SearchStub` likewise answers on the main actor, so the view model
///   has reacted to the answer (or to the cancellation) before the test looks at the screen.
///
/// A view model that kept neither its clock nor its use case (the untouched exercise) can never
/// search: every wait then fails at once instead of waiting forever. Nor does a wait outlive a
/// search made without a wait reaching its deadline on the injected clock first (a view model
/// that waits with `Task.sleep` or a clock of its own): a correct view model never searches more
/// often than its waits on that clock have ended, so every wait then fails at once too.
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

    /// Returns once the view model has sent `count` messages in all.
    func waitForMessages(_ count: Int) async throws {
        try await until("\(count) message(s)") { self.messages.count >= count }
    }

    /// Returns once the `number`-th sleep (from 1) has ended, reached or cancelled.
    func waitForSleepToEnd(_ number: Int) async throws {
        try await until("the end of sleep \(number)") {
            self.sleepEndings.count >= number && self.sleepEndings[number - 1] != nil
        }
    }

    /// Returns once the `number`-th search (from 1) has ended, answered or cancelled.
    func waitForSearchToEnd(_ number: Int) async throws {
        try await until("the end of search \(number)") {
            self.searchEndings.count >= number && self.searchEndings[number - 1] != nil
        }
    }

    /// Moves the clock on, then returns once every sleep that is due by then has ended, and so
    /// once the view model has done what it does when a wait is over.
    func advance(by duration: Duration) async throws {
        await clock.advance(by: duration)
        let now = clock.now.offset
        try await until("the sleeps due at \(now) to end") {
            zip(self.sleepDeadlines, self.sleepEndings).allSatisfy { $0 > now || $1 != nil }
        }
    }

    /// Answers the `number`-th search (from 1), held at its gate, then returns once the view
    /// model has the answer; if the view model cancelled the search before, there is nothing
    /// left to answer and this returns at once.
    func answer(_ number: Int, with answer: Answer)
        async throws
    {
        guard searchEndings.count >= number else {
            throw Stalled(
                "search \(number) was never made; the view model asked: \(messages)")
        }
        switch replies[number - 1] {
        case .now: break
        case .held(let gate), .heldIgnoringCancellation(let gate), .heldReportingCancellationAs(_, let gate):
            gate.open(with: answer)
        }
        try await until("the end of search \(number)") {
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

    private func until(
        _ what: String, _ isMet: @escaping () -> Bool
    ) async throws {
        if isMet() { return }
        if let unpaced { throw Stalled("waiting for \(what), but \(unpaced)") }
        guard clockSpy != nil || searchStub != nil else {
            throw Stalled(
                "waiting for \(what), but the view model kept neither its clock nor its use case, "
                    + "so it can never search")
        }
        let id = nextWaiter
        nextWaiter += 1
        let met = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = (isMet, continuation)
            }
        } onCancel: {
            // The suite's time limit: the view model kept its collaborators but never did this.
            Task { @MainActor in self.giveUp(id) }
        }
        if !met {
            if let unpaced { throw Stalled("waiting for \(what), but \(unpaced)") }
            throw Stalled("gave up waiting for \(what); the view model asked: \(messages)")
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
}

/// A wait that cannot end the way the test expected; thrown so the test fails instead of hanging.
struct Stalled: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
