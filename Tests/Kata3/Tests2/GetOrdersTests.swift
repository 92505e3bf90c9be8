import Testing

@testable import Kata3
@testable import Kata3Support

@Suite("Getting every order")
struct GetOrdersTests {
    @Test("creating the repository asks neither source anything")
    func creationIsSilent() async throws {
        let (sut, remote, _, log) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .success(freshOrders))

        let messagesAfterInit = log.messages
        _ = try await sut.getOrders()

        #expect(messagesAfterInit == [])
        #expect(log.messages.first == .fetchOrders)
    }

    @Test("returns the remote orders when the remote answers")
    func returnsRemoteOrders() async throws {
        let (sut, remote, _, _) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .success(freshOrders))

        let orders = try await sut.getOrders()

        #expect(orders == freshOrders)
    }

    @Test("fetches, then saves exactly the remote orders, and never reads the cache")
    func fetchesThenSaves() async throws {
        let (sut, remote, _, log) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .success(freshOrders))

        _ = try await sut.getOrders()

        #expect(log.messages == [.fetchOrders, .saveOrders(freshOrders)])
    }

    @Test("an empty list from the remote is an answer, and replaces the cached list")
    func emptyRemoteListIsAnAnswer() async throws {
        let (sut, remote, _, log) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .success([]))

        let orders = try await sut.getOrders()

        #expect(orders == [])
        #expect(log.messages == [.fetchOrders, .saveOrders([])])
    }

    @Test("a cache that fails to save does not fail the call")
    func failedSaveIsHarmless() async throws {
        let (sut, remote, cache, log) = makeSUT()
        remote.answerFetchOrders(with: .success(freshOrders))
        cache.failWrites()

        let orders = try await sut.getOrders()

        #expect(orders == freshOrders)
        #expect(log.messages == [.fetchOrders, .saveOrders(freshOrders)])
    }

    // For the whole list even `notFound` falls back: there is no single order whose deletion a
    // stale copy could hide.
    @Test("falls back to the cached orders when the remote fails", arguments: fallbackErrors + [.notFound])
    func fallsBackToCache(error: RemoteError) async throws {
        let (sut, remote, _, _) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .failure(error))

        let orders = try await sut.getOrders()

        #expect(orders == staleOrders)
    }

    @Test("asks the remote first, then reads the cache and writes nothing when the remote fails")
    func fallbackWritesNothing() async throws {
        let (sut, remote, _, log) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .failure(.offline))

        _ = try await sut.getOrders()

        #expect(log.messages == [.fetchOrders, .cachedOrders])
    }

    @Test("asks the remote again on every call, after a success or a failure")
    func asksTheRemoteEveryTime() async throws {
        let (sut, remote, _, log) = makeSUT(cached: staleOrders)
        let newer = [anyOrder(id: "D4", total: 7)]
        remote.answerFetchOrders(with: .success(freshOrders))
        remote.answerFetchOrders(with: .failure(.offline))
        remote.answerFetchOrders(with: .success(newer))

        let first = try await sut.getOrders()
        let second = try await sut.getOrders()
        let third = try await sut.getOrders()

        #expect([first, second, third] == [freshOrders, freshOrders, newer])
        #expect(
            log.messages == [
                .fetchOrders, .saveOrders(freshOrders), .fetchOrders, .cachedOrders, .fetchOrders,
                .saveOrders(newer),
            ])
    }

    @Test("a cached empty list is an answer: the customer has no orders")
    func cachedEmptyListIsAnAnswer() async throws {
        let (sut, remote, _, _) = makeSUT(cached: [])
        remote.answerFetchOrders(with: .failure(.offline))

        let orders = try await sut.getOrders()

        #expect(orders == [])
    }

    @Test("nothing cached is unavailable when the remote fails")
    func nothingCachedIsUnavailable() async {
        let (sut, remote, _, _) = makeSUT(cached: nil)
        remote.answerFetchOrders(with: .failure(.offline))

        await #expect(throws: OrderRepositoryError.unavailable) {
            try await sut.getOrders()
        }
    }

    @Test("a cache that fails to read is unavailable when the remote fails")
    func failedReadIsUnavailable() async throws {
        let (sut, remote, cache, _) = makeSUT(cached: staleOrders)
        remote.answerFetchOrders(with: .failure(.timeout))
        cache.failReads()
        // Also right after a good answer: the cache is the only fallback, not a copy kept in memory.
        let (afterAnAnswer, laterRemote, laterCache, _) = makeSUT(cached: staleOrders)
        laterRemote.answerFetchOrders(with: .success(freshOrders))
        laterRemote.answerFetchOrders(with: .failure(.timeout))
        _ = try await afterAnAnswer.getOrders()
        laterCache.failReads()

        await #expect(throws: OrderRepositoryError.unavailable) {
            try await sut.getOrders()
        }
        await #expect(throws: OrderRepositoryError.unavailable) {
            try await afterAnAnswer.getOrders()
        }
    }
}
