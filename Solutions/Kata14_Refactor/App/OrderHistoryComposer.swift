import Foundation
import Kata14Data
import Kata14Domain
import Kata14Presentation

/// The composition root: the one place that knows every layer, and builds what the app shows from
/// the app's own collaborators.
enum OrderHistoryComposer {
    /// The order-history screen, built from the app's network, storage, clock, calendar and locale.
    /// Composing asks nothing of the network or the store: the work starts at `load()`.
    @MainActor static func makeScreen(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrderHistoryScreen {
        let history = OrderHistory(repository: KeptOrderRepository(client: client, store: store), now: now)
        return OrderHistoryViewModel(history: history, format: .init(calendar: calendar, locale: locale))
    }

    /// The home-screen widget's line, built from the same collaborators as the screen. Composing
    /// asks nothing of the network or the store: the work starts at `line()`.
    static func makeWidget(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrdersWidget {
        let history = OrderHistory(repository: KeptOrderRepository(client: client, store: store), now: now)
        return OrdersWidgetLine(history: history, format: OrderFormat(calendar: calendar, locale: locale))
    }
}
