import Foundation
import Observation

/// An alternative written from the README: the request runs in a task the ViewModel holds (so a
/// second `load()` sees it and returns), and the caller's cancellation is forwarded to it.
@MainActor @Observable final class OrderHistoryViewModel {
    private(set) var state: OrderHistoryState = .idle

    @ObservationIgnored private var request: Task<[Order], any Error>?
    @ObservationIgnored private let getOrderHistory: any GetOrderHistoryUseCaseProtocol
    @ObservationIgnored private let locale: Locale
    @ObservationIgnored private let timeZone: TimeZone

    init(getOrderHistory: any GetOrderHistoryUseCaseProtocol, locale: Locale, timeZone: TimeZone) {
        self.getOrderHistory = getOrderHistory
        self.locale = locale
        self.timeZone = timeZone
    }

    func load() async {
        guard request == nil else { return }
        let shownBefore = state
        let useCase = getOrderHistory
        let request = Task { try await useCase.execute() }
        self.request = request
        defer { self.request = nil }
        state = .loading
        do {
            let orders = try await withTaskCancellationHandler {
                try await request.value
            } onCancel: {
                request.cancel()
            }
            state = orders.isEmpty ? .empty : .loaded(orders.map(makeRow))
        } catch  where Task.isCancelled {
            state = shownBefore
        } catch {
            state = .failed(message: "Your orders could not be loaded. Please try again.")
        }
    }

    private func makeRow(_ order: Order) -> OrderRow {
        let day = order.placedAt.formatted(
            Date.FormatStyle(
                date: .abbreviated, time: .omitted, locale: locale, calendar: locale.calendar,
                timeZone: timeZone)
        )
        let total = order.total.formatted(.currency(code: order.currencyCode).locale(locale))
        return OrderRow(id: order.id, title: "Order \(order.id)", detail: day, total: total)
    }
}
