import Foundation
import Kata14Domain

/// The widget's one line: how many orders the screen shows, and the day of the newest.
public struct OrdersWidgetLine: OrdersWidget {
    private let repository: any OrderRepository
    private let now: @Sendable () -> Date
    private let format: OrderFormat

    public init(repository: any OrderRepository, now: @escaping @Sendable () -> Date, format: OrderFormat) {
        self.repository = repository
        self.now = now
        self.format = format
    }

    public func line() async -> String {
        guard let orders = try? await repository.orders().shown(at: now()) else {
            return "Orders unavailable"
        }
        switch orders.count {
        case 0: return "No orders"
        case 1: return "1 order · latest \(format.row(orders[0]).date)"
        default: return "\(orders.count) orders · latest \(format.row(orders[0]).date)"
        }
    }
}
