import Foundation
import Kata12Domain
import Observation

/// Drives the order-history screen: keeps where the load is and what was typed, and derives the
/// state the view draws from both, so the two can never disagree.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    private enum Phase {
        case idle
        case loading
        case answered([Order])
        case failed
    }

    public var searchText = ""
    private var phase = Phase.idle
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

    public var state: OrderHistoryState {
        switch phase {
        case .idle: return .idle
        case .loading: return .loading
        case .failed: return .failed(message: "Your orders could not be loaded. Please try again.")
        case .answered(let orders) where orders.isEmpty: return .empty
        case .answered(let orders):
            let text = searchText.trimmingCharacters(in: .whitespaces)
            let found = orders.filter { order in
                text.isEmpty
                    || order.products.contains {
                        $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                            .contains(
                                text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
                    }
            }
            return found.isEmpty ? .noMatches : .loaded(found.map(row))
        }
    }

    public func load() async {
        phase = .loading
        do {
            phase = .answered(try await getOrderHistory.execute())
        } catch {
            phase = .failed
        }
    }

    private func row(for order: Order) -> OrderRow {
        OrderRow(
            id: order.id, title: order.products.joined(separator: ", "),
            total: order.total.formatted(.currency(code: order.currencyCode).locale(locale)),
            date: order.placedAt.formatted(dateStyle))
    }
}
