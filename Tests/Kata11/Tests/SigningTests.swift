import Foundation
import SharedFakes
import Testing

@testable import Kata11
@testable import Kata11Support

@Suite("Signing requests")
struct SigningTests {
    @Test("each request is sent signed with the stored access token, its path and headers kept")
    func signsWithTheStoredToken() async throws {
        let (sut, server, refresher, _) = makeSUT()

        let response = try await send("/orders", through: sut).get()

        #expect(
            server.received == [request("/orders").signed(with: "access-1")],
            "the server should get the request once, as the app made it, signed with the stored access token")
        #expect(response == ok("/orders"), "the server's answer should come back as it is")
        #expect(refresher.refreshTokensUsed == [], "an accepted request should refresh nothing")
    }

    @Test("a token saved since the last request signs the next one")
    func readsTheTokenForEachRequest() async throws {
        let (sut, server, refresher, store) = makeSUT()

        _ = try await send("/orders", through: sut).get()
        store.save(third)
        server.accept(third.accessToken)
        let response = try await send("/profile", through: sut).get()

        #expect(
            server.tokensReceived == ["access-1", "access-3"],
            "each request should be signed with the token the store holds when it is sent, not one kept from before"
        )
        #expect(response == ok("/profile"))
        #expect(refresher.refreshTokensUsed == [], "a token saved by someone else needs no refresh")
    }

    @Test(
        "any answer but a 401 is returned as it is, with no refresh",
        arguments: [200, 204, 400, 403, 404, 500, 503])
    func returnsOtherAnswers(status: Int) async throws {
        let (sut, server, refresher, store) = makeSUT()
        server.answer("/orders", with: status)

        let response = try await send("/orders", through: sut).get()

        #expect(
            response == HTTPResponse(status: status, body: Data("/orders".utf8)),
            "a \(status) should come back as the server sent it")
        #expect(server.tokensReceived == ["access-1"], "a \(status) should not send the request again")
        #expect(refresher.refreshTokensUsed == [], "only a 401 should refresh the tokens, not a \(status)")
        #expect(store.changes == [], "a \(status) should leave the stored tokens alone")
    }

    @Test("an error from the wrapped client is thrown as it is, with no refresh")
    func throwsClientErrors() async {
        let (sut, server, refresher, store) = makeSUT()
        server.fail("/orders", with: Offline())

        let result = await send("/orders", through: sut)

        #expect(throws: Offline(), "the client's own error should reach the caller unchanged") {
            try result.get()
        }
        #expect(
            server.tokensReceived == ["access-1"], "a request that got no answer should not be sent again")
        #expect(refresher.refreshTokensUsed == [], "no answer is no 401: nothing should be refreshed")
        #expect(store.changes == [], "being offline should not sign anybody out")
    }

    @Test("with no tokens stored it throws signedOut and sends nothing")
    func signedOutSendsNothing() async {
        let (sut, server, refresher, _) = makeSUT(stored: nil)

        let result = await send("/orders", through: sut)

        #expect(throws: AuthError.signedOut, "with nobody signed in the request should fail as signed out") {
            try result.get()
        }
        #expect(server.received == [], "an unsigned request should never reach the server")
        #expect(refresher.refreshTokensUsed == [], "with no refresh token there is nothing to refresh")
    }

    @Test("creating it sends nothing, refreshes nothing and reads no token")
    func creationIsSilent() async throws {
        let (sut, server, refresher, store) = makeSUT()

        let loadsAfterInit = store.loads
        let receivedAfterInit = server.received
        let refreshesAfterInit = refresher.refreshTokensUsed
        let response = try await send("/orders", through: sut).get()

        #expect(loadsAfterInit == 0, "creating the client should not read the token store")
        #expect(receivedAfterInit == [], "creating the client should send nothing")
        #expect(refreshesAfterInit == [], "creating the client should refresh nothing")
        #expect(response == ok("/orders"))
    }
}
