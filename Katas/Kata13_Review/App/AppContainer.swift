import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the whole app shares, made once at launch.
final class AppContainer: Sendable {
    static let shared = AppContainer()

    let orderDetailRepository: any OrderDetailRepository = RemoteOrderDetailRepository(
        client: URLSessionHTTPClient(baseURL: URL(string: "https://api.shop.example")!, session: .shared))
}
