import SharedFakes
import Testing

@testable import Kata11
@testable import Kata11Support

@Suite("Many callers, one refresh")
struct SharedRefreshTests {
    @Test("many requests that meet a 401 at the same time share one refresh", arguments: [2, 5])
    func concurrentUnauthorizedShareOneRefresh(callers: Int) async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        let paths = (1...callers).map { "/orders/\($0)" }
        let held = server.hold(paths)
        let refresh = refresher.hold()
        let requests = paths.map { start($0, through: sut) }

        try #require(
            await arrivals(callers, at: held, orEndOf: requests, "every request to reach the server"))
        held.open(with: ())
        try #require(await arrivals(1, at: refresh, orEndOf: requests, "a refresh to start"))
        refresh.open(with: ())
        let results = await outcomes(of: requests)

        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "\(callers) requests that met a 401 together should share one refresh, not start one each")
        for (path, result) in zip(paths, results) {
            #expect(try result.get() == ok(path), "each request should get its own answer after the refresh")
            #expect(
                server.tokens(for: path) == ["access-1", "access-2"],
                "\(path) should be sent again with the new token")
        }
        #expect(store.current == second)
    }

    @Test("a 401 that comes back while the refresh is in flight waits for it instead of starting another")
    func unauthorizedDuringRefreshWaits() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        let held = server.hold("/late")
        let refresh = refresher.hold()
        let steps = StepExecutor()
        let late = start("/late", through: sut, on: steps)
        try #require(await arrivals(1, at: held, orEndOf: [late], "the late request to reach the server"))

        let early = start("/early", through: sut, on: steps)
        try #require(
            await arrivals(1, at: refresh, orEndOf: [early], "the early request's 401 to start a refresh"))
        // The late 401 comes back, and its steps all run, while the refresh is still in flight.
        held.open(with: ())
        await steps.settled()
        refresh.open(with: ())
        let results = await outcomes(of: [early, late])

        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "a 401 during a refresh should wait for that refresh, not start a second one")
        #expect(
            (try? results[0].get()) == ok("/early"),
            "the early request should get its answer with the new token")
        #expect(
            (try? results[1].get()) == ok("/late"),
            "the late request should wait for the refresh and get its answer with the new token")
        #expect(
            server.tokens(for: "/late") == ["access-1", "access-2"],
            "the late request should be sent again only once the refresh has given the new token")
        #expect(store.current == second, "the tokens of the one refresh should be saved and stay")
    }

    @Test(
        "a request that failed with a token older than the one just refreshed retries with the new one and starts no refresh"
    )
    func olderTokenRetriesWithoutRefresh() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        let held = server.hold("/late")
        let late = start("/late", through: sut)
        try #require(await arrivals(1, at: held, orEndOf: [late], "the late request to reach the server"))

        let early = try await send("/early", through: sut).get()
        held.open(with: ())
        let result = try await outcome(of: late).get()

        #expect(early == ok("/early"))
        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "a 401 for a token already replaced should use the new token, not refresh again (and spend refresh-2)"
        )
        #expect(
            server.tokens(for: "/late") == ["access-1", "access-2"],
            "the late request should be sent again with the new token")
        #expect(result == ok("/late"))
        #expect(store.current == second, "the tokens the one refresh saved should stay")
    }

    @Test(
        "a failed refresh fails every request waiting for it with signedOut, and none is sent again",
        arguments: [2, 5])
    func failedSharedRefreshSignsEveryoneOut(callers: Int) async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken, refreshes: [:])
        let paths = (1...callers).map { "/orders/\($0)" }
        let held = server.hold(paths)
        let refresh = refresher.hold()
        let requests = paths.map { start($0, through: sut) }

        try #require(
            await arrivals(callers, at: held, orEndOf: requests, "every request to reach the server"))
        held.open(with: ())
        try #require(await arrivals(1, at: refresh, orEndOf: requests, "a refresh to start"))
        refresh.open(with: ())
        let results = await outcomes(of: requests)

        for (path, result) in zip(paths, results) {
            #expect(throws: AuthError.signedOut, "\(path) should fail as signed out when the refresh fails") {
                try result.get()
            }
        }
        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "the requests should share the one failed refresh, and nobody should try again")
        #expect(
            server.tokensReceived.count == callers, "no request should be sent again after a failed refresh")
        #expect(store.current == nil, "a failed refresh should clear the stored tokens")
    }
}
