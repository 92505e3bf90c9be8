@testable import Kata3

/// Everything the repository can ask of its two sources. Both doubles write to one shared
/// recorder, so a test can assert the order across them: "fetch, then save".
enum DataSourceMessage: Equatable, Sendable {
    case fetchOrders
    case fetchOrder(id: String)
    case cachedOrders
    case cachedOrder(id: String)
    case saveOrders([Order])
    case saveOrder(Order)
}
