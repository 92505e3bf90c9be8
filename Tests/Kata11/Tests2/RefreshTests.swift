import Foundation
import SharedFakes
import Testing

@testable import Kata11
@testable import Kata11Support

@Suite("Refreshing on a 401")
struct RefreshTests {
    @Test(
        "a 401 refreshes with the stored refresh token and sends the request again with the new access token")
    func refreshesAndRetries() async throws {
        let (sut, server, refresher, _) = makeSUT(serverAccepts: second.accessToken)

        let response = try await send("/orders", through: sut).get()

        #expect(
            refresher.refreshTokensUsed == ["refresh-1"],
            "a 401 should refresh once, with the stored refresh token")
        #expect(
            server.received == [
                request("/orders").signed(with: "access-1"), request("/orders").signed(with: "access-2"),
            ],
            "the same request should be sent again, signed with the new access token")
        #expect(response == ok("/orders"), "the answer to the second sending should come back")
    }

    @Test("the new tokens are saved, and the next request uses them with no refresh")
    func savesTheNewTokens() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)

        _ = try await send("/orders", through: sut).get()
        let storedAfterRefresh = store.current
        let response = try await send("/profile", through: sut).get()

        #expect(
            storedAfterRefresh == second, "the refreshed tokens, both of them, should be saved in the store")
        #expect(store.changes == [.saved(second)], "the store should be written once, with the new tokens")
        #expect(
            server.tokens(for: "/profile") == ["access-2"],
            "the next request should be signed with the new token")
        #expect(response == ok("/profile"))
        #expect(
            refresher.refreshTokensUsed == ["refresh-1"], "a token that works should not be refreshed again")
    }

    @Test("any answer but a 401 to the second sending is returned as it is", arguments: [403, 404, 500])
    func returnsOtherAnswersToTheRetry(status: Int) async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)
        server.answer("/orders", with: status)

        let response = try await send("/orders", through: sut).get()

        #expect(
            response == HTTPResponse(status: status, body: Data("/orders".utf8)),
            "a \(status) to the second sending should come back as the server sent it: only a 401 signs out")
        #expect(server.tokensReceived == ["access-1", "access-2"])
        #expect(refresher.refreshTokensUsed == ["refresh-1"])
        #expect(store.current == second, "a \(status) with the new token should keep the session")
    }

    @Test("a 401 after an earlier refresh has ended refreshes again, with the newer refresh token")
    func refreshesAgainLater() async throws {
        let (sut, server, refresher, store) = makeSUT(serverAccepts: second.accessToken)

        _ = try await send("/orders", through: sut).get()
        server.accept(third.accessToken)
        let response = try await send("/profile", through: sut).get()

        #expect(
            refresher.refreshTokensUsed == ["refresh-1", "refresh-2"],
            "a refresh that has ended should be forgotten: the next 401 refreshes with the refresh token it saved"
        )
        #expect(
            server.tokens(for: "/profile") == ["access-2", "access-3"],
            "the request should be sent again with the newest access token")
        #expect(response == ok("/profile"))
        #expect(store.current == third)
    }
}
