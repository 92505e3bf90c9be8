import SharedFakes
import Testing

@testable import Kata7
@testable import Kata7Support

@Suite("Failing fast on permanent failures")
struct FailFastTests {
    /// The 4xx on either side of 408 and 429 included: only those two say "later". A 425 (Too
    /// Early) and a 407 (the proxy's sign-in) are the neighbours most easily taken for them.
    static let permanentErrors: [RemoteError] = [
        .unauthorized, .notFound, .server(status: 302), .server(status: 400), .server(status: 401),
        .server(status: 404), .server(status: 407), .server(status: 409), .server(status: 425),
        .server(status: 428), .server(status: 430), .server(status: 499), .server(status: 600),
    ]

    @Test("a permanent failure is thrown at once, with no wait and no retry", arguments: permanentErrors)
    func permanentFailureIsThrownAtOnce(error: RemoteError) async {
        let (sut, remote, clock) = makeSUT(answers: [.failure(error), .success(someOrders)])

        let result = await fetchToEnd(sut, on: clock)

        #expect(throws: error, "\(error) is permanent, so it is thrown as it came") { try result.get() }
        #expect(remote.attempts == [.zero], "\(error) is permanent, so no attempt follows the first")
        #expect(clock.requestedSleeps == [], "\(error) is permanent, so nothing waits before it is thrown")
    }

    /// A `CancellationError` the remote throws on its own (the caller is not cancelled) is not a
    /// `RemoteError` either.
    static let foreignErrors: [any Error] = [UndecodableResponse(), CancellationError()]

    @Test(
        "an error that is not a RemoteError is thrown at once, with no wait and no retry",
        arguments: foreignErrors)
    func foreignErrorIsThrownAtOnce(error: any Error) async {
        let (sut, remote, clock) = makeSUT(answers: [.failure(error), .success(someOrders)])

        let result = await fetchToEnd(sut, on: clock)

        let thrown = #expect(throws: (any Error).self) { try result.get() }
        #expect(thrown.map { type(of: $0) } == type(of: error))
        #expect(remote.attempts == [.zero])
        #expect(clock.requestedSleeps == [])
    }

    @Test("a permanent failure after a transient one ends the retries at once")
    func permanentAfterTransient() async {
        let (sut, remote, clock) = makeSUT(
            answers: [
                .failure(RemoteError.timeout), .failure(RemoteError.unauthorized), .success(someOrders),
            ])

        let result = await fetchToEnd(sut, on: clock)

        #expect(throws: RemoteError.unauthorized) { try result.get() }
        #expect(remote.attempts == [.zero, .seconds(1)])
        #expect(clock.requestedSleeps == [.seconds(1)])
    }
}
