import Foundation
import SharedFakes

@testable import Kata5

/// The one sentence the screen shows for any failure (the contract's words).
let failureMessage = "Your orders could not be loaded. Please try again."

let enUS = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!

/// The view model, with a use case that answers through `gates`, one per call in order.
@MainActor
func makeSUT(
    _ gates: Gate<Answer>...,
    locale: Locale = enUS,
    timeZone: TimeZone = utc
) -> (sut: OrderHistoryViewModel, useCase: GetOrderHistoryStub) {
    let useCase = GetOrderHistoryStub(gates)
    let sut = OrderHistoryViewModel(getOrderHistory: useCase, locale: locale, timeZone: timeZone)
    return (sut, useCase)
}

/// Starts `load()` in a task of its own and returns that task once the load is waiting at
/// `gate`, so the test can look at the in-flight state, then open the gate or cancel the task.
///
/// Returns nil if the load ended without reaching the gate (the untouched exercise never asks
/// the use case): the test then fails at its `#require` instead of waiting forever.
@MainActor
func startLoad(_ sut: OrderHistoryViewModel, waitingAt gate: Gate<Answer>) async -> Task<Void, Never>? {
    let load = Task { await sut.load() }
    return await gate.arrivals(1, orEndOf: load) ? load : nil
}

extension OrderHistoryState {
    /// The IDs of the rows on screen, or nil when there is no list: state tests read this, so
    /// they do not depend on how the rows are formatted.
    var rowIDs: [String]? {
        if case .loaded(let rows) = self { rows.map(\.id) } else { nil }
    }
}

/// An exact decimal from its text, so a test reads "12.50" and never goes through a `Double`.
func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// An instant from its ISO 8601 text, "2024-03-01T23:30:00Z".
func instant(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}

func order(
    _ id: String = "A1",
    placedAt: String = "2024-03-01T10:00:00Z",
    total: String = "12.50",
    currency: String = "USD"
) -> Order {
    Order(id: id, placedAt: instant(placedAt), total: money(total), currencyCode: currency)
}

/// The error a test's use case fails with when the kind of failure does not matter.
struct AnyError: Error {}
