import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's HTTP: a path in, the status and the body out.
protocol HTTPClient: Sendable {
    func get(_ path: String) async throws -> (status: Int, body: Data)
}

/// The client the app ships with.
struct URLSessionHTTPClient: HTTPClient {
    let baseURL: URL
    let session: URLSession

    func get(_ path: String) async throws -> (status: Int, body: Data) {
        let (body, response) = try await session.data(from: baseURL.appendingPathComponent(path))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }
}
