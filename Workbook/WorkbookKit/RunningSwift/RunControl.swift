import Foundation
import Synchronization

/// Where a run is: still building (the build's latest step), or running the tests.
public enum RunPhase: Equatable, Sendable {
    case building(String)
    case testing
}

/// A handle on runs in progress: `cancel()` ends the current run (its whole process tree) at
/// once, and `stopWhen`, asked ten times a second while a child runs, can decide to (a file
/// saved while the tests hang, say). The one mechanism `watch`, `interview` and a live session
/// share.
public final class RunControl: Sendable {
    private let cancelled = Mutex(false)
    private let stopWhen: (@Sendable () -> Bool)?

    public init(stopWhen: (@Sendable () -> Bool)? = nil) {
        self.stopWhen = stopWhen
    }

    /// Ends the run in progress, if any, and any run started before `reset()`.
    public func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Lets runs go on again after a cancel.
    public func reset() {
        cancelled.withLock { $0 = false }
    }

    public var isCancelled: Bool { cancelled.withLock { $0 } }

    func shouldStop() -> Bool {
        if isCancelled { return true }
        if stopWhen?() == true {
            cancel()
            return true
        }
        return false
    }
}

/// The children running now, so that Ctrl-C can end them with the tool instead of leaving a
/// build or a test run behind.
public final class RunningChildren: Sendable {
    public static let shared = RunningChildren()
    private let processes = Mutex<[Process]>([])

    func insert(_ process: Process) {
        processes.withLock { $0.append(process) }
    }

    func remove(_ process: Process) {
        processes.withLock { $0.removeAll { $0 === process } }
    }

    /// Interrupts every running child, waits a moment for each to go, then ends whatever is
    /// left of its process tree (the test program under `swift test` included).
    public func interruptAll() {
        let running = processes.withLock { $0 }
        // What each child has started, before it can orphan any of it by ending.
        var started: [pid_t: UInt64] = [:]
        for process in running where process.isRunning {
            started.merge(ProcessTree.descendants(of: process.processIdentifier)) { _, new in new }
            process.interrupt()
        }
        for process in running {
            let pid = process.processIdentifier
            let deadline = Date().addingTimeInterval(1)
            while ProcessTree.isRunning(pid), Date() < deadline { usleep(20_000) }
            if ProcessTree.isRunning(pid) { ProcessTree.end(pid) }
        }
        ProcessTree.endRemembered(started)
    }
}
