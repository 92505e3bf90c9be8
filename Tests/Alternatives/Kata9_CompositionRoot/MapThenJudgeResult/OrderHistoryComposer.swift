import Foundation

/// The composition root of the order-history screen: the one place that knows every concrete
/// type and wires them, HTTP → `OrderMapper` → `NetworkFirstOrderRepository` (with the store) →
/// `GetOrderHistoryUseCase` → `AnalyticsOrderHistoryDecorator` → `OrderHistoryViewModel`.
enum OrderHistoryComposer {
    @MainActor static func makeOrderHistory(
        httpClient: any HTTPClient, store: any OrderStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale, timeZone: TimeZone,
        analytics: any Analytics
    ) -> OrderHistoryViewModel {
        let remote = RemoteFunction { [httpClient] in
            let (body, status) = try await httpClient.get("/orders")
            // Read the body first, then judge both: only a 200 that maps is an answer.
            let orders = try? OrderMapper.map(body)
            guard status == 200, let orders else { throw NoOrdersInAnswer() }
            return orders
        }
        let repository = NetworkFirstOrderRepository(remote: remote, store: store)
        let useCase = GetOrderHistoryUseCase(repository: repository, now: now, calendar: calendar)
        let screen = OrderHistoryViewModel(
            getOrderHistory: AnalyticsOrderHistoryDecorator(wrapping: useCase, analytics: analytics),
            locale: locale, timeZone: timeZone)
        return screen
    }
}

/// A remote data source made of one function.
private struct RemoteFunction: OrderRemoteDataSource {
    let fetch: @Sendable () async throws -> [Order]

    func fetchOrders() async throws -> [Order] {
        try await fetch()
    }
}

private struct NoOrdersInAnswer: Error {}
