import Foundation
import Observation

/// A correct alternative: a Bool flag (not the state) guards the request in flight, and the
/// strings come from Foundation's formatter classes, `DateFormatter` from the `.abbreviated`
/// date's template and `NumberFormatter` in currency style, instead of format styles.
@MainActor @Observable final class OrderHistoryViewModel {
    private(set) var state: OrderHistoryState = .idle

    @ObservationIgnored private let getOrderHistory: any GetOrderHistoryUseCaseProtocol
    @ObservationIgnored private let dayFormatter: DateFormatter
    @ObservationIgnored private let locale: Locale
    @ObservationIgnored private var isRequesting = false

    init(getOrderHistory: any GetOrderHistoryUseCaseProtocol, locale: Locale, timeZone: TimeZone) {
        self.getOrderHistory = getOrderHistory
        self.locale = locale
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = locale.calendar
        formatter.timeZone = timeZone
        // The skeleton `Date.FormatStyle` uses for an abbreviated date: year, short month, day.
        formatter.setLocalizedDateFormatFromTemplate("yMMMd")
        self.dayFormatter = formatter
    }

    func load() async {
        if isRequesting { return }
        isRequesting = true
        defer { isRequesting = false }
        let shownBefore = state
        state = .loading
        let answer: [Order]
        do {
            answer = try await getOrderHistory.execute()
        } catch {
            state =
                Task.isCancelled
                ? shownBefore : .failed(message: "Your orders could not be loaded. Please try again.")
            return
        }
        if answer.isEmpty {
            state = .empty
            return
        }
        var rows: [OrderRow] = []
        for order in answer {
            rows.append(
                OrderRow(
                    id: order.id, title: "Order " + order.id,
                    detail: dayFormatter.string(from: order.placedAt),
                    total: total(of: order)))
        }
        state = .loaded(rows)
    }

    private func total(of order: Order) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = order.currencyCode
        return formatter.string(from: order.total as NSDecimalNumber) ?? ""
    }
}
