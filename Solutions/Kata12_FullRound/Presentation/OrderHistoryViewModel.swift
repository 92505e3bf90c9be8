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

    /// The last answer, kept so that a search filters it without asking again; nil while there is
    /// none to show.
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
        // While the answer is on its way, a keystroke has nothing to filter: the screen stays loading.
        orders = nil
        state = .loading
        do {
            orders = try await getOrderHistory.execute()
            show()
        } catch {
            // Whatever went wrong, the customer gets a sentence, never the error's description.
            state = .failed(message: "Your orders could not be loaded. Please try again.")
        }
    }

    private func show() {
        guard let orders else { return }
        // A field of nothing but spaces looks empty to the customer, and shows what an empty one does.
        let text = searchText.trimmingCharacters(in: .whitespaces)
        // Search as the platform's search fields do: any part of one product's name, whatever its
        // case and accents. Each name alone: text that runs from one name into the next is no match.
        let matching = orders.filter { order in
            text.isEmpty || order.products.contains { $0.localizedStandardContains(text) }
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
