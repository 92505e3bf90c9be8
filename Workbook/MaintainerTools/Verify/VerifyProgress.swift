import Foundation
import Synchronization
import WorkbookKit

/// What `verify` says while it runs, which takes minutes: each step as it begins ("step 3 of 16"),
/// and in between, never more than `quiet` seconds without a word. On a terminal the word is a
/// status line rewritten in place each second; in a pipe or a log (CI), a line of its own, so
/// the log reads as a list of steps with the time each was seen still going.
final class VerifyProgress: Sendable {
    /// How long verify takes, measured with `time swift run workbook-dev verify` (6 min 55 s, of
    /// which 37 s built workbook-dev): nothing built yet, other helpers' builds beside it (load 5-6).
    static let measured = (
        minutes: 7, on: "2026-11-28",
        machine: "a 2-core Linux machine, nothing built yet, other builds beside it"
    )

    /// The most seconds a log goes without a line.
    static let quiet: Duration = .seconds(5)

    struct State {
        var step = 0
        var total: Int
        var name = ""
        /// The build's latest step, or that the tests run.
        var detail = ""
        var stepStarted: ContinuousClock.Instant
        var lastLine: ContinuousClock.Instant
        /// Past `finish()`: nothing more is said.
        var done = false
    }

    private let console: Console
    private let started: ContinuousClock.Instant
    private let state: Mutex<State>
    /// Signalled by `finish()`; the thread that speaks between the steps waits on it a second at a time.
    private let finished = DispatchSemaphore(value: 0)

    /// Says how long verify takes, then a word at least every `quiet` seconds until `finish()`.
    init(console: Console, steps: Int, katas: Int) {
        let now = ContinuousClock.now
        self.console = console
        self.started = now
        self.state = Mutex(State(total: steps, stepStarted: now, lastLine: now))
        console.say(Self.announcement(steps: steps, katas: katas))
        Thread.detachNewThread { [self] in
            while finished.wait(timeout: .now() + 1) == .timedOut { tick() }
        }
    }

    static func announcement(steps: Int, katas: Int) -> String {
        "verify takes about \(measured.minutes) minutes (measured \(measured.on) on \(measured.machine)),"
            + " longer on a slower or busier one. \(steps) steps: both trees built, every suite run on"
            + " the reference, each of the \(katas) katas' suites on its stub, then the tool's own tests."
    }

    /// A step begins: said at once, as a line.
    func begin(_ name: String) {
        let now = ContinuousClock.now
        let line = state.withLock { state in
            state.step += 1
            state.name = name
            state.detail = ""
            state.stepStarted = now
            state.lastLine = now
            return Self.stepLine(state, elapsed: now - started)
        }
        console.say(line)
    }

    /// What a run's `progress` calls.
    var listener: @Sendable (RunPhase) -> Void { { [self] phase in heard(phase) } }

    /// Hears a run's phase: the build's latest step, then the tests.
    func heard(_ phase: RunPhase) {
        let detail: String
        switch phase {
        case .building(let step): detail = step
        case .testing: detail = "testing"
        }
        state.withLock { $0.detail = detail }
    }

    /// Something was said between the steps (a kata's verdict): the log was not quiet.
    func said() {
        state.withLock { $0.lastLine = .now }
    }

    func finish() {
        state.withLock { $0.done = true }
        finished.signal()
        console.clearStatus()
    }

    private func tick() {
        let now = ContinuousClock.now
        let (line, due) = state.withLock { state -> (String?, Bool) in
            guard !state.done else { return (nil, false) }
            let due = Self.isDue(lastLine: state.lastLine, now: now)
            if due, !console.isInteractive { state.lastLine = now }
            return (Self.stillLine(state, elapsed: now - started, now: now), due)
        }
        guard let line else { return }
        if console.isInteractive {
            console.status(line)
        } else if due {
            console.say(Self.fitted(line, width: console.width))
        }
    }

    /// A line is due in a log once `quiet` has passed since the last.
    static func isDue(lastLine: ContinuousClock.Instant, now: ContinuousClock.Instant) -> Bool {
        now - lastLine >= quiet
    }

    /// "[3/16 · 2:05] Kata2's suite against the stub"
    static func stepLine(_ state: State, elapsed: Duration) -> String {
        "[\(state.step)/\(state.total) · \(clock(elapsed))] \(state.name)"
    }

    /// "  … 2:10, step 3 of 16 still going (0:05): [12/40] Compiling Kata2"
    static func stillLine(_ state: State, elapsed: Duration, now: ContinuousClock.Instant) -> String {
        "  … \(clock(elapsed)), step \(state.step) of \(state.total) still going"
            + " (\(clock(now - state.stepStarted)))" + (state.detail.isEmpty ? "" : ": \(state.detail)")
    }

    /// A line of the log on one line of `width`: a long build step is cut, with "…".
    static func fitted(_ line: String, width: Int) -> String {
        line.count < width ? line : String(line.prefix(max(1, width - 2))) + "…"
    }

    /// Minutes and seconds: "12:05".
    static func clock(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        return "\(seconds / 60):" + String(format: "%02d", seconds % 60)
    }
}
