import Foundation
import SharedFakes
import Testing

@testable import Kata2

func order(_ id: String, _ status: OrderStatus = .delivered, placedAt: Date, total: Decimal = 10) -> Order {
    Order(id: id, status: status, placedAt: placedAt, total: total)
}

/// The use case over a repository that answers `orders` (or fails with `failure`), with "now"
/// fixed at `now` in `calendar`.
func makeSUT(
    orders: [Order] = [],
    failure: (any Error)? = nil,
    now: Date,
    calendar: Calendar
) -> (sut: GetOrderHistoryUseCase, repository: OrderRepositorySpy, now: SettableNow) {
    let repository = OrderRepositorySpy(result: failure.map { .failure($0) } ?? .success(orders))
    let clock = SettableNow(now)
    let sut = GetOrderHistoryUseCase(repository: repository, now: { clock() }, calendar: calendar)
    return (sut, repository, clock)
}
