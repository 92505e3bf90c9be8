import Foundation
import Kata14Domain
import Observation

/// The order-history screen: the history's orders, as rows.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    public private(set) var state = OrderHistoryState.idle

    static let failureMessage = "We couldn't load your orders. Pull down to try again."

    private let history: OrderHistory
    private let format: OrderFormat

    public init(history: OrderHistory, format: OrderFormat) {
        self.history = history
        self.format = format
    }

    public func load() async {
        state = .loading
        do {
            let orders = try await history.visibleOrders()
            state = orders.isEmpty ? .empty : .loaded(orders.map(format.row))
        } catch {
            state = .failed(message: Self.failureMessage)
        }
    }
}
