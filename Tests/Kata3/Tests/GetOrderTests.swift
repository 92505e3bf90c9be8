import Testing

@testable import Kata3
@testable import Kata3Support

@Suite("Getting one order")
struct GetOrderTests {
    static let fresh = anyOrder(id: "A1", total: 12)
    static let stale = anyOrder(id: "A1", total: 9)

    @Test("returns the remote order when the remote answers")
    func returnsRemoteOrder() async throws {
        let (sut, remote, _, _) = makeSUT(cached: [Self.stale])
        remote.answerFetchOrder(with: .success(Self.fresh))

        let order = try await sut.getOrder(id: "A1")

        #expect(order == Self.fresh)
    }

    @Test("fetches that order, then saves that one order, and never reads the cache")
    func fetchesThenSavesOne() async throws {
        let (sut, remote, _, log) = makeSUT(cached: [Self.stale])
        remote.answerFetchOrder(with: .success(Self.fresh))

        _ = try await sut.getOrder(id: "A1")

        #expect(log.messages == [.fetchOrder(id: "A1"), .saveOrder(Self.fresh)])
    }

    @Test("a cache that fails to save does not fail the call")
    func failedSaveIsHarmless() async throws {
        let (sut, remote, cache, log) = makeSUT()
        remote.answerFetchOrder(with: .success(Self.fresh))
        cache.failWrites()

        let order = try await sut.getOrder(id: "A1")

        #expect(order == Self.fresh)
        #expect(log.messages == [.fetchOrder(id: "A1"), .saveOrder(Self.fresh)])
    }

    @Test("an order the remote does not find is not found, even with a cached copy")
    func notFoundIsNotFound() async {
        let (sut, remote, _, _) = makeSUT(cached: [Self.stale])
        remote.answerFetchOrder(with: .failure(.notFound))

        await #expect(throws: OrderRepositoryError.notFound) {
            try await sut.getOrder(id: "A1")
        }
    }

    @Test("an order the remote does not find is never looked up in the cache")
    func notFoundSkipsTheCache() async {
        let (sut, remote, _, log) = makeSUT(cached: [Self.stale])
        remote.answerFetchOrder(with: .failure(.notFound))

        _ = try? await sut.getOrder(id: "A1")

        #expect(log.messages == [.fetchOrder(id: "A1")])
    }

    @Test("falls back to the cached order when the remote fails otherwise", arguments: fallbackErrors)
    func fallsBackToCache(error: RemoteError) async throws {
        let (sut, remote, _, _) = makeSUT(cached: [Self.stale, anyOrder(id: "B2")])
        remote.answerFetchOrder(with: .failure(error))

        let order = try await sut.getOrder(id: "A1")

        #expect(order == Self.stale)
    }

    @Test("asks the remote first, then reads that order from the cache and writes nothing")
    func fallbackWritesNothing() async throws {
        let (sut, remote, _, log) = makeSUT(cached: [Self.stale])
        remote.answerFetchOrder(with: .failure(.offline))

        _ = try await sut.getOrder(id: "A1")

        #expect(log.messages == [.fetchOrder(id: "A1"), .cachedOrder(id: "A1")])
    }

    @Test("asks the remote again on every call, after a success or a failure")
    func asksTheRemoteEveryTime() async throws {
        let (sut, remote, _, log) = makeSUT(cached: [Self.stale])
        let newer = anyOrder(id: "A1", total: 15)
        remote.answerFetchOrder(with: .success(Self.fresh))
        remote.answerFetchOrder(with: .failure(.timeout))
        remote.answerFetchOrder(with: .success(newer))

        let first = try await sut.getOrder(id: "A1")
        let second = try await sut.getOrder(id: "A1")
        let third = try await sut.getOrder(id: "A1")

        #expect([first, second, third] == [Self.fresh, Self.fresh, newer])
        #expect(
            log.messages == [
                .fetchOrder(id: "A1"), .saveOrder(Self.fresh), .fetchOrder(id: "A1"), .cachedOrder(id: "A1"),
                .fetchOrder(id: "A1"), .saveOrder(newer),
            ])
    }

    @Test("an order missing from the cache is unavailable when the remote fails")
    func uncachedOrderIsUnavailable() async {
        let (sut, remote, _, _) = makeSUT(cached: [anyOrder(id: "B2")])
        remote.answerFetchOrder(with: .failure(.offline))

        await #expect(throws: OrderRepositoryError.unavailable) {
            try await sut.getOrder(id: "A1")
        }
    }

    @Test("a cache that fails to read is unavailable when the remote fails")
    func failedReadIsUnavailable() async throws {
        let (sut, remote, cache, _) = makeSUT(cached: [Self.stale])
        remote.answerFetchOrder(with: .failure(.server(status: 500)))
        cache.failReads()
        // Also right after a good answer: the cache is the only fallback, not a copy kept in memory.
        let (afterAnAnswer, laterRemote, laterCache, _) = makeSUT(cached: [Self.stale])
        laterRemote.answerFetchOrder(with: .success(Self.fresh))
        laterRemote.answerFetchOrder(with: .failure(.server(status: 500)))
        _ = try await afterAnAnswer.getOrder(id: "A1")
        laterCache.failReads()

        await #expect(throws: OrderRepositoryError.unavailable) {
            try await sut.getOrder(id: "A1")
        }
        await #expect(throws: OrderRepositoryError.unavailable) {
            try await afterAnAnswer.getOrder(id: "A1")
        }
    }
}
