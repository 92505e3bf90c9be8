import SharedFakes
import Testing

@testable import Kata7
@testable import Kata7Support

@Suite("Cancelling while waiting")
struct CancellationTests {
    @Test(
        "cancelling the caller while it waits throws CancellationError at once, with no further attempt",
        arguments: [1, 2])
    func cancellingStopsAtOnce(waitsBeforeCancelling: Int) async {
        let (sut, remote, clock) = makeSUT(
            answers: [.failure(RemoteError.offline), .failure(RemoteError.offline), .success(someOrders)])
        let fetch = Task { try await sut.fetchOrders() }
        for wait in 1...waitsBeforeCancelling {
            guard await sleepers(1, orEndOf: fetch, on: clock) else {
                Issue.record("the fetch ended before wait \(wait): \(await fetch.result)")
                return
            }
            if wait < waitsBeforeCancelling {
                await clock.advance(by: clock.requestedSleeps.last ?? .zero)
            }
        }
        let timeOfCancelling = clock.now

        fetch.cancel()
        // A wait that the cancellation does not reach would hold the fetch forever: let time pass
        // for it, a few times at most, so such a fetch fails this test instead of hanging it.
        var waitsAfterCancelling = 0
        while waitsAfterCancelling < 5, await sleepers(1, orEndOf: fetch, on: clock) {
            waitsAfterCancelling += 1
            await clock.advance(by: clock.requestedSleeps.last ?? .zero)
        }
        let result = await fetch.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(waitsAfterCancelling == 0)
        #expect(remote.attempts.count == waitsBeforeCancelling)
        #expect(clock.suspendedCount == 0)
        #expect(clock.now == timeOfCancelling)
    }
}
