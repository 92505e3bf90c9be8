import Foundation
import Kata14Data
import Kata14Domain
import Kata14Presentation

/// The composition root: the history over the kept orders, shown by the screen and the widget.
enum OrderHistoryComposer {
    @MainActor static func makeScreen(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrderHistoryScreen {
        OrderHistoryViewModel(
            history: OrderHistory(orders: keptOrders(client: client, store: store), now: now),
            format: OrderFormat(calendar: calendar, locale: locale))
    }

    static func makeWidget(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrdersWidget {
        OrdersWidgetLine(
            history: OrderHistory(orders: keptOrders(client: client, store: store), now: now),
            format: OrderFormat(calendar: calendar, locale: locale))
    }
}
