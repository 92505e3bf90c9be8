import Observation

/// The order-history screen as its view sees it: what to draw, and what the customer does.
///
/// The view draws `state` and redraws when it changes, calls `load()` when it appears and when
/// the customer pulls to refresh, and writes what the customer types in the search field into
/// `searchText`, keystroke by keystroke.
@MainActor
public protocol OrderHistoryScreen: AnyObject, Observable {
    /// What the screen shows now.
    var state: OrderHistoryState { get }

    /// What the customer has typed in the search field; empty when they typed nothing.
    var searchText: String { get set }

    /// Loads the orders and shows the answer.
    func load() async
}
