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

/// What the server says today.
let freshOrders = [anyOrder(id: "A1", total: 12), anyOrder(id: "B2", total: 30)]

/// What the cache kept from an earlier visit: different from `freshOrders`, so a test can tell
/// which source answered.
let staleOrders = [anyOrder(id: "A1", total: 9), anyOrder(id: "C3", total: 4)]

/// Every way the remote can fail that still deserves the cache.
let fallbackErrors: [RemoteError] = [.offline, .timeout, .server(status: 500), .server(status: 503)]
