/// What signing in (or a refresh) gives the app: a short-lived access token that signs each
/// request, and a refresh token that buys the next pair. The server rotates them: a refresh
/// returns a new refresh token too, and the old one is spent.
struct Tokens: Sendable, Equatable {
    let accessToken: String
    let refreshToken: String
}
