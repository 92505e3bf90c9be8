/// Where the signed-in session's tokens live (the Keychain, in the app). It is the one place
/// that knows the current tokens: the sign-in screen saves them, and it may do so at any time.
/// Safe to call from any task.
protocol TokenStore: Sendable {
    /// The current tokens, or nil when nobody is signed in.
    func load() -> Tokens?
    func save(_ tokens: Tokens)
    /// Signs out: forgets both tokens.
    func clear()
}
