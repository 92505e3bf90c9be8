import Synchronization

/// A caller cancelled while it waits for the refresh leaves at once with `CancellationError`.
/// The refresh runs in a task of its own and is forgotten only by that task, when it ends: a
/// caller that leaves takes nothing with it, so a 401 that comes back meanwhile still joins it.
final class AuthenticatedHTTPClient: HTTPClient {
    private struct Refreshing {
        var inFlight = false
        var lastTicket = 0
        var waiters: [Int: CheckedContinuation<Tokens, any Error>] = [:]
    }

    private enum Step {
        case wait
        case use(Tokens)
        case signOut
        case refresh(with: String)
    }

    private let client: any HTTPClient
    private let store: any TokenStore
    private let refresher: any TokenRefresher
    private let refreshing = Mutex(Refreshing())

    init(wrapping client: any HTTPClient, tokens store: any TokenStore, refresher: any TokenRefresher) {
        self.client = client
        self.store = store
        self.refresher = refresher
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let signedWith = store.load() else { throw AuthError.signedOut }
        let first = try await client.send(request.signed(with: signedWith.accessToken))
        guard first.status == HTTPResponse.unauthorized else { return first }

        let renewed = try await tokens(replacing: signedWith.accessToken)
        let second = try await client.send(request.signed(with: renewed.accessToken))
        guard second.status == HTTPResponse.unauthorized else { return second }
        if store.load() == renewed { store.clear() }
        throw AuthError.signedOut
    }

    /// Tokens newer than `rejected`: the store's, or the refresh's in flight (started here when
    /// there is none). Throws `CancellationError` as soon as the caller is cancelled.
    private func tokens(replacing rejected: String) async throws -> Tokens {
        let ticket = refreshing.withLock { state in
            state.lastTicket += 1
            return state.lastTicket
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { waiter in
                let step = refreshing.withLock { state -> Step in
                    if state.inFlight {
                        state.waiters[ticket] = waiter
                        return .wait
                    }
                    guard let stored = store.load() else { return .signOut }
                    if stored.accessToken != rejected { return .use(stored) }
                    state.inFlight = true
                    state.waiters[ticket] = waiter
                    return .refresh(with: stored.refreshToken)
                }
                switch step {
                case .wait:
                    break
                case .use(let stored):
                    return waiter.resume(returning: stored)
                case .signOut:
                    return waiter.resume(throwing: AuthError.signedOut)
                case .refresh(let refreshToken):
                    Task { await refresh(using: refreshToken) }
                }
                // Cancelled before it was listed: the handler below found nothing to release.
                if Task.isCancelled { leave(ticket) }
            }
        } onCancel: {
            leave(ticket)
        }
    }

    private func leave(_ ticket: Int) {
        let waiter = refreshing.withLock { $0.waiters.removeValue(forKey: ticket) }
        waiter?.resume(throwing: CancellationError())
    }

    private func refresh(using refreshToken: String) async {
        let result: Result<Tokens, any Error>
        do {
            let fresh = try await refresher.refresh(using: refreshToken)
            store.save(fresh)
            result = .success(fresh)
        } catch {
            store.clear()
            result = .failure(AuthError.signedOut)
        }
        // Over only now, with the store already written: a later 401 finds the new tokens there.
        let waiters = refreshing.withLock { state in
            state.inFlight = false
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(with: result) }
    }
}
