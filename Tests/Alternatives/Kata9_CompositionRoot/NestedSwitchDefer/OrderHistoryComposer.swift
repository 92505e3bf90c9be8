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
        // One expression, read inside out: the edges first, the screen last.
        OrderHistoryViewModel(
            getOrderHistory: AnalyticsOrderHistoryDecorator(
                wrapping: GetOrderHistoryUseCase(
                    repository: NetworkFirstOrderRepository(
                        remote: OrdersEndpoint(http: httpClient), store: store),
                    now: now, calendar: calendar),
                analytics: analytics),
            locale: locale, timeZone: timeZone)
    }
}

/// `GET /orders`, judged: a 200 is read by the mapper, anything else is refused.
private struct OrdersEndpoint: OrderRemoteDataSource {
    static let path = "/orders"

    let http: any HTTPClient

    enum Refused: Error {
        case status(Int)
    }

    func fetchOrders() async throws -> [Order] {
        let answer = try await http.get(Self.path)
        switch answer.status {
        case 200:
            return try OrderMapper.map(answer.0)
        case let other:
            throw Refused.status(other)
        }
    }
}
