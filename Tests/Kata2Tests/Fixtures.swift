import Foundation
import SharedFakes
import Testing

@testable import Kata2

/// A Gregorian calendar in a named time zone: tests never depend on the machine's settings.
func gregorian(in zone: String) throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone), "unknown time zone \(zone)")
    return calendar
}

/// A wall-clock time, to be read in some calendar's time zone.
func local(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0
) -> DateComponents {
    DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
}

extension Calendar {
    /// The instant at which a clock in this calendar's time zone shows `wallTime`.
    func at(_ wallTime: DateComponents) throws -> Date {
        try #require(date(from: wallTime), "no such wall-clock time: \(wallTime)")
    }

    func at(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0
    ) throws -> Date {
        try at(local(year, month, day, hour, minute, second))
    }
}

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
