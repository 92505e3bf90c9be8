import Foundation
import SharedFakes
import Testing

@testable import Kata7

/// The retrying remote, the remote it wraps (answering `answers` in turn, each call taking
/// `eachCallTakes` on the clock) and the clock it waits on.
func makeSUT(
    policy: RetryPolicy = anyPolicy,
    answers: [Result<[Order], any Error>],
    eachCallTakes: Duration = .zero
) -> (sut: RetryingOrderRemote, remote: RemoteStub, clock: TestClock) {
    let clock = TestClock()
    let remote = RemoteStub(clock: clock, answers: answers, eachCallTakes: eachCallTakes)
    let sut = RetryingOrderRemote(wrapping: remote, policy: policy, clock: clock)
    return (sut, remote, clock)
}

/// Four attempts, waits of 1 s, 2 s and 4 s between them, a cap too high to matter.
let anyPolicy = RetryPolicy(maxAttempts: 4, initialDelay: .seconds(1), maxDelay: .seconds(60))

let someOrders = [Order(id: "A1", total: 12), Order(id: "B2", total: 30)]

/// An error from outside the API's vocabulary, as a decoder would throw.
struct UndecodableResponse: Error, Equatable {}

/// Runs one fetch to its end, the way time would pass: each time the code under test waits on
/// the clock, move the clock just past that wait. The test never sleeps and never guesses: it
/// awaits the event "someone sleeps on the clock", or the end of the fetch, whichever comes
/// first. A fetch still waiting after `maxWaits` waits is cancelled, so a wrong implementation
/// fails the test instead of hanging it.
func fetchToEnd(
    _ sut: RetryingOrderRemote, on clock: TestClock, maxWaits: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<[Order], any Error> {
    await runToEnd(
        Task { try await sut.fetchOrders() }, on: clock, maxWaits: maxWaits, sourceLocation: sourceLocation)
}

/// Runs a fetch that has already started to its end, the same way as `fetchToEnd`.
func runToEnd(
    _ fetch: Task<[Order], any Error>, on clock: TestClock, maxWaits: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<[Order], any Error> {
    for _ in 0..<maxWaits {
        guard await sleepers(1, orEndOf: fetch, on: clock, sourceLocation: sourceLocation) else { break }
        await clock.advance(by: clock.requestedSleeps.last ?? .zero)
    }
    fetch.cancel()
    return await fetch.result
}

/// How long, in real time, a test waits for the fetch to wait on the clock or to end. Either
/// comes within microseconds when the fetch waits on the clock it was given; half a second keeps
/// a test that runs two fetches under a second when both stall.
let patience = Duration.milliseconds(500)

/// `true` once `count` sleepers are suspended on the test clock, `false` once `fetch` has ended.
/// A fetch that does neither within `patience` waits somewhere the test cannot see (`Task.sleep`,
/// a clock of its own): the test records that as its failure, cancels the fetch and gets `false`.
func sleepers(
    _ count: Int, orEndOf fetch: Task<[Order], any Error>, on clock: TestClock,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Bool {
    let outcome = await withTaskGroup(of: Bool?.self) { group in
        group.addTask { await clock.sleepers(count, orEndOf: fetch) }
        group.addTask { (try? await Task.sleep(for: patience)) == nil ? false : nil }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
    guard let outcome else {
        Issue.record(
            """
            expected the fetch to wait on the injected clock or to end; within \(patience) of real time \
            it did neither, so it waits where the test clock cannot move it (Task.sleep, a clock of its own)
            """, sourceLocation: sourceLocation)
        fetch.cancel()
        return false
    }
    return outcome
}
