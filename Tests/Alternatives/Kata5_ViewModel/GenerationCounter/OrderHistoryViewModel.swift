import Foundation
import Observation

/// An alternative written from the README: each load takes a number; only the load holding the
/// current number may write its answer, and a load only starts when no number is out.
@MainActor @Observable final class OrderHistoryViewModel {
    private(set) var state: OrderHistoryState = .idle

    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var running: Int?
    @ObservationIgnored private let getOrderHistory: any GetOrderHistoryUseCaseProtocol
    @ObservationIgnored private let dayStyle: Date.FormatStyle
    @ObservationIgnored private let currencyLocale: Locale

    init(getOrderHistory: any GetOrderHistoryUseCaseProtocol, locale: Locale, timeZone: TimeZone) {
        self.getOrderHistory = getOrderHistory
        currencyLocale = locale
        // The same fields as the `.abbreviated` date, asked for one by one.
        dayStyle = Date.FormatStyle(locale: locale, calendar: locale.calendar, timeZone: timeZone)
            .year().month(.abbreviated).day()
    }

    func load() async {
        if running != nil { return }
        generation += 1
        let ticket = generation
        running = ticket
        let restore = state
        state = .loading
        let result: Result<[Order], any Error>
        do {
            result = .success(try await getOrderHistory.execute())
        } catch {
            result = .failure(error)
        }
        guard running == ticket else { return }
        running = nil
        switch result {
        case .success(let orders) where orders.isEmpty:
            state = .empty
        case .success(let orders):
            state = .loaded(orders.map { row(for: $0) })
        case .failure where Task.isCancelled:
            state = restore
        case .failure:
            state = .failed(message: "Your orders could not be loaded. Please try again.")
        }
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            id: order.id,
            title: "Order \(order.id)",
            detail: order.placedAt.formatted(dayStyle),
            total: order.total.formatted(.currency(code: order.currencyCode).locale(currencyLocale)))
    }
}
