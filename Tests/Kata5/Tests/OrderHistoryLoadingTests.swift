import Foundation
import Observation
import SharedFakes
import Testing

@testable import Kata5
@testable import Kata5Support

@MainActor
@Suite("Order history loading")
struct OrderHistoryLoadingTests {
    @Test("starts idle and asks the use case only when told to load")
    func startsIdle() async {
        let (sut, useCase) = makeSUT(.opened(with: .success([order()])))

        #expect(sut.state == .idle)
        #expect(useCase.callCount == 0, "creating the view model must not ask for anything")

        await sut.load()

        #expect(useCase.callCount == 1)
    }

    @Test("is loading while the use case is in flight, then shows the orders")
    func loadingWhileInFlight() async throws {
        let gate = Gate<Answer>()
        let (sut, _) = makeSUT(gate)

        let loading = try #require(await startLoad(sut, waitingAt: gate), "load() never asked the use case")
        #expect(sut.state == .loading)

        gate.open(with: .success([order("A1")]))
        await loading.value
        #expect(sut.state.rowIDs == ["A1"])
    }

    @Test("no orders is empty, not an empty list")
    func noOrdersIsEmpty() async {
        let (sut, _) = makeSUT(.opened(with: .success([])))

        await sut.load()

        #expect(sut.state == .empty)
    }

    @Test("a failure shows a sentence for the customer, not the error's description", arguments: Failure.all)
    func failureShowsSentence(failure: Failure) async {
        let (sut, _) = makeSUT(.opened(with: .failure(failure.error)))

        await sut.load()

        #expect(
            sut.state == .failed(message: failureMessage),
            "nobody cancelled this load, so \(failure.testDescription) is a failure and shows the sentence")
    }

    @Test("loading again after a failure passes through loading and clears the failure")
    func retryAfterFailure() async throws {
        let retry = Gate<Answer>()
        let (sut, useCase) = makeSUT(.opened(with: .failure(AnyError())), retry)
        await sut.load()
        try #require(sut.state == .failed(message: failureMessage))

        let loading = try #require(
            await startLoad(sut, waitingAt: retry), "the retry never asked the use case")
        #expect(sut.state == .loading)

        retry.open(with: .success([order("A1")]))
        await loading.value
        #expect(sut.state.rowIDs == ["A1"])
        #expect(useCase.callCount == 2)
    }

    @Test("loading again after a success asks again and shows the new answer")
    func reloadAfterSuccess() async throws {
        let reload = Gate<Answer>()
        let (sut, _) = makeSUT(.opened(with: .success([order("A1")])), reload)
        await sut.load()
        try #require(sut.state.rowIDs == ["A1"])

        let loading = try #require(
            await startLoad(sut, waitingAt: reload), "the reload never asked the use case")
        #expect(sut.state == .loading)

        reload.open(with: .success([order("B2"), order("C3")]))
        await loading.value
        #expect(sut.state.rowIDs == ["B2", "C3"])
    }

    @Test("a reload answering no orders is empty, not the earlier rows")
    func reloadAnsweringNoOrders() async throws {
        let (sut, useCase) = makeSUT(.opened(with: .success([order("A1")])), .opened(with: .success([])))
        await sut.load()
        try #require(sut.state.rowIDs == ["A1"])

        await sut.load()

        #expect(useCase.callCount == 2)
        #expect(sut.state == .empty)
    }

    @Test("a load while one is in flight starts no second request")
    func noSecondRequestInFlight() async throws {
        let gate = Gate<Answer>()
        let (sut, useCase) = makeSUT(gate)
        let first = try #require(await startLoad(sut, waitingAt: gate), "load() never asked the use case")

        await sut.load()

        #expect(useCase.callCount == 1)
        #expect(sut.state == .loading, "the first request is still in flight")
        gate.open(with: .success([order("A1")]))
        await first.value
        #expect(sut.state.rowIDs == ["A1"])
    }

    @Test("a cancelled load goes back to what the screen showed before it", arguments: Before.allCases)
    func cancelledLoadRestoresState(before: Before) async throws {
        let cancelled = Gate<Answer>()
        let (sut, _) = before.firstAnswer.map { makeSUT(.opened(with: $0), cancelled) } ?? makeSUT(cancelled)
        if before.firstAnswer != nil { await sut.load() }
        let shownBefore = sut.state

        let loading = try #require(
            await startLoad(sut, waitingAt: cancelled), "load() never asked the use case")
        #expect(sut.state == .loading)

        loading.cancel()
        await loading.value
        #expect(sut.state == shownBefore)
    }

    @Test(
        "a cancelled load goes back to what the screen showed, whatever error the use case reports it with",
        arguments: CancellationReport.all)
    func cancelledLoadReportedWithOwnError(report: CancellationReport) async throws {
        let cancelled = Gate<Answer>()
        let stub = GetOrderHistoryStub([.opened(with: .success([order("A1")])), cancelled])
        let sut = OrderHistoryViewModel(
            getOrderHistory: ReportsCancellation(wrapped: stub, error: report.error), locale: enUS,
            timeZone: utc)
        await sut.load()
        let shownBefore = sut.state

        let loading = try #require(
            await startLoad(sut, waitingAt: cancelled), "load() never asked the use case")
        loading.cancel()
        await loading.value

        #expect(sut.state == shownBefore)
        #expect(sut.state.rowIDs == ["A1"])
    }

    @Test("a CancellationError from a load nobody cancelled ends it, on the earlier screen or the failure")
    func cancellationErrorFromALoadNobodyCancelled() async {
        let (sut, useCase) = makeSUT(
            .opened(with: .success([order("A1")])), .opened(with: .failure(CancellationError())),
            .opened(with: .success([order("B2")])))
        await sut.load()
        let shownBefore = sut.state

        await sut.load()

        // The contract puts the rows back; a failure is accepted too, as only the task was asked.
        #expect(
            sut.state == shownBefore || sut.state == .failed(message: failureMessage),
            "a CancellationError the use case threw by itself ends the load on the rows shown before or on the failure, not on \(sut.state)"
        )
        await sut.load()
        #expect(useCase.callCount == 3, "a load after the one the CancellationError ended asks again")
        #expect(
            sut.state.rowIDs == ["B2"], "a load after the one the CancellationError ended shows its answer")
    }

    @Test(
        "a failure after orders or no orders shows the failure, not the earlier answer",
        arguments: [Before.orders, .noOrders])
    func failureAfterAnAnswer(before: Before) async throws {
        let earlier = try #require(before.firstAnswer)
        let (sut, _) = makeSUT(.opened(with: earlier), .opened(with: .failure(AnyError())))
        await sut.load()

        await sut.load()

        #expect(sut.state == .failed(message: failureMessage))
    }

    @Test("a load after a cancelled one asks again and shows its answer")
    func loadAfterCancelled() async throws {
        let cancelled = Gate<Answer>()
        let (sut, useCase) = makeSUT(cancelled, .opened(with: .success([order("B2")])))
        let loading = try #require(
            await startLoad(sut, waitingAt: cancelled), "load() never asked the use case")
        loading.cancel()
        await loading.value

        await sut.load()

        #expect(useCase.callCount == 2)
        #expect(sut.state.rowIDs == ["B2"])
    }

    @Test("tells its observers when the state changes")
    func notifiesObservers() async {
        let (sut, _) = makeSUT(.opened(with: .success([order()])))
        let changes = MessageRecorder<String>()
        withObservationTracking {
            _ = sut.state
        } onChange: {
            changes.record("state")
        }

        await sut.load()

        // Tracking is one-shot: the first change is reported, and that is what SwiftUI needs.
        #expect(changes.messages == ["state"])
    }
}

