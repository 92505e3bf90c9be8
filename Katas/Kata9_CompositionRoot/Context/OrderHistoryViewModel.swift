import Foundation
import Observation

/// Everything the order-history screen can show, one at a time.
enum OrderHistoryState: Equatable, Sendable {
    case idle
    case loading
    case loaded([OrderRow])
    case empty
    case failed(message: String)
}

/// One line of the list, ready to display: "Order A1", and the day it was placed.
struct OrderRow: Identifiable, Equatable, Sendable {
    let id: String
    let title: String
    let detail: String
}

/// Drives the screen: asks the use case when told to load, and shows one state. The day of each
/// row is written in the locale and time zone given here, never the device's.
@MainActor @Observable final class OrderHistoryViewModel {
    /// The one sentence a failure shows, whatever went wrong.
    static let failureMessage = "Your orders could not be loaded. Please try again."

    private(set) var state: OrderHistoryState = .idle
    private let getOrderHistory: any GetOrderHistoryUseCaseProtocol
    private let dayStyle: Date.FormatStyle

    init(getOrderHistory: any GetOrderHistoryUseCaseProtocol, locale: Locale, timeZone: TimeZone) {
        self.getOrderHistory = getOrderHistory
        dayStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: locale.calendar, timeZone: timeZone)
    }

    /// One request at a time: a call while a load is in flight returns at once.
    func load() async {
        guard state != .loading else { return }
        let before = state
        state = .loading
        do {
            let orders = try await getOrderHistory.execute()
            state = orders.isEmpty ? .empty : .loaded(orders.map(row))
        } catch {
            // A load nobody waits for any more is no failure to show.
            state = Task.isCancelled ? before : .failed(message: Self.failureMessage)
        }
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(id: order.id, title: "Order \(order.id)", detail: order.placedAt.formatted(dayStyle))
    }
}
