import Synchronization

@testable import Kata11

/// The token store, in memory: what it holds, and every change made to it, in order. The test
/// saves and clears through it too, as the sign-in screen would.
final class TokenStoreSpy: TokenStore {
    enum Change: Equatable {
        case saved(Tokens)
        case cleared
    }

    private struct State {
        var tokens: Tokens?
        var changes: [Change] = []
        var loads = 0
    }

    private let state: Mutex<State>

    init(_ tokens: Tokens?) {
        state = Mutex(State(tokens: tokens))
    }

    /// What it holds now.
    var current: Tokens? {
        state.withLock { $0.tokens }
    }

    /// Every save and clear, in order.
    var changes: [Change] {
        state.withLock { $0.changes }
    }

    /// How many times the tokens were read.
    var loads: Int {
        state.withLock { $0.loads }
    }

    func load() -> Tokens? {
        state.withLock { state in
            state.loads += 1
            return state.tokens
        }
    }

    func save(_ tokens: Tokens) {
        state.withLock { state in
            state.tokens = tokens
            state.changes.append(.saved(tokens))
        }
    }

    func clear() {
        state.withLock { state in
            state.tokens = nil
            state.changes.append(.cleared)
        }
    }
}
