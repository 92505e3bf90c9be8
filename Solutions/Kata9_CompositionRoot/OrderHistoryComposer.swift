import Foundation

/// The composition root of the order-history screen: the one place that knows every concrete
/// type and wires them.
///
/// It wires them HTTP → `OrderMapper` → `NetworkFirstOrderRepository` (with the store) →
/// `GetOrderHistoryUseCase` → `AnalyticsOrderHistoryDecorator` → `OrderHistoryViewModel`.
///
/// - The orders are at `GET /orders`. A 200 whose body `OrderMapper` accepts is an answer; a
///   status outside 200–299, a body that does not map (a 204 has none), or no answer at all is
///   the network failing, so the repository falls back to the store. Whether another 2xx with
///   orders in its body is an answer is yours to decide.
/// - `now`, `calendar`, `locale` and `timeZone` are the only time and place the screen knows.
/// - Composing asks nothing of the network, the store or analytics: the work starts at `load()`.
/// - Every call builds a whole new screen: two screens share nothing.
/// - Analytics hears of every load exactly once, and no given type changes for it.
enum OrderHistoryComposer {
    /// A working order-history screen, built from the app's network, store, time and place, and
    /// its analytics.
    @MainActor static func makeOrderHistory(
        httpClient: any HTTPClient, store: any OrderStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale, timeZone: TimeZone,
        analytics: any Analytics
    ) -> OrderHistoryViewModel {
        // Only constructors here: every object is new for this screen, and none of them does
        // any work until the ViewModel is asked to load.
        let repository = NetworkFirstOrderRepository(
            remote: HTTPOrderRemote(client: httpClient), store: store)
        let history = GetOrderHistoryUseCase(repository: repository, now: now, calendar: calendar)
        // Analytics goes around the use case, so it counts the orders the customer sees.
        let tracked = AnalyticsOrderHistoryDecorator(wrapping: history, analytics: analytics)
        return OrderHistoryViewModel(getOrderHistory: tracked, locale: locale, timeZone: timeZone)
    }
}

/// The adapter between the infrastructure and the data layer: an `HTTPClient` does not speak
/// orders, the repository speaks nothing else. It lives here because only the composition root
/// knows both sides.
private struct HTTPOrderRemote: OrderRemoteDataSource {
    let client: any HTTPClient

    func fetchOrders() async throws -> [Order] {
        let (data, status) = try await client.get("/orders")
        // A 503 with a body that happens to parse is still no answer: throwing is what makes
        // the repository fall back to the store. A 204 carries no orders, so the mapper refuses it.
        guard (200..<300).contains(status) else { throw UnexpectedStatus(status: status) }
        return try OrderMapper.map(data)
    }
}

/// The server answered, but not with the orders.
private struct UnexpectedStatus: Error {
    let status: Int
}
