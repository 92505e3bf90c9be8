import Foundation

/// Puts an order's lines in the cart again, for orders placed within the last year.
struct BuyAgainUseCase: Sendable {
    let cart: any Cart

    /// True when the lines went into the cart; false when this order cannot be bought again.
    func execute(_ order: OrderDetail) async throws -> Bool {
        let aYearAgo = Date().addingTimeInterval(-365 * 24 * 60 * 60)
        guard order.canBuyAgain, order.placedAt > aYearAgo else { return false }
        try await cart.add(order.lines)
        return true
    }
}
