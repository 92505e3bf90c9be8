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
actor AuthenticatedHTTPClient: HTTPClient {
    private let client: any HTTPClient
    private let store: any TokenStore
    private let refresher: any TokenRefresher

    init(wrapping client: any HTTPClient, tokens store: any TokenStore, refresher: any TokenRefresher) {
        self.client = client
        self.store = store
        self.refresher = refresher
    }

    /// Sends `request` signed in, and once more after a refresh when the server answers 401.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        // TODO
        throw NotImplemented()
    }
}
