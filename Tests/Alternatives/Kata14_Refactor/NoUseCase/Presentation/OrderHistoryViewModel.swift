import Foundation
import Kata14Domain
import Observation

/// The order-history screen: the repository's orders, by the shop's rule, as rows.
@MainActor @Observable
public final class OrderHistoryViewModel: OrderHistoryScreen {
    public private(set) var state = OrderHistoryState.idle

    private let repository: any OrderRepository
    private let now: @Sendable () -> Date
    private let format: OrderFormat

    public init(repository: any OrderRepository, now: @escaping @Sendable () -> Date, format: OrderFormat) {
        self.repository = repository
        self.now = now
        self.format = format
    }

    public func load() async {
        state = .loading
        do {
            let orders = try await repository.orders().shown(at: now())
            state = orders.isEmpty ? .empty : .loaded(orders.map(format.row))
        } catch {
            state = .failed(message: "We couldn't load your orders. Pull down to try again.")
        }
    }
}
