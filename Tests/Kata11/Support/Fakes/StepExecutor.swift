import Dispatch
import Synchronization

/// Runs the tasks that prefer it, one job at a time, and tells the test when it has nothing left
/// to run: every such task is then waiting for something outside it, or has ended. A request
/// sent from a task that prefers it runs each step after a gate opens right away, so the test
/// knows when those steps are done without sleeping.
final class StepExecutor: TaskExecutor {
    private struct State {
        var pending = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let queue = DispatchQueue(label: "Kata11Support.StepExecutor")
    private let state = Mutex(State())

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.pending += 1 }
        queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            let idle = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.pending -= 1
                guard state.pending == 0 else { return [] }
                defer { state.waiters.removeAll() }
                return state.waiters
            }
            for waiter in idle { waiter.resume() }
        }
    }

    /// Returns once no job is queued or running.
    func settled() async {
        await withCheckedContinuation { continuation in
            let idle = state.withLock { state -> Bool in
                if state.pending == 0 { return true }
                state.waiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }
}
