import Foundation

/// The composition root of the order-history screen: the one place that knows every concrete
/// type and wires them, HTTP → `OrderMapper` → `NetworkFirstOrderRepository` (with the store) →
/// `GetOrderHistoryUseCase` → `AnalyticsOrderHistoryDecorator` → `OrderHistoryViewModel`.
///
/// This version decorates with a generic wrapper and adapts HTTP with an extension of the
/// client's protocol.
enum OrderHistoryComposer {
    @MainActor static func makeOrderHistory(
        httpClient: any HTTPClient, store: any OrderStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale, timeZone: TimeZone,
        analytics: any Analytics
    ) -> OrderHistoryViewModel {
        let remote = HTTPOrdersRemote(client: httpClient)
        let history = GetOrderHistoryUseCase(
            repository: NetworkFirstOrderRepository(remote: remote, store: store), now: now,
            calendar: calendar)
        return OrderHistoryViewModel(
            getOrderHistory: AnalyticsOrderHistoryDecorator(wrapping: history, analytics: analytics),
            locale: locale,
            timeZone: timeZone)
    }
}

private struct HTTPOrdersRemote: OrderRemoteDataSource {
    let client: any HTTPClient

    func fetchOrders() async throws -> [Order] {
        try OrderMapper.map(try await client.body(of: "/orders"))
    }
}

extension HTTPClient {
    /// The body of a 200 answer; any other status throws.
    fileprivate func body(of path: String) async throws -> Data {
        let (data, status) = try await get(path)
        guard status == 200 else { throw StatusError(status: status) }
        return data
    }
}

private struct StatusError: Error {
    let status: Int
}
