import Observation

/// The order-history screen as its view sees it: what to draw, and what the customer does.
///
/// The view draws `state` and redraws when it changes, and calls `load()` when it appears and
/// when the customer pulls to refresh.
@MainActor
public protocol OrderHistoryScreen: AnyObject, Observable {
    /// What the screen shows now.
    var state: OrderHistoryState { get }

    /// Loads the orders and shows the answer.
    func load() async
}
