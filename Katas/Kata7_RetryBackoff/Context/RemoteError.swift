/// How a call to the orders API can fail.
enum RemoteError: Error, Equatable {
    /// No connection.
    case offline
    /// The server did not answer in time.
    case timeout
    /// The session is not (or no longer) signed in: HTTP 401.
    case unauthorized
    /// The server has no such resource: HTTP 404.
    case notFound
    /// Any other unsuccessful HTTP status.
    case server(status: Int)
}
