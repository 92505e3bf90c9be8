import Foundation
import Synchronization

/// What the session asks a runner to do.
public enum SessionJob: Sendable {
    /// One kata's suite, built from the exercise (the session, an interview) or the reference
    /// (`watch --solutions`).
    case kata(Kata, generation: Int, mode: BuildMode = .exercises)
    case everyKata([Kata], generation: Int)
    /// Nothing to run: it only stops the job in flight (the candidate stopped "check every kata").
    case halt
}

/// The one way the session runs suites: the latest job wins. Starting a job stops the one in
/// flight (its child process is ended) and the stopped job reports nothing.
public protocol SessionRunner: Sendable {
    func start(_ job: SessionJob)
    /// Stops the job in flight and returns once its children have ended: the session is over,
    /// and nothing it started may outlive the tool.
    func stop()
}

/// The session's runner over the same `Checker` that `check` and `watch` use, on one worker
/// thread: one child at a time, so two builds never fight over a build folder. A newer job stops
/// the run in flight through its `RunControl` (the whole process tree ends), and a stopped run
/// reports nothing.
public final class CheckerRunner: SessionRunner {
    private let checker: Checker
    private let events: EventQueue
    private let pending = Mutex<SessionJob?>(nil)
    /// True while the worker runs a job (set as it takes the job, so `stop` cannot miss one).
    private let busy = Mutex(false)
    private let wake = DispatchSemaphore(value: 0)

    public init(checker: Checker, events: EventQueue) {
        self.checker = checker
        self.events = events
        let worker = Thread { [self] in work() }
        worker.name = "workbook.session.runner"
        worker.start()
    }

    public func start(_ job: SessionJob) {
        pending.withLock { $0 = job }
        wake.signal()
    }

    public func stop() {
        start(.halt)
        // A cancelled child ends within a tenth of a second; `ChildRun` gives up on one after 5.
        let deadline = Date().addingTimeInterval(10)
        while busy.withLock({ $0 }), Date() < deadline { usleep(20_000) }
    }

    private var hasNewer: Bool { pending.withLock { $0 != nil } }

    private func work() {
        while true {
            wake.wait()
            guard
                let job = pending.withLock({ job in
                    defer { job = nil }
                    busy.withLock { $0 = job != nil }
                    return job
                })
            else { continue }
            defer { busy.withLock { $0 = false } }
            switch job {
            case .halt:
                continue
            case .kata(let kata, let generation, let mode):
                guard let result = check(kata, mode: mode) else { continue }
                events.post(.runFinished(generation: generation, result, at: Date()))
            case .everyKata(let katas, let generation):
                var rows: [CheckAllRow] = []
                for (index, kata) in katas.enumerated() {
                    // "checking Kata3 (3 of 9) · Building… [12/40]", then the row as it arrives.
                    let prefix = "checking \(kata.module) (\(index + 1) of \(katas.count)) · "
                    guard let result = check(kata, statusPrefix: prefix) else { break }
                    let row = CheckAllRow(
                        kata: kata, passing: result.passing, total: result.total,
                        problem: result.total == 0 ? result.lines.first : nil)
                    rows.append(row)
                    events.post(.checkedKata(generation: generation, row))
                }
                if rows.count == katas.count {
                    events.post(.checkedEveryKata(generation: generation, rows, at: Date()))
                }
            }
        }
    }

    /// One check, or nil when a newer job arrived before it finished.
    private func check(_ kata: Kata, mode: BuildMode = .exercises, statusPrefix: String = "")
        -> SessionResult?
    {
        // A newer job (a save, `s`, the session's end) arrived before this child started.
        if hasNewer { return nil }
        let control = RunControl { [self] in hasNewer }
        do {
            let outcome = try checker.check(kata, mode: mode, statusPrefix: statusPrefix, control: control)
            if outcome.cancelled || hasNewer { return nil }
            var result = SessionResult(
                lines: outcome.lines, whole: outcome.whole, passing: outcome.passing, total: outcome.total,
                report: outcome.report)
            result.brief = outcome.report?.lines(title: "Last run", root: checker.workspace.root, limit: 3)
            return result
        } catch {
            return hasNewer ? nil : SessionResult(lines: [error.message], passing: 0, total: 0)
        }
    }
}
