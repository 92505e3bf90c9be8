/// The home-screen widget's view of the customer's orders: one line of text, read each time the
/// system refreshes the widget.
public protocol OrdersWidget: Sendable {
    /// Asks for the orders and writes the widget's one line.
    func line() async -> String
}
