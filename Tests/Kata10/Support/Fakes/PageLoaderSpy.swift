import SharedFakes

@testable import Kata10

/// What one request answers: a page, or an error.
typealias Answer = Result<OrderPage, any Error>

/// The loader the view model gets. It records the cursor of every request, in order, and holds
/// request N at the N-th of its gates until the test answers it. A request beyond the script
/// fails at once with `UnscriptedRequest`, so a view model that asks too often fails its test
/// instead of hanging it.
///
/// A request whose task is cancelled still waits for the test's answer and gets it, as an answer
/// already on its way would: a view model that cancels the page in flight on refresh must still
/// drop what comes back.
///
/// It is `@MainActor`, as the view model is, so a request is recorded in the very turn the view
/// model makes it, and the test reads the record without racing it.
@MainActor final class PageLoaderSpy: OrderPageLoader {
    /// How long, in real time, a test waits for an event before it fails naming the step that
    /// never came. The events come within microseconds when the view model does its part.
    static let patience = Duration.seconds(1)

    /// The cursor of every request, in the order they were made; nil asks for the first page.
    private(set) var cursors: [String?] = []
    private let gates: [Gate<Answer>]
    private var watchers: [Int: AsyncStream<Event>.Continuation] = [:]
    private var nextWatcher = 0

    /// A loader that answers `requests` requests, each when the test says.
    init(requests: Int) {
        gates = (0..<requests).map { _ in Gate(heedless: true) }
    }

    func loadPage(after cursor: String?) async throws -> OrderPage {
        cursors.append(cursor)
        for watcher in watchers.values { watcher.yield(.request) }
        let index = cursors.count - 1
        guard gates.indices.contains(index) else { throw UnscriptedRequest() }
        return try await gates[index].pass().get()
    }

    /// The requests so far, as a test's failure prints them: `[nil, "c1"]`.
    var asked: String {
        "[" + cursors.map { $0.map { String(reflecting: $0) } ?? "nil" }.joined(separator: ", ") + "]"
    }

    /// Starts a call to the view model in a task of its own, so the test can answer the page it
    /// asks for while it waits.
    func start(_ name: String, _ body: @escaping @MainActor () async -> Void) -> Call {
        Call(name: name, loader: self, task: Task { await body() })
    }

    /// Answers request `number` (from 1) once `call` has made it. Throws `Stalled` if the call
    /// returns without making it, or if it is not made within `patience`.
    func answer(_ number: Int, with answer: Answer, during call: Call) async throws {
        try await waitForRequest(number, during: call)
        gates[number - 1].open(with: answer)
    }

    /// Returns once request `number` (from 1) has been made; throws `Stalled` if `call` returns
    /// first, or if the request is not made within `patience`.
    func waitForRequest(_ number: Int, during call: Call) async throws {
        precondition(gates.indices.contains(number - 1), "the test scripts only \(gates.count) requests")
        if cursors.count >= number { return }
        let (events, signal) = AsyncStream.makeStream(of: Event.self)
        let id = nextWatcher
        nextWatcher += 1
        watchers[id] = signal
        let ended = Task {
            await call.task.value
            signal.yield(.callReturned)
        }
        let timer = Task {
            guard (try? await Task.sleep(for: Self.patience)) != nil else { return }
            signal.yield(.patienceRanOut)
        }
        defer {
            watchers[id] = nil
            timer.cancel()
            ended.cancel()
        }
        for await event in events {
            if cursors.count >= number { return }
            if event == .patienceRanOut { break }
            if event == .callReturned {
                throw Stalled(
                    "expected \(call.name) to make page request \(number), but it returned having asked \(asked)"
                )
            }
        }
        throw Stalled(
            "expected \(call.name) to make page request \(number); it did not within \(Self.patience) "
                + "of real time, having asked \(asked)")
    }

    /// What a test waiting for a request hears.
    enum Event {
        case request
        case callReturned
        case patienceRanOut
    }
}

/// A call to the view model, running in a task of its own.
@MainActor struct Call {
    let name: String
    let loader: PageLoaderSpy
    let task: Task<Void, Never>

    /// Returns once the call has returned; throws `Stalled` if it still runs after `patience`
    /// (it waits for a page the test never answers).
    func returned() async throws {
        let (events, signal) = AsyncStream.makeStream(of: Bool.self)
        let ended = Task {
            await task.value
            signal.yield(true)
        }
        let timer = Task {
            guard (try? await Task.sleep(for: PageLoaderSpy.patience)) != nil else { return }
            signal.yield(false)
        }
        defer {
            timer.cancel()
            ended.cancel()
        }
        for await returned in events {
            if returned { return }
            throw Stalled(
                "expected \(name) to return, but after \(PageLoaderSpy.patience) of real time it still waits, "
                    + "having asked \(loader.asked): a page the test does not answer, or one it asked too often"
            )
        }
    }
}

/// The view model asked for more pages than the test scripted.
struct UnscriptedRequest: Error {}

/// A wait that cannot end the way the test expected; thrown so the test fails instead of hanging.
struct Stalled: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
