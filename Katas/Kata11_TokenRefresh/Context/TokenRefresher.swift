/// The auth server's refresh endpoint: trades a refresh token for a new pair of tokens.
protocol TokenRefresher: Sendable {
    /// - Throws: when the server refuses the refresh token (spent, revoked, expired) or cannot
    ///   be reached.
    func refresh(using refreshToken: String) async throws -> Tokens
}
