import Foundation
import Kata14Data
import Kata14Presentation
import SharedFakes

@testable import Kata14

/// The sentence the screen shows for a failure, as the README hands it over.
let failureMessage = "We couldn't load your orders. Pull down to try again."

let enUS = Locale(identifier: "en_US")
let utc = TimeZone(identifier: "UTC")!
/// The tests' now, unless a test says otherwise.
let june15 = instant("2024-06-15T12:00:00Z")
/// The length of the legacy code's day: 24 hours.
let day: TimeInterval = 24 * 60 * 60

/// A Gregorian calendar in UTC: the rows' days are written there unless a test says otherwise
/// (`gregorian(in:)`, from the shared fixtures).
let utcGregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}()

/// The screen and the widget, composed through the App's entry points with the same doubles at
/// the edges: the test sees nothing else of them.
@MainActor
struct Round {
    let screen: any OrderHistoryScreen
    let widget: any OrdersWidget
    let server: ServerStub
    let store: InMemoryKeyValueStore
}

/// Composes the screen and the widget through the composition root, with doubles at the edges only.
@MainActor
func makeRound(
    server: ServerStub = ServerStub(),
    store: InMemoryKeyValueStore = InMemoryKeyValueStore(),
    now: SettableNow = SettableNow(june15),
    calendar: Calendar = utcGregorian,
    locale: Locale = enUS
) -> Round {
    let screen = OrderHistoryComposer.makeScreen(
        client: server, store: store, now: { now() }, calendar: calendar, locale: locale)
    let widget = OrderHistoryComposer.makeWidget(
        client: server, store: store, now: { now() }, calendar: calendar, locale: locale)
    return Round(screen: screen, widget: widget, server: server, store: store)
}

/// Starts `load()` in a task of its own and returns it once the request waits at `gate`; nil if the
/// load ended without reaching the gate, so the test fails at its `#require` instead of waiting.
@MainActor
func startLoad(_ screen: any OrderHistoryScreen, waitingAt gate: Gate<Reply>) async -> Task<Void, Never>? {
    let load = Task { await screen.load() }
    return await gate.arrivals(1, orEndOf: load) ? load : nil
}

extension Round {
    /// Loads the screen once with the server answering `reply`, and returns once it shows the answer.
    func load(answering reply: Reply) async {
        server.reply(reply)
        await screen.load()
    }

    /// The widget's line with the server answering `reply`.
    func line(answering reply: Reply) async -> String {
        server.reply(reply)
        return await widget.line()
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
    var items: [(product: String, quantity: Int)] = [("Kettle", 1)]

    /// The order as the server writes it, one JSON object.
    var json: String {
        let lines = items.map { #"{"product":"\#($0.product)","quantity":\#($0.quantity)}"# }
        return """
            {"id":"\(id)","status":"\(status)","placed_at":"\(placedAt.formatted(.iso8601))",\
            "total":\(total),"currency":"\(currency)","items":[\(lines.joined(separator: ","))]}
            """
    }
}

/// The server's 200 answer listing these orders.
func answer(_ orders: SentOrder...) -> Reply {
    .answer(body(orders), status: 200)
}

/// The body of `GET /orders` listing these orders, written as the API's documentation shows it.
func body(_ orders: [SentOrder]) -> Data {
    body(json: orders.map(\.json))
}

/// The body of `GET /orders` listing these JSON objects as they are written.
func body(json objects: [String]) -> Data {
    Data(#"{"orders":[\#(objects.joined(separator: ","))]}"#.utf8)
}

/// The day as the README says a row writes it: `.abbreviated`, no time, for the locale, in the
/// calendar's time zone. Written with that formatter, so the expectation holds whatever the
/// platform's locale data.
func expectedDay(_ date: Date, locale: Locale = enUS, calendar: Calendar = utcGregorian) -> String {
    date.formatted(
        Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone))
}

/// The total as the README says a row writes it: `.currency(code:)` for the locale.
func expectedTotal(_ amount: String, _ currency: String, locale: Locale = enUS) -> String {
    money(amount).formatted(.currency(code: currency).locale(locale))
}

/// The row the README hands over for this order, its product names written as given.
func expectedRow(
    _ order: SentOrder, title: String, status: String = "Delivered", locale: Locale = enUS,
    calendar: Calendar = utcGregorian
) -> OrderRow {
    OrderRow(
        id: order.id, title: title, status: status,
        total: expectedTotal(order.total, order.currency, locale: locale),
        date: expectedDay(order.placedAt, locale: locale, calendar: calendar))
}

/// An exact decimal from its text, so a test reads "42.50" and never goes through a `Double`.
func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}

/// An instant from its ISO 8601 text, "2024-03-01T23:30:00Z".
func instant(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}

/// A reply after which the screen shows the failure sentence, named in the results.
struct FailedReply: Sendable, CustomStringConvertible {
    let reply: Reply
    let description: String

    static let all = [
        FailedReply(reply: .offline, description: "no connection"),
        FailedReply(reply: .answer(body([SentOrder(id: "A1")]), status: 201), description: "a 201"),
        FailedReply(reply: .answer(body([SentOrder(id: "A1")]), status: 500), description: "a 500"),
        FailedReply(reply: .answer(Data("<html>".utf8), status: 200), description: "a body that is not JSON"),
    ]
}
