import Foundation
import Kata14Data
import Kata14Domain
import Kata14Presentation

/// The composition root: builds the screen and the widget over one kind of repository.
enum OrderHistoryComposer {
    @MainActor static func makeScreen(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrderHistoryScreen {
        OrderHistoryViewModel(
            repository: KeptOrderRepository(client: client, store: store), now: now,
            format: OrderFormat(calendar: calendar, locale: locale))
    }

    static func makeWidget(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrdersWidget {
        OrdersWidgetLine(
            repository: KeptOrderRepository(client: client, store: store), now: now,
            format: OrderFormat(calendar: calendar, locale: locale))
    }
}
