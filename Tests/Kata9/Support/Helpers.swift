import Foundation
import SharedFakes

@testable import Kata9

/// The sentence the screen shows for any failure.
let failureMessage = "Your orders could not be loaded. Please try again."

let enUS = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!
let june15 = instant("2024-06-15T12:00:00Z")

/// A Gregorian calendar in UTC: the rule's days are counted there unless a test says otherwise
/// (`gregorian(in:)`, from the shared fixtures).
let utcGregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}()

/// One composed screen and the doubles at its edges: the test sees nothing else of it.
@MainActor
struct Screen {
    let viewModel: OrderHistoryViewModel
    let http: HTTPStub
    let store: InMemoryOrderStore
    let analytics: AnalyticsSpy
}

/// Composes the screen through the composition root, with doubles at the edges only.
@MainActor
func makeScreen(
    http: HTTPStub = HTTPStub(),
    store: InMemoryOrderStore = InMemoryOrderStore(),
    now: SettableNow = SettableNow(june15),
    calendar: Calendar = utcGregorian,
    locale: Locale = enUS,
    timeZone: TimeZone = utc
) -> Screen {
    let analytics = AnalyticsSpy()
    let viewModel = OrderHistoryComposer.makeOrderHistory(
        httpClient: http, store: store, now: { now() }, calendar: calendar, locale: locale,
        timeZone: timeZone, analytics: analytics)
    return Screen(viewModel: viewModel, http: http, store: store, analytics: analytics)
}

/// Starts `load()` in a task of its own and returns it once the request waits at `gate`; nil if
/// the load ended without reaching the gate, so the test fails instead of waiting forever.
@MainActor
func startLoad(_ viewModel: OrderHistoryViewModel, waitingAt gate: Gate<HTTPReply>) async -> Task<
    Void, Never
>? {
    let load = Task { await viewModel.load() }
    return await gate.arrivals(1, orEndOf: load) ? load : nil
}

extension OrderHistoryState {
    /// The IDs of the rows on screen, or nil when there is no list.
    var rowIDs: [String]? {
        if case .loaded(let rows) = self { rows.map(\.id) } else { nil }
    }
}

func instant(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}

let day: TimeInterval = 24 * 60 * 60

func order(_ id: String, _ status: OrderStatus = .delivered, placedAt: Date) -> Order {
    Order(id: id, status: status, placedAt: placedAt)
}

func order(_ id: String, _ status: OrderStatus = .delivered, placedAt: String = "2024-06-01T10:00:00Z")
    -> Order
{
    order(id, status, placedAt: instant(placedAt))
}

/// The server's 200 answer with these orders, written as the API writes them.
func serverAnswer(_ orders: Order...) -> HTTPReply {
    .answer(body(orders), status: 200)
}

/// The body of `GET /orders` listing these orders.
func body(_ orders: [Order]) -> Data {
    let items = orders.map { order in
        """
        {"id":"\(order.id)","status":"\(wireName(order.status))",\
        "placed_at":"\(order.placedAt.formatted(.iso8601))"}
        """
    }
    return Data("{\"orders\":[\(items.joined(separator: ","))]}".utf8)
}

private func wireName(_ status: OrderStatus) -> String {
    switch status {
    case .placed: "placed"
    case .confirmed: "confirmed"
    case .shipped: "shipped"
    case .delivered: "delivered"
    case .cancelled: "cancelled"
    }
}
