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
        OrderHistoryViewModel()
    }

    /// The home-screen widget's line, built from the same collaborators as the screen. Composing
    /// asks nothing of the network or the store: the work starts at `line()`.
    static func makeWidget(
        client: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrdersWidget {
        // TODO: the widget arrives with the second change; until then its line says nothing.
        NoWidgetYet()
    }
}

/// The stand-in for the widget until it is built: an empty line.
private struct NoWidgetYet: OrdersWidget {
    func line() async -> String { "" }
}
