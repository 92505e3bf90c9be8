import Foundation
import SharedFakes

@testable import Kata3

/// The repository with its two doubles and the log they share.
func makeSUT(cached: [Order]? = nil) -> (
    sut: DefaultOrderRepository,
    remote: RemoteStub,
    cache: InMemoryCacheSpy,
    log: MessageRecorder<DataSourceMessage>
) {
    let log = MessageRecorder<DataSourceMessage>()
    let remote = RemoteStub(log: log)
    let cache = InMemoryCacheSpy(log: log, cached: cached)
    let sut = DefaultOrderRepository(remote: remote, local: cache)
    return (sut, remote, cache, log)
}

func anyOrder(id: String = "A1", total: Decimal = 10) -> Order {
    Order(id: id, total: total)
}

/// What the server says today, in an order that is neither by ID nor by total (nor the reverse
/// of either), so a repository that reorders the list is caught.
let freshOrders = [
    anyOrder(id: "B2", total: 30), anyOrder(id: "A1", total: 12), anyOrder(id: "C3", total: 45),
]

/// What the cache kept from an earlier visit: different from `freshOrders`, so a test can tell
/// which source answered, and again in no sorted order.
let staleOrders = [anyOrder(id: "C3", total: 4), anyOrder(id: "A1", total: 9), anyOrder(id: "D4", total: 6)]

/// Every way the remote can fail that still deserves the cache: only `.notFound` says an order
/// is gone, so a client error such as 403 or 429 falls back like any other.
let fallbackErrors: [RemoteError] = [
    .offline, .timeout, .server(status: 500), .server(status: 503), .server(status: 403),
    .server(status: 429),
]
