import Synchronization

/// The app's `HTTPClient`, signed in: it signs each request with the stored access token and,
/// when the server answers 401, refreshes the tokens once and sends the request once more.
///
/// A decorator: it is an `HTTPClient` wrapping another one, so nothing that sends requests has
/// to change.
///
/// - Each request is sent signed (`HTTPRequest.signed(with:)`) with the access token the store
///   holds when it is sent. With no tokens stored it throws `AuthError.signedOut` and sends
///   nothing.
/// - Any answer but a 401 is returned as it is; an error the wrapped client throws is thrown as
///   it is. Neither refreshes anything.
/// - On a 401:
///   - if the store already holds a different access token (a refresh ended since this request
///     was signed), the request is sent again with it, and nothing is refreshed;
///   - if the store holds none (signed out meanwhile), it throws `AuthError.signedOut`;
///   - otherwise the tokens are refreshed with the stored refresh token, the new tokens are
///     saved, and the request is sent again with the new access token. While a refresh is in
///     flight, every request that meets a 401 waits for that one: there is never a second
///     refresh at the same time.
/// - Each request is sent at most twice. A 401 on the second sending throws `AuthError.signedOut`
///   and signs out the tokens it was sent with: the store is cleared if it still holds them. Newer
///   tokens saved meanwhile (by another caller's refresh, or a new sign-in) stay.
/// - A refresh that fails, whatever the reason, signs out: the store is cleared, and every
///   request waiting for that refresh throws `AuthError.signedOut`.
/// - The refresh belongs to no one caller: cancelling a caller that waits for it (the one that
///   started it included) does not cancel it, and the others still get the new token. The
///   cancelled caller may return at once or wait for the refresh and finish, as you choose; the
///   refresh stays the one in flight until it ends.
///
/// Creating it sends nothing, refreshes nothing and reads no token.
///
/// Written with a `Mutex` instead of an actor: the callers that meet a 401 during a refresh park
/// their continuations in a list, and the refresh resumes them all when it ends.
final class AuthenticatedHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let store: any TokenStore
    private let refresher: any TokenRefresher
    /// The callers waiting for the refresh in flight, or nil when none is in flight.
    private let waiting = Mutex<[CheckedContinuation<Tokens, any Error>]?>(nil)

    init(wrapping client: any HTTPClient, tokens store: any TokenStore, refresher: any TokenRefresher) {
        self.client = client
        self.store = store
        self.refresher = refresher
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard var tokens = store.load() else { throw AuthError.signedOut }
        for attempt in 1...2 {
            let response = try await client.send(request.signed(with: tokens.accessToken))
            guard response.status == HTTPResponse.unauthorized else { return response }
            if attempt == 2 { break }
            tokens = try await tokensNewer(than: tokens.accessToken)
        }
        // Refused twice: the session those tokens belong to is over, unless a newer one began.
        if store.load() == tokens { store.clear() }
        throw AuthError.signedOut
    }

    private enum Next {
        case wait
        case use(Tokens)
        case fail
        case refresh(with: String)
    }

    private func tokensNewer(than rejected: String) async throws -> Tokens {
        try await withCheckedThrowingContinuation { continuation in
            let next = waiting.withLock { waiters -> Next in
                if waiters != nil {
                    waiters?.append(continuation)
                    return .wait
                }
                guard let current = store.load() else { return .fail }
                if current.accessToken != rejected { return .use(current) }
                waiters = [continuation]
                return .refresh(with: current.refreshToken)
            }
            switch next {
            case .wait:
                break
            case .use(let current):
                continuation.resume(returning: current)
            case .fail:
                continuation.resume(throwing: AuthError.signedOut)
            case .refresh(let refreshToken):
                Task { await refresh(using: refreshToken) }
            }
        }
    }

    /// Runs in a task of its own, so no caller's cancellation reaches it.
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
        // Saved (or cleared) before the list is taken: a 401 that comes after finds the new token.
        let waiters = waiting.withLock { waiters in
            defer { waiters = nil }
            return waiters ?? []
        }
        for waiter in waiters { waiter.resume(with: result) }
    }
}
