import Foundation
import SharedFakes
import Testing

@testable import Kata2
@testable import Kata2Support

@Suite("Order history and its repository")
struct OrderHistoryRepositoryTests {
    let calendar: Calendar
    let now: Date

    init() throws {
        calendar = try gregorian(in: "Europe/Berlin")
        now = try calendar.at(2024, 6, 15)
    }

    @Test("asks the repository once per call, and not at all when created")
    func asksOncePerCall() async throws {
        let (sut, repository, _) = makeSUT(orders: [], now: now, calendar: calendar)
        let whenCreated = repository.messages

        _ = try await sut.execute()
        let afterOneCall = repository.messages
        _ = try await sut.execute()

        #expect(whenCreated == [])
        #expect(afterOneCall == [.getOrders])
        #expect(repository.messages == [.getOrders, .getOrders])
    }

    @Test("asks a failing repository once, and does not try again")
    func asksAFailingRepositoryOnce() async {
        let (sut, repository, _) = makeSUT(failure: RepositoryFailure.offline, now: now, calendar: calendar)

        _ = try? await sut.execute()

        #expect(repository.messages == [.getOrders])
    }

    @Test("passes the repository's error on unchanged")
    func propagatesErrors() async {
        let (offline, _, _) = makeSUT(failure: RepositoryFailure.offline, now: now, calendar: calendar)
        let (cancelled, _, _) = makeSUT(failure: CancellationError(), now: now, calendar: calendar)

        await #expect(throws: RepositoryFailure.offline) {
            try await offline.execute()
        }
        // A cancelled load is not an empty history: the caller must learn it was cancelled.
        await #expect(throws: CancellationError.self) {
            try await cancelled.execute()
        }
    }
}
