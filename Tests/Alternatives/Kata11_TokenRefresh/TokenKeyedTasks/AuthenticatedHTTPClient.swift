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
/// Written as an actor that keys each refresh by the access token it replaces, runs it detached,
/// and loops over the two sendings.
actor AuthenticatedHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let store: any TokenStore
    private let refresher: any TokenRefresher
    private var refreshes: [String: Task<Tokens, any Error>] = [:]

    init(wrapping client: any HTTPClient, tokens store: any TokenStore, refresher: any TokenRefresher) {
        self.client = client
        self.store = store
        self.refresher = refresher
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var token = store.load()?.accessToken
        var sendings = 0
        while let signingToken = token, sendings < 2 {
            sendings += 1
            let response = try await client.send(request.signed(with: signingToken))
            if response.status != HTTPResponse.unauthorized { return response }
            if sendings == 2 {
                if store.load()?.accessToken == signingToken { store.clear() }
                break
            }
            token = try await replacement(for: signingToken).accessToken
        }
        throw AuthError.signedOut
    }

    private func replacement(for rejected: String) async throws -> Tokens {
        if let running = refreshes[rejected] { return try await running.value }
        guard let stored = store.load() else { throw AuthError.signedOut }
        guard stored.accessToken == rejected else { return stored }
        let running = Task.detached { [refresher, store] () async throws -> Tokens in
            guard let fresh = try? await refresher.refresh(using: stored.refreshToken) else {
                store.clear()
                throw AuthError.signedOut
            }
            store.save(fresh)
            return fresh
        }
        refreshes[rejected] = running
        defer { refreshes[rejected] = nil }
        return try await running.value
    }
}
