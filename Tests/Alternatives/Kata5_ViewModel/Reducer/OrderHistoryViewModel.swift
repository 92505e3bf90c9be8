import Foundation
import Observation

/// An alternative written from the README: every change of state goes through one pure
/// `reduce(_:_:)`, fed by the events of a load; the formatting styles are stored, set field by field.
@MainActor @Observable final class OrderHistoryViewModel {
    private(set) var state: OrderHistoryState = .idle

    private enum Event {
        case started
        case answered([OrderRow])
        case failed
        case abandoned(previous: OrderHistoryState)
    }

    @ObservationIgnored private let getOrderHistory: any GetOrderHistoryUseCaseProtocol
    @ObservationIgnored private let day: Date.FormatStyle
    @ObservationIgnored private let locale: Locale

    init(getOrderHistory: any GetOrderHistoryUseCaseProtocol, locale: Locale, timeZone: TimeZone) {
        self.getOrderHistory = getOrderHistory
        self.locale = locale
        var day = Date.FormatStyle(date: .abbreviated, time: .omitted)
        day.locale = locale
        day.calendar = locale.calendar
        day.timeZone = timeZone
        self.day = day
    }

    func load() async {
        if case .loading = state { return }
        let previous = state
        send(.started)
        let event: Event
        do {
            let orders = try await getOrderHistory.execute()
            event = .answered(orders.map(row))
        } catch {
            event = Task.isCancelled ? .abandoned(previous: previous) : .failed
        }
        send(event)
    }

    private func send(_ event: Event) {
        let next = Self.reduce(state, event)
        if next != state { state = next }
    }

    private static func reduce(_ state: OrderHistoryState, _ event: Event) -> OrderHistoryState {
        switch event {
        case .started: .loading
        case .answered(let rows) where rows.isEmpty: .empty
        case .answered(let rows): .loaded(rows)
        case .failed: .failed(message: "Your orders could not be loaded. Please try again.")
        case .abandoned(let previous): previous
        }
    }

    private func row(_ order: Order) -> OrderRow {
        let total = Decimal.FormatStyle.Currency(code: order.currencyCode, locale: locale)
        return OrderRow(
            id: order.id, title: "Order " + order.id, detail: day.format(order.placedAt),
            total: total.format(order.total))
    }
}
