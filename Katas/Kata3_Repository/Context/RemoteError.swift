/// How a call to the orders API can fail.
enum RemoteError: Error, Equatable {
    /// No connection.
    case offline
    /// The server did not answer in time.
    case timeout
    /// The server says the resource does not exist.
    case notFound
    /// Any other unsuccessful HTTP status.
    case server(status: Int)
}
