import Foundation
import Synchronization

nonisolated(unsafe) private var interruptSources: [any DispatchSourceSignal] = []

/// What Ctrl-C does: most commands stop at once with a sentence and an exit code; an interview
/// instead finishes its record first, so it only asks to stop and checks `isRequested`.
///
/// Foundation's `Process` keeps a child in the tool's process group, but `swift test` starts the
/// test program in a group of its own, out of the terminal's reach. So the handler raises its
/// flag first, then ends every child's whole process tree: whichever thread sees a child end
/// next already knows why, and nothing is left running.
public final class Interruption: Sendable {
    public enum Response: Sendable {
        case exit(code: Int32, message: String)
        case requestStop
    }

    public static let shared = Interruption()
    private let state = Mutex<(response: Response, requested: Bool, exiting: Bool, console: Console?)>(
        (.exit(code: 130, message: "Stopped."), false, false, nil))

    /// What must happen on any way out that runs no `defer` (a hidden text given back): run once.
    private let exitWork = Mutex<[@Sendable () -> Void]>([])

    public var isRequested: Bool { state.withLock { $0.requested } }

    /// Adds `work` to what the tool does before it exits after a signal or an error.
    public func beforeExit(_ work: @escaping @Sendable () -> Void) {
        exitWork.withLock { $0.append(work) }
    }

    /// Runs what `beforeExit` added, each once, then forgets it.
    public func runExitWork() {
        let all = exitWork.withLock { work in
            defer { work.removeAll() }
            return work
        }
        for work in all { work() }
    }

    public func respond(_ response: Response) {
        state.withLock { $0.response = response }
    }

    /// Catches Ctrl-C from now on, and the same way the end of the terminal (SIGHUP) or a
    /// polite kill (SIGTERM). The handler runs on a queue of its own, outside any actor,
    /// because the main thread is usually busy waiting for a child.
    public func install(console: Console) {
        state.withLock { $0.console = console }
        let queue = DispatchQueue(label: "workbook.interrupt")
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in fire() }
            source.resume()
            sources.append(source)
        }
        // Written once, before any signal can arrive; kept only so the sources stay alive.
        interruptSources = sources
    }

    /// Called by the signal handler: raises the flag, ends the running children, then exits
    /// (unless the command asked to finish by itself).
    public func fire() {
        state.withLock { $0.requested = true }
        RunningChildren.shared.interruptAll()
        finishIfRequested()
    }

    /// Called wherever a child has ended: after Ctrl-C, an `.exit` response ends the tool here,
    /// once, with its sentence, instead of reporting the killed child as a failure.
    public func finishIfRequested() {
        let exiting = state.withLock { state -> (code: Int32, message: String, console: Console?)? in
            guard state.requested, !state.exiting, case .exit(let code, let message) = state.response else {
                return nil
            }
            state.exiting = true
            return (code, message, state.console)
        }
        if let exiting {
            exiting.console?.sayOverInterrupt(exiting.message)
            runExitWork()
            // `exit` runs no `defer`: the run's log and event stream are removed here.
            TemporaryFiles.shared.removeAll()
            exit(exiting.code)
        }
        // Another thread is already exiting: wait for it rather than print a second ending.
        while state.withLock({ $0.exiting }) { sleep(1) }

    }
}
