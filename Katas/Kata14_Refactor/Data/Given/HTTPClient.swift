import Foundation

/// The network as the app's newer screens reach it: a GET to a path of the shop's API.
///
/// It throws only when no answer came back (offline, timed out). Any answer the server gives, a
/// 500 included, comes back as its body and status code: judging it is the caller's job.
public protocol HTTPClient: Sendable {
    func get(_ path: String) async throws -> (Data, status: Int)
}
