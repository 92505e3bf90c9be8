import Foundation
import SharedFakes
import Testing

@testable import Kata11

/// The tokens stored when a test starts.
let first = Tokens(accessToken: "access-1", refreshToken: "refresh-1")
/// What a refresh with `first`'s refresh token gives.
let second = Tokens(accessToken: "access-2", refreshToken: "refresh-2")
/// What a refresh with `second`'s refresh token gives, or a later sign-in.
let third = Tokens(accessToken: "access-3", refreshToken: "refresh-3")
/// What a refresh with `third`'s refresh token gives.
let fourth = Tokens(accessToken: "access-4", refreshToken: "refresh-4")

/// Each refresh token buys the next pair, once the test has decided which exist.
let rotation: [String: Result<Tokens, any Error>] = [
    first.refreshToken: .success(second), second.refreshToken: .success(third),
    third.refreshToken: .success(fourth),
]

/// The decorator, the server behind it (accepting `serverAccepts`), the refresh endpoint
/// (answering `refreshes`) and the token store (holding `stored`).
func makeSUT(
    stored: Tokens? = first,
    serverAccepts: String? = first.accessToken,
    refreshes: [String: Result<Tokens, any Error>] = rotation
) -> (sut: AuthenticatedHTTPClient, server: ServerStub, refresher: RefresherStub, store: TokenStoreSpy) {
    let server = ServerStub(accepting: serverAccepts)
    let refresher = RefresherStub(answers: refreshes)
    let store = TokenStoreSpy(stored)
    let sut = AuthenticatedHTTPClient(wrapping: server, tokens: store, refresher: refresher)
    return (sut, server, refresher, store)
}

/// A request as the app makes it, with a header of its own that signing must keep.
func request(_ path: String) -> HTTPRequest {
    HTTPRequest(path: path, headers: ["Accept": "application/json"])
}

/// What the server answers a request it accepts for `path`.
func ok(_ path: String) -> HTTPResponse {
    HTTPResponse(status: 200, body: Data(path.utf8))
}

/// No answer came back: the client was offline.
struct Offline: Error, Equatable {}

/// The call did not end within `patience` of real time.
struct StillRunning: Error {}

/// How long, in real time, a test waits for an event that should come within microseconds: a
/// request to end, a double to be called. Long enough for a loaded machine, short enough that a
/// step that never comes fails its test in seconds instead of hanging the suite.
let patience = Duration.seconds(2)

/// Starts sending a request for `path` through `sut`, in a task that runs on `steps` when given.
func start(
    _ path: String, through sut: AuthenticatedHTTPClient, on steps: StepExecutor? = nil
) -> Task<HTTPResponse, any Error> {
    Task(executorPreference: steps) { try await sut.send(request(path)) }
}

/// Sends a request for `path` through `sut` and returns how it ended.
func send(
    _ path: String, through sut: AuthenticatedHTTPClient, sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<HTTPResponse, any Error> {
    await outcome(of: start(path, through: sut), sourceLocation: sourceLocation)
}

/// How `task` ended; a task still running after `patience` is recorded as a failure, cancelled,
/// and reported as `StillRunning`.
func outcome(
    of task: Task<HTTPResponse, any Error>, sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<HTTPResponse, any Error> {
    let ended = await firstEvent { await task.result }
    guard let ended else {
        Issue.record(
            "expected the request to end; after \(patience) of real time it still waits (for a refresh that ended, or for itself?)",
            sourceLocation: sourceLocation)
        task.cancel()
        return .failure(StillRunning())
    }
    return ended
}

/// How each of `tasks` ended, in order.
func outcomes(
    of tasks: [Task<HTTPResponse, any Error>], sourceLocation: SourceLocation = #_sourceLocation
) async -> [Result<HTTPResponse, any Error>] {
    var results: [Result<HTTPResponse, any Error>] = []
    for task in tasks {
        results.append(await outcome(of: task, sourceLocation: sourceLocation))
    }
    return results
}

/// `true` once `count` calls have reached `gate`; `false` once every one of `tasks` has ended
/// first (a stub that throws at once), or after `patience`, which is recorded as a failure
/// naming `step`.
func arrivals(
    _ count: Int, at gate: Gate<Void>, orEndOf tasks: [Task<HTTPResponse, any Error>], _ step: String,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let reached = await firstEvent(
        {
            await gate.arrivals(count)
            return true
        },
        {
            for task in tasks { _ = await task.result }
            return false
        })
    if reached == nil {
        Issue.record(
            "expected \(step); after \(patience) of real time it had not happened, and the requests still wait",
            sourceLocation: sourceLocation)
    }
    return reached ?? false
}

/// The value of whichever of `events` ends first, or nil when `patience` of real time passes
/// first. Each event runs in a task of its own, left behind if it never ends: the test fails and
/// moves on instead of hanging.
func firstEvent<Value: Sendable>(_ events: (@Sendable () async -> Value)...) async -> Value? {
    let (stream, report) = AsyncStream.makeStream(of: Value?.self)
    let waiting = events.map { event in Task { report.yield(await event()) } }
    let timer = Task {
        if (try? await Task.sleep(for: patience)) != nil { report.yield(nil) }
    }
    defer {
        for task in waiting { task.cancel() }
        timer.cancel()
    }
    for await value in stream {
        return value
    }
    return nil
}
