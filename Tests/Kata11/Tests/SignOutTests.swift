import SharedFakes
import Testing

@testable import Kata11
@testable import Kata11Support

@Suite("Signing out")
struct SignOutTests {
    @Test(
        "a 401 on the second sending signs out: tokens cleared, signedOut thrown, nothing sent a third time")
    func secondUnauthorizedSignsOut() async {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: nil)

        let result = await send("/orders", through: sut)
        let later = await send("/profile", through: sut)

        #expect(throws: AuthError.signedOut, "a 401 with the fresh token should end the session") {
            try result.get()
        }
        #expect(
            server.tokensReceived == ["access-1", "access-2"], "the request should be sent at most twice")
        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "the fresh token's 401 should not start another refresh")
        #expect(store.current == nil, "signing out should clear the stored tokens")
        #expect(throws: AuthError.signedOut, "once signed out, the next request should fail as signed out") {
            try later.get()
        }
    }

    @Test(
        "a 401 on the second sending leaves newer tokens saved meanwhile in the store, and still throws signedOut"
    )
    func secondUnauthorizedKeepsNewerTokens() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: nil)
        let refresh = refresher.hold()
        let request = start("/orders", through: sut)
        try #require(await arrivals(1, at: refresh, orEndOf: [request], "the first 401 to start a refresh"))
        // Only the second sending waits at the server: the first has already had its 401.
        let held = server.hold("/orders")
        refresh.open(with: ())
        try #require(await arrivals(1, at: held, orEndOf: [request], "the request to be sent again"))

        // The customer signs in again while the second sending is on its way; its 401 comes after.
        store.save(third)
        server.accept(third.accessToken)
        held.open(with: ())
        let result = await outcome(of: request)
        let next = await send("/profile", through: sut)

        #expect(throws: AuthError.signedOut, "a 401 on the second sending should still fail the request") {
            try result.get()
        }
        #expect(
            server.tokens(for: "/orders") == ["access-1", "access-2"],
            "the request should be sent at most twice, even with newer tokens stored")
        #expect(
            store.changes == [.saved(second), .saved(third)],
            "the 401 refused access-2, so the tokens saved after it should not be cleared")
        #expect(try next.get() == ok("/profile"), "the newer session should go on signing requests")
        #expect(refresher.refreshTokensUsed == ["refresh-1"])
    }

    @Test(
        "a failed refresh signs out: tokens cleared, signedOut thrown, the request not sent again",
        arguments: [nil, Offline()] as [Offline?])
    func failedRefreshSignsOut(offline: Offline?) async {
        // Refused (no answer scripted for the refresh token) or unreachable.
        let refreshes: [String: Result<Tokens, any Error>] =
            offline.map { [first.refreshToken: .failure($0)] } ?? [:]
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken, refreshes: refreshes)

        let result = await send("/orders", through: sut)

        #expect(throws: AuthError.signedOut, "a failed refresh should fail the request as signed out") {
            try result.get()
        }
        #expect(
            server.tokensReceived == ["access-1"], "with no new token the request should not be sent again")
        #expect(refresher.refreshTokensUsed == ["refresh-1"], "a failed refresh should not be tried again")
        #expect(store.current == nil, "a failed refresh should clear the stored tokens")
        #expect(!store.changes.contains { $0 != .cleared }, "nothing should be saved after a failed refresh")
    }

    @Test("a 401 that comes back after signing out throws signedOut, with no refresh")
    func unauthorizedAfterSigningOut() async {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken, refreshes: [:])
        let held = server.hold("/held")
        let late = start("/held", through: sut)
        guard await arrivals(1, at: held, orEndOf: [late], "the held request to reach the server") else {
            Issue.record("the held request ended before it reached the server: \(await late.result)")
            return
        }

        let signingOut = await send("/orders", through: sut)
        held.open(with: ())
        let result = await outcome(of: late)

        #expect(throws: AuthError.signedOut) { try signingOut.get() }
        #expect(throws: AuthError.signedOut, "a 401 with nobody signed in should fail as signed out") {
            try result.get()
        }
        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "with nobody signed in, a 401 should refresh nothing")
        #expect(
            server.tokens(for: "/held") == ["access-1"], "with nobody signed in, nothing should be sent again"
        )
        #expect(store.current == nil)
    }

    @Test("signing in again after a failed refresh lets the next 401 refresh again")
    func signingInAgain() async throws {
        let (sut, server, refresher, store) = makeSUT(
            serverAccepts: fourth.accessToken, refreshes: [third.refreshToken: .success(fourth)])

        let failed = await send("/orders", through: sut)
        store.save(third)
        let response = try await send("/profile", through: sut).get()

        #expect(throws: AuthError.signedOut) { try failed.get() }
        #expect(
            refresher.refreshTokensUsed == ["refresh-1", "refresh-3"],
            "a failed refresh should be forgotten once it ends: after signing in, a 401 refreshes afresh")
        #expect(server.tokens(for: "/profile") == ["access-3", "access-4"])
        #expect(response == ok("/profile"))
        #expect(store.current == fourth)
    }
}
