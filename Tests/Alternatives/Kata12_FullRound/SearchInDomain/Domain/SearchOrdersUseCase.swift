import Foundation

/// The shop's search over the order history: which orders a customer's text finds.
public struct SearchOrdersUseCase: Sendable {
    public init() {}

    /// The orders with a product whose name contains `text`, whatever its case and accents, in
    /// their order; every order when `text` is empty or only spaces.
    public func execute(_ text: String, in orders: [Order]) -> [Order] {
        guard !text.allSatisfy(\.isWhitespace) else { return orders }
        return orders.filter { order in
            order.products.contains {
                $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }
}
