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
        let parts = Parts(httpClient: httpClient, store: store, now: now, calendar: calendar)
        return OrderHistoryViewModel(
            getOrderHistory: parts.tracked(by: analytics), locale: locale, timeZone: timeZone)
    }
}

/// The feature's pieces, one builder each, made fresh on every call.
private struct Parts {
    let httpClient: any HTTPClient
    let store: any OrderStore
    let now: @Sendable () -> Date
    let calendar: Calendar

    func remote() -> any OrderRemoteDataSource { adapt(httpClient) }

    // Opens the existential client, so the adapter knows its concrete type.
    private func adapt<Client: HTTPClient>(_ client: Client) -> any OrderRemoteDataSource {
        HTTPRemote(client: client)
    }

    func repository() -> some OrderRepository {
        NetworkFirstOrderRepository(remote: remote(), store: store)
    }

    func history() -> some GetOrderHistoryUseCaseProtocol {
        GetOrderHistoryUseCase(repository: repository(), now: now, calendar: calendar)
    }

    func tracked(by analytics: any Analytics) -> some GetOrderHistoryUseCaseProtocol {
        AnalyticsOrderHistoryDecorator(wrapping: history(), analytics: analytics)
    }
}

/// Any HTTP client, adapted to the remote the repository wants.
private struct HTTPRemote<Client: HTTPClient>: OrderRemoteDataSource {
    let client: Client

    func fetchOrders() async throws -> [Order] {
        let (data, code) = try await client.get("/orders")
        if code != 200 { throw StatusRefused(code: code) }
        return try OrderMapper.map(data)
    }
}

private struct StatusRefused: Error {
    let code: Int
}
