import Foundation
import Kata14Data
import SharedFakes
import Synchronization

/// What the server does with a request: answers with a body and a status, or never answers.
enum Reply: Sendable {
    case answer(Data, status: Int)
    case offline
}

/// The network edge: answers `GET /orders` with the reply the test gave last, at once or when the
/// test opens a gate, and records every path it was asked for. Any other path fails like a network
/// that is down, so asking the wrong one shows on the screen.
final class ServerStub: HTTPClient {
    private let next = Mutex<Gate<Reply>?>(nil)
    private let recorder = MessageRecorder<String>()

    /// Every path asked for, in order.
    var requests: [String] { recorder.messages }

    init() {}

    /// A server that answers every request with `reply`.
    convenience init(_ reply: Reply) {
        self.init()
        self.reply(reply)
    }

    /// Every later request gets `reply` at once.
    func reply(_ reply: Reply) {
        let gate = Gate<Reply>()
        gate.open(with: reply)
        next.withLock { $0 = gate }
    }

    /// Every later request waits at `gate` and gets what the test opens it with.
    func reply(after gate: Gate<Reply>) {
        next.withLock { $0 = gate }
    }

    func get(_ path: String) async throws -> (Data, status: Int) {
        recorder.record(path)
        guard path == "/orders", let gate = next.withLock({ $0 }) else { throw NoRoute(path: path) }
        switch try await gate.pass() {
        case .answer(let body, let status): return (body, status)
        case .offline: throw NoConnection()
        }
    }
}

/// No connection: the request never reached a server.
struct NoConnection: Error {}

/// The stub was asked for a path that is not the orders', or before the test gave any reply.
struct NoRoute: Error {
    let path: String
}
