import Foundation
import Synchronization

/// What Ctrl-C does: most commands stop at once with a sentence and an exit code; an interview
/// instead finishes its record first, so it only asks to stop and checks `isRequested`.
public final class Interruption: Sendable {
    public enum Response: Sendable {
        case exit(code: Int32, message: String)
        case requestStop
    }

    public static let shared = Interruption()
    private let state = Mutex<(response: Response, requested: Bool)>(
        (.exit(code: 130, message: "Stopped."), false))

    public var isRequested: Bool { state.withLock { $0.requested } }

    public func respond(_ response: Response) {
        state.withLock { $0.response = response }
    }

    /// Called by the signal handler: ends the running children, then exits or raises the flag.
    public func fire(console: Console) {
        let response = state.withLock { state in
            state.requested = true
            return state.response
        }
        RunningChildren.shared.interruptAll()
        if case .exit(let code, let message) = response {
            console.say(message)
            exit(code)
        }
    }
}
