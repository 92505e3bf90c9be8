import Foundation
import SharedFakes
import Synchronization

@testable import Kata9

/// What the server does with one request: answers with a body and a status, or never answers.
enum HTTPReply: Sendable {
    case answer(Data, status: Int)
    case offline
}

/// The network edge: answers each path with the reply the test gave for it, and records every
/// path it was asked for. A path the test gave no reply for fails like a network that is down,
/// so asking the wrong path is seen on the screen. A reply can wait behind a gate the test opens.
final class HTTPStub: HTTPClient {
    private let replies = Mutex<[String: Gate<HTTPReply>]>([:])
    private let recorder = MessageRecorder<String>()

    /// Every path asked for, in order.
    var requests: [String] { recorder.messages }

    /// A stub that answers `path` at once with `reply`.
    convenience init(_ path: String, _ reply: HTTPReply) {
        self.init()
        self.reply(to: path, with: reply)
    }

    init() {}

    /// Every later request for `path` gets `reply` at once.
    func reply(to path: String, with reply: HTTPReply) {
        let gate = Gate<HTTPReply>()
        gate.open(with: reply)
        replies.withLock { $0[path] = gate }
    }

    /// Every later request for `path` waits at `gate` and gets what the test opens it with.
    func reply(to path: String, after gate: Gate<HTTPReply>) {
        replies.withLock { $0[path] = gate }
    }

    func get(_ path: String) async throws -> (Data, status: Int) {
        recorder.record(path)
        guard let gate = replies.withLock({ $0[path] }) else { throw NoRoute(path: path) }
        switch try await gate.pass() {
        case .answer(let data, let status): return (data, status)
        case .offline: throw Offline()
        }
    }
}

/// No connection: the request never reached a server.
struct Offline: Error {}

/// The stub was asked for a path the test gave no reply for.
struct NoRoute: Error {
    let path: String
}
