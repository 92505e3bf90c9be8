import Foundation
import Kata14Data
import SharedFakes
import Synchronization

/// The device's storage edge: a working store in memory, shared by every screen composed with it,
/// as a file is shared by launches of the app. It counts the calls it gets; it can be told to fail
/// every save, as a full disk does, or every read, as a file that cannot be opened does.
final class InMemoryKeyValueStore: KeyValueStore {
    private let saved = Mutex<[String: Data]>([:])
    private let recorder = MessageRecorder<String>()
    private let failsToSave: Bool
    private let failsToRead: Bool

    init(failsToSave: Bool = false, failsToRead: Bool = false) {
        self.failsToSave = failsToSave
        self.failsToRead = failsToRead
    }

    /// How many times it was read or written.
    var callCount: Int { recorder.messages.count }

    /// Whether anything was ever saved.
    var isEmpty: Bool { saved.withLock { $0.isEmpty } }

    func data(forKey key: String) async throws -> Data? {
        recorder.record("read \(key)")
        guard !failsToRead else { throw Unreadable() }
        return saved.withLock { $0[key] }
    }

    func set(_ data: Data, forKey key: String) async throws {
        recorder.record("save \(key)")
        guard !failsToSave else { throw DiskFull() }
        saved.withLock { $0[key] = data }
    }
}

/// The store could not save.
struct DiskFull: Error {}

/// The store could not read what it holds.
struct Unreadable: Error {}
