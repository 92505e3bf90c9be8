import Foundation

/// The app's first network layer, one shared instance for the whole app, still used by the screens
/// nobody has moved to `HTTPClient` yet.
///
/// In this workbook it has no server behind it: every request fails as a phone without a
/// connection does, so code that still reaches it shows what the app shows offline.
final class LegacyAPI: Sendable {
    static let shared = LegacyAPI()

    /// No connection: the request never reached a server.
    struct NotConnected: Error {}

    private init() {}

    /// A GET to a path of the shop's API: the body and the status code, or an error when no answer
    /// came back.
    func get(_ path: String) async throws -> (Data, Int) {
        throw NotConnected()
    }
}

/// The app's first storage on the device, one shared instance for the whole app, still used by
/// the screens nobody has moved to `KeyValueStore` yet.
///
/// In this workbook it keeps nothing: what is saved is gone at once, as on a phone whose storage
/// is full, so nothing stays from one test to the next.
final class LegacyStore: Sendable {
    static let shared = LegacyStore()

    private init() {}

    /// The bytes saved under `key`: always nil here.
    func data(forKey key: String) -> Data? {
        nil
    }

    /// Saves `data` under `key`; here, nothing is kept.
    func set(_ data: Data, forKey key: String) {}
}