/// An error the use case fails with, named in the test results.
struct Failure: Sendable, CustomTestStringConvertible {
    let error: any Error
    let testDescription: String

    static let all = [
        Failure(error: AnyError(), testDescription: "an error with no description"),
        Failure(
            error: NSError(
                domain: "OrdersAPI", code: 503,
                userInfo: [NSLocalizedDescriptionKey: "The server answered 503 Service Unavailable."]),
            testDescription: "an NSError with a localized description"),
        Failure(error: OfflineError(), testDescription: "a LocalizedError that reads like a sentence"),
        Failure(
            error: URLError(.notConnectedToInternet), testDescription: "a URLError for a lost connection"),
        // Only a CancellationError, or the calling task's cancellation, puts the earlier screen back.
        Failure(
            error: URLError(.cancelled),
            testDescription: "a URLError(.cancelled) from a load nobody cancelled"),
    ]
}

/// An error a use case reports its own cancellation with, instead of `CancellationError`.
struct CancellationReport: Sendable, CustomTestStringConvertible {
    let error: any Error & Sendable
    let testDescription: String

    static let all = [
        CancellationReport(error: URLError(.cancelled), testDescription: "URLError(.cancelled)"),
        CancellationReport(error: AnyError(), testDescription: "an error of the app's own"),
    ]
}

/// The tempting one: its `localizedDescription` is a sentence, but not the screen's sentence.
struct OfflineError: LocalizedError {
    var errorDescription: String? { "The Internet connection appears to be offline." }
}

/// What the screen showed before the load that gets cancelled.
enum Before: CaseIterable, Sendable, CustomTestStringConvertible {
    case nothingYet
    case orders
    case noOrders
    case failure

    /// The answer of an earlier load that put the screen there; nil when there was none.
    var firstAnswer: Answer? {
        switch self {
        case .nothingYet: nil
        case .orders: .success([order("A1")])
        case .noOrders: .success([])
        case .failure: .failure(AnyError())
        }
    }

    var testDescription: String {
        switch self {
        case .nothingYet: "nothing loaded yet"
        case .orders: "orders"
        case .noOrders: "no orders"
        case .failure: "a failure"
        }
    }
}
