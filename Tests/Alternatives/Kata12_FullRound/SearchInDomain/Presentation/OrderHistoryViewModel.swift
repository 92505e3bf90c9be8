import Foundation
import Kata12Domain
import Observation

/// Drives the order-history screen: loads the history through one use case, searches it through
/// another, and turns the result into the one state the view draws.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    public private(set) var state = OrderHistoryState.idle
    public var searchText = "" {
        didSet { show() }
    }

    private var orders: [Order]?
    private let getOrderHistory: GetOrderHistoryUseCase
    private let searchOrders: SearchOrdersUseCase
    private let locale: Locale
    private let dateStyle: Date.FormatStyle

    public init(
        getOrderHistory: GetOrderHistoryUseCase, searchOrders: SearchOrdersUseCase, calendar: Calendar,
        locale: Locale
    ) {
        self.getOrderHistory = getOrderHistory
        self.searchOrders = searchOrders
        self.locale = locale
        dateStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
    }

    public func load() async {
        orders = nil
        state = .loading
        do {
            orders = try await getOrderHistory.execute()
            show()
        } catch {
            state = .failed(message: "Your orders could not be loaded. Please try again.")
        }
    }

    private func show() {
        guard let orders else { return }
        guard !orders.isEmpty else {
            state = .empty
            return
        }
        let found = searchOrders.execute(searchText, in: orders)
        state = found.isEmpty ? .noMatches : .loaded(found.map(row))
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            id: order.id, title: order.products.joined(separator: ", "),
            total: order.total.formatted(.currency(code: order.currencyCode).locale(locale)),
            date: order.placedAt.formatted(dateStyle))
    }
}
