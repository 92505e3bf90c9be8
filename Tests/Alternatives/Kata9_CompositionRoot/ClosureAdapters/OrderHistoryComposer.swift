import Foundation

/// The composition root of the order-history screen: the one place that knows every concrete
/// type and wires them, HTTP → `OrderMapper` → `NetworkFirstOrderRepository` (with the store) →
/// `GetOrderHistoryUseCase` → `AnalyticsOrderHistoryDecorator` → `OrderHistoryViewModel`.
///
/// This version adapts with closures: the remote is a function, given a protocol's face by one
/// small wrapper.
enum OrderHistoryComposer {
    @MainActor static func makeOrderHistory(
        httpClient: any HTTPClient, store: any OrderStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale, timeZone: TimeZone,
        analytics: any Analytics
    ) -> OrderHistoryViewModel {
        let fetch: @Sendable () async throws -> [Order] = {
            let (data, status) = try await httpClient.get("/orders")
            if status != 200 { throw NotAnAnswer() }
            return try OrderMapper.map(data)
        }
        let useCase = GetOrderHistoryUseCase(
            repository: NetworkFirstOrderRepository(remote: RemoteClosure(fetch: fetch), store: store),
            now: { now() },
            calendar: calendar)
        return OrderHistoryViewModel(
            getOrderHistory: AnalyticsOrderHistoryDecorator(wrapping: useCase, record: analytics.record),
            locale: locale, timeZone: timeZone)
    }
}

/// Any function that fetches orders, as an `OrderRemoteDataSource`.
private struct RemoteClosure: OrderRemoteDataSource {
    let fetch: @Sendable () async throws -> [Order]

    func fetchOrders() async throws -> [Order] {
        try await fetch()
    }
}

private struct NotAnAnswer: Error {}
