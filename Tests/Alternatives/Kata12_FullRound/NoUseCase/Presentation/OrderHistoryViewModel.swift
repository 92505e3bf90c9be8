import Foundation
import Kata12Domain
import Observation

/// Drives the order-history screen: asks the repository for the orders, applies the shop's
/// housekeeping and shows one state. No use case: with one call and one rule, it would only pass
/// the call through.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    public private(set) var state = OrderHistoryState.idle
    public var searchText = "" {
        didSet { show() }
    }

    private var orders: [Order]?
    private let repository: any OrderRepository
    private let housekeeping: CancelledOrdersHousekeeping
    private let locale: Locale
    private let dateStyle: Date.FormatStyle

    public init(
        repository: any OrderRepository, housekeeping: CancelledOrdersHousekeeping, calendar: Calendar,
        locale: Locale
    ) {
        self.repository = repository
        self.housekeeping = housekeeping
        self.locale = locale
        dateStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
    }

    public func load() async {
        orders = nil
        state = .loading
        do {
            orders = housekeeping.visible(try await repository.loadOrders())
            show()
        } catch {
            state = .failed(message: "Your orders could not be loaded. Please try again.")
        }
    }

    private func show() {
        guard let orders else { return }
        let text = searchText.trimmingCharacters(in: .whitespaces)
        let matching = orders.filter { order in
            text.isEmpty || order.products.contains { $0.localizedStandardContains(text) }
        }
        if orders.isEmpty {
            state = .empty
        } else if matching.isEmpty {
            state = .noMatches
        } else {
            state = .loaded(matching.map(row))
        }
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            id: order.id, title: order.products.joined(separator: ", "),
            total: order.total.formatted(.currency(code: order.currencyCode).locale(locale)),
            date: order.placedAt.formatted(dateStyle))
    }
}
