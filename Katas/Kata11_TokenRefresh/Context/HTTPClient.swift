/// The app's HTTP stack: sends one request, returns the server's answer.
///
/// It throws only when no answer came back at all (offline, timed out, cancelled). Any answer
/// the server gives, a 401 or a 500 included, comes back as an `HTTPResponse`: judging it is the
/// caller's job.
protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
