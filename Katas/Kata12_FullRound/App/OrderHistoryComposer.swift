import Foundation
import Kata12Data
import Kata12Domain
import Kata12Presentation
import Observation

/// The composition root: the one place that knows every layer, and builds the order-history screen
/// from the app's own collaborators.
enum OrderHistoryComposer {
    /// A working order-history screen, built from the app's network, storage, clock, calendar and
    /// locale.
    ///
    /// `now`, `calendar` (with its time zone) and `locale` are the only time and place the screen
    /// knows. Composing asks nothing of the network or the store: the work starts at `load()`.
    @MainActor static func makeOrderHistoryScreen(
        httpClient: any HTTPClient, store: any KeyValueStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale
    ) -> any OrderHistoryScreen {
        // TODO: build the screen from your layers. Until then it stays idle whatever it is told.
        NothingWiredYet()
    }
}

/// The skeleton's stand-in for the screen: it shows nothing and does nothing.
@MainActor @Observable
private final class NothingWiredYet: OrderHistoryScreen {
    var state = OrderHistoryState.idle
    var searchText = ""

    func load() async {}
}
