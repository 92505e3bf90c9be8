import Foundation
import Kata14Domain
import Observation

/// The order-history screen: what the last load gave, and the state drawn from it.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    private enum Outcome {
        case notAsked, asking, failed
        case orders([Order])
    }

    private var outcome = Outcome.notAsked
    private let history: OrderHistory
    private let format: OrderFormat

    public init(history: OrderHistory, format: OrderFormat) {
        self.history = history
        self.format = format
    }

    public var state: OrderHistoryState {
        switch outcome {
        case .notAsked: .idle
        case .asking: .loading
        case .failed: .failed(message: "We couldn't load your orders. Pull down to try again.")
        case .orders(let orders) where orders.isEmpty: .empty
        case .orders(let orders): .loaded(orders.map(format.row))
        }
    }

    public func load() async {
        outcome = .asking
        do {
            outcome = .orders(try await history.visibleOrders())
        } catch {
            outcome = .failed
        }
    }
}
