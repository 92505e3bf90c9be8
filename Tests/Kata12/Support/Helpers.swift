import Foundation
import Kata12Data
import Kata12Presentation
import SharedFakes

@testable import Kata12

/// The sentence the screen shows for a failure (the contract's words).
let failureMessage = "Your orders could not be loaded. Please try again."

let enUS = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!
/// The tests' now, unless a test says otherwise.
let june15 = instant("2024-06-15T12:00:00Z")
let day: TimeInterval = 24 * 60 * 60

/// A Gregorian calendar in UTC: the rows' days and the 30 days are counted there unless a test
/// says otherwise (`gregorian(in:)`, from the shared fixtures).
let utcGregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}()

/// One composed screen and the doubles at its edges: the test sees nothing else of it.
@MainActor
struct Round {
    let screen: any OrderHistoryScreen
    let server: ServerStub
    let store: InMemoryKeyValueStore
}

/// Composes the screen through the composition root, with doubles at the edges only.
@MainActor
func makeRound(
    server: ServerStub = ServerStub(),
    store: InMemoryKeyValueStore = InMemoryKeyValueStore(),
    now: SettableNow = SettableNow(june15),
    calendar: Calendar = utcGregorian,
    locale: Locale = enUS
) -> Round {
    let screen = OrderHistoryComposer.makeOrderHistoryScreen(
        httpClient: server, store: store, now: { now() }, calendar: calendar, locale: locale)
    return Round(screen: screen, server: server, store: store)
}

/// Starts `load()` in a task of its own and returns it once the request waits at `gate`; nil if the
/// load ended without reaching the gate, so the test fails at its `#require` instead of waiting.
@MainActor
func startLoad(_ screen: any OrderHistoryScreen, waitingAt gate: Gate<Reply>) async -> Task<Void, Never>? {
    let load = Task { await screen.load() }
    return await gate.arrivals(1, orEndOf: load) ? load : nil
}

extension Round {
    /// Loads once with the server answering `reply`, and returns once the screen shows the answer.
    func load(answering reply: Reply) async {
        server.reply(reply)
        await screen.load()
    }
}

extension OrderHistoryState {
    /// The IDs of the rows on screen, or nil when there is no list: tests of what is shown read
    /// this, so they do not depend on how the rows are written.
    var rowIDs: [String]? {
        if case .loaded(let rows) = self { rows.map(\.id) } else { nil }
    }
}

/// An order as the server sends it, in the tests' own words: the tests never name a type of the
/// candidate's design, and write the server's JSON from this. What a test does not set does not
/// matter to it; the default day is two weeks before the tests' now.
struct SentOrder: Sendable {
    var id: String
    var status = "delivered"
    var placedAt = instant("2024-06-01T10:00:00Z")
    /// The amount as the JSON writes it: a number.
    var total = "42.50"
    var currency = "EUR"
    var products = ["Kettle"]
}

/// The server's 200 answer listing these orders.
func answer(_ orders: SentOrder...) -> Reply {
    .answer(body(orders), status: 200)
}

/// The body of `GET /orders` listing these orders, written as the API's documentation shows it.
func body(_ orders: [SentOrder]) -> Data {
    let items = orders.map { order in
        let products = order.products.map { #"{"product":"\#($0)","quantity":1}"# }
        return """
            {"id":"\(order.id)","status":"\(order.status)","placed_at":"\(order.placedAt.formatted(.iso8601))",\
            "total":\(order.total),"currency":"\(order.currency)","items":[\(products.joined(separator: ","))]}
            """
    }
    return Data(#"{"orders":[\#(items.joined(separator: ","))]}"#.utf8)
}

/// The row the contract asks for this order, written with the formatters the contract names and
/// the given locale and calendar: the expectation holds whatever the platform's locale data.
func expectedRow(_ order: SentOrder, locale: Locale = enUS, calendar: Calendar = utcGregorian) -> OrderRow {
    let day = Date.FormatStyle(
        date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
    return OrderRow(
        id: order.id, title: order.products.joined(separator: ", "),
        total: money(order.total).formatted(.currency(code: order.currency).locale(locale)),
        date: order.placedAt.formatted(day))
}

/// An exact decimal from its text, so a test reads "42.50" and never goes through a `Double`.
func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// An instant from its ISO 8601 text, "2024-03-01T23:30:00Z".
func instant(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}
