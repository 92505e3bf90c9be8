import Foundation

/// The composition root of the order-history screen: the one place that knows every concrete
/// type and wires them, HTTP → `OrderMapper` → `NetworkFirstOrderRepository` (with the store) →
/// `GetOrderHistoryUseCase` → `AnalyticsOrderHistoryDecorator` → `OrderHistoryViewModel`.
///
/// This version keeps the dependencies in a factory value and builds the screen from it: the
/// shape a composer takes once several screens share the same edges.
enum OrderHistoryComposer {
    @MainActor static func makeOrderHistory(
        httpClient: any HTTPClient, store: any OrderStore,
        now: @escaping @Sendable () -> Date, calendar: Calendar, locale: Locale, timeZone: TimeZone,
        analytics: any Analytics
    ) -> OrderHistoryViewModel {
        OrderHistoryFactory(
            httpClient: httpClient, store: store, now: now, calendar: calendar, locale: locale,
            timeZone: timeZone, analytics: analytics
        )
        .makeViewModel()
    }
}

/// Everything the feature needs from the outside, kept together; each method builds one layer.
private struct OrderHistoryFactory {
    let httpClient: any HTTPClient
    let store: any OrderStore
    let now: @Sendable () -> Date
    let calendar: Calendar
    let locale: Locale
    let timeZone: TimeZone
    let analytics: any Analytics

    @MainActor func makeViewModel() -> OrderHistoryViewModel {
        OrderHistoryViewModel(getOrderHistory: makeTrackedHistory(), locale: locale, timeZone: timeZone)
    }

    func makeTrackedHistory() -> any GetOrderHistoryUseCaseProtocol {
        AnalyticsOrderHistoryDecorator(wrapping: makeHistory(), analytics: analytics)
    }

    func makeHistory() -> GetOrderHistoryUseCase {
        GetOrderHistoryUseCase(repository: makeRepository(), now: now, calendar: calendar)
    }

    func makeRepository() -> NetworkFirstOrderRepository {
        NetworkFirstOrderRepository(remote: RemoteOrdersAdapter(httpClient: httpClient), store: store)
    }
}

/// The HTTP client, seen as the repository's remote.
private final class RemoteOrdersAdapter: OrderRemoteDataSource {
    private let httpClient: any HTTPClient

    init(httpClient: any HTTPClient) {
        self.httpClient = httpClient
    }

    func fetchOrders() async throws -> [Order] {
        let response = try await httpClient.get("/orders")
        switch response.status {
        case 200: return try OrderMapper.map(response.0)
        default: throw RemoteFailure.status(response.status)
        }
    }
}

private enum RemoteFailure: Error {
    case status(Int)
}
