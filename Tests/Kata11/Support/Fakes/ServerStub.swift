import Foundation
import SharedFakes
import Synchronization

@testable import Kata11

/// The wrapped client, as the API server would answer: a request signed with the access token the
/// server accepts gets a 200 whose body is its path; any other gets a 401. The test may script
/// another status for a path's accepted requests, or an error thrown for all of its requests (as
/// if offline), and may hold a path's requests at a gate it opens later. Every request is recorded as it arrives, before any
/// gate, in order.
final class ServerStub: HTTPClient {
    private struct State {
        var accepted: String?
        var scripted: [String: Result<Int, any Error>] = [:]
        var gates: [String: Gate<Void>] = [:]
    }

    private let state: Mutex<State>
    private let log = MessageRecorder<HTTPRequest>()

    init(accepting accessToken: String?) {
        state = Mutex(State(accepted: accessToken))
    }

    /// Every request received, in order of arrival.
    var received: [HTTPRequest] {
        log.messages
    }

    /// The access tokens of the requests received, in order of arrival.
    var tokensReceived: [String?] {
        received.map(\.accessToken)
    }

    /// The tokens of the requests received for `path`, in order of arrival.
    func tokens(for path: String) -> [String?] {
        received.filter { $0.path == path }.map(\.accessToken)
    }

    /// From now on, only requests signed with `accessToken` are accepted.
    func accept(_ accessToken: String?) {
        state.withLock { $0.accepted = accessToken }
    }

    /// Requests for `path` signed with the accepted token get `status` instead of a 200.
    func answer(_ path: String, with status: Int) {
        state.withLock { $0.scripted[path] = .success(status) }
    }

    /// Requests for `path` get no answer: the client throws `error`.
    func fail(_ path: String, with error: any Error) {
        state.withLock { $0.scripted[path] = .failure(error) }
    }

    /// Requests for each of `paths` wait at the returned gate until the test opens it; the answer
    /// is decided when they pass it, by the token the server accepts then.
    func hold(_ paths: String...) -> Gate<Void> {
        hold(paths)
    }

    /// The same, for a list of paths.
    func hold(_ paths: [String]) -> Gate<Void> {
        hold(paths, gate: Gate())
    }

    /// Requests for `path` wait at the returned gate until the test opens it, and get their
    /// answer then even if their caller was cancelled meanwhile: the answer was already on its
    /// way.
    func holdAnswerOnItsWay(_ path: String) -> Gate<Void> {
        hold([path], gate: Gate(heedless: true))
    }

    private func hold(_ paths: [String], gate: Gate<Void>) -> Gate<Void> {
        state.withLock { state in
            for path in paths { state.gates[path] = gate }
        }
        return gate
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        log.record(request)
        if let gate = state.withLock({ $0.gates[request.path] }) {
            try await gate.pass()
        }
        let (accepted, scripted) = state.withLock { ($0.accepted, $0.scripted[request.path]) }
        if case .failure(let error) = scripted { throw error }
        guard let token = request.accessToken, token == accepted else {
            return HTTPResponse(status: 401, body: Data())
        }
        return HTTPResponse(status: (try? scripted?.get()) ?? 200, body: Data(request.path.utf8))
    }
}
