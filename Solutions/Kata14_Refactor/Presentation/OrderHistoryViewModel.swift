import Foundation
import Kata14Domain
import Observation

/// The order-history screen: the history's orders, as rows.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    public private(set) var state = OrderHistoryState.idle

    private static let failureMessage = "We couldn't load your orders. Pull down to try again."

    let history: OrderHistory
    let format: OrderFormat

    public init(history: OrderHistory, format: OrderFormat) {
        self.history = history
        self.format = format
    }

    public func load() async {
        state = .loading
        guard let visible = try? await history.visibleOrders() else {
            state = .failed(message: Self.failureMessage)
            return
        }
        state = visible.isEmpty ? .empty : .loaded(visible.map(format.row))
    }
}
