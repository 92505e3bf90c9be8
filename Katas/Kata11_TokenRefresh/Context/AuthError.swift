/// What a request throws when the session is over: the user must sign in again.
enum AuthError: Error, Equatable {
    case signedOut
}
