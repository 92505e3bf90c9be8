import Foundation
import Kata12Domain
import Observation

/// Drives the order-history screen: loads the history through the use case and turns it into the
/// one state the view draws.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    public private(set) var state = OrderHistoryState.idle
    public var searchText = "" {
        didSet { show() }
    }

    private var orders: [Order]?
    private let getOrderHistory: GetOrderHistoryUseCase
    private let locale: Locale
    private let dateStyle: Date.FormatStyle

    public init(getOrderHistory: GetOrderHistoryUseCase, calendar: Calendar, locale: Locale) {
        self.getOrderHistory = getOrderHistory
        self.locale = locale
        dateStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
    }

    public func load() async {
        orders = nil
        state = .loading
        switch await getOrderHistory.execute() {
        case .success(let answer):
            orders = answer
            show()
        case .failure:
            state = .failed(message: "Your orders could not be loaded. Please try again.")
        }
    }

    private func show() {
        guard let orders else { return }
        let matching = orders.filter { order in
            searchText.allSatisfy(\.isWhitespace)
                || order.products.contains { $0.localizedStandardContains(searchText) }
        }
        state = orders.isEmpty ? .empty : matching.isEmpty ? .noMatches : .loaded(matching.map(row))
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            id: order.id, title: order.products.joined(separator: ", "),
            total: order.total.formatted(.currency(code: order.currencyCode).locale(locale)),
            date: order.placedAt.formatted(dateStyle))
    }
}
