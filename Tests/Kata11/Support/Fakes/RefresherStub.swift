import SharedFakes
import Synchronization

@testable import Kata11

/// The auth server's refresh endpoint: trades each refresh token the test scripted for its
/// answer (new tokens, or an error), and refuses any other with `RefreshRefused`. Every call is
/// recorded as it arrives. When the test holds it, each call waits at the gate until the test
/// opens it; a call whose task is cancelled while it waits fails with `CancellationError`, as a
/// real request would.
final class RefresherStub: TokenRefresher {
    private let answers: Mutex<[String: Result<Tokens, any Error>]>
    private let gate = Mutex<Gate<Void>?>(nil)
    private let log = MessageRecorder<String>()

    init(answers: [String: Result<Tokens, any Error>]) {
        self.answers = Mutex(answers)
    }

    /// The refresh token of each call, in order: its count is the number of refreshes.
    var refreshTokensUsed: [String] {
        log.messages
    }

    /// From now on every call waits at the returned gate until the test opens it.
    func hold() -> Gate<Void> {
        let held = Gate<Void>()
        gate.withLock { $0 = held }
        return held
    }

    func refresh(using refreshToken: String) async throws -> Tokens {
        log.record(refreshToken)
        if let held = gate.withLock({ $0 }) {
            try await held.pass()
        }
        guard let answer = answers.withLock({ $0[refreshToken] }) else { throw RefreshRefused() }
        return try answer.get()
    }
}

/// The auth server refused the refresh token: spent, revoked or unknown.
struct RefreshRefused: Error, Equatable {}
