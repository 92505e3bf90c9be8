import Foundation

/// The device's storage as the app's newer screens reach it: bytes under a key, kept between
/// launches.
///
/// A file in the app, a dictionary in memory in the tests. Every screen composed with the same
/// store reads what another one saved.
public protocol KeyValueStore: Sendable {
    /// The bytes saved last under `key`, or nil when nothing was ever saved there.
    func data(forKey key: String) async throws -> Data?

    /// Saves `data` under `key`, in place of what was there.
    func set(_ data: Data, forKey key: String) async throws
}
