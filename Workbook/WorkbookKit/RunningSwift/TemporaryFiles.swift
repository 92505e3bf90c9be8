import Foundation
import Synchronization

/// The files the tool writes for a moment (a run's log, its event stream, an xUnit report),
/// listed while they exist so that every way out removes them: a run's end, an error, Ctrl-C.
public final class TemporaryFiles: Sendable {
    public static let shared = TemporaryFiles()
    private let paths = Mutex<Set<String>>([])

    public init() {}

    /// A fresh path in the system's temporary folder (`workbook-<what>-<unique>`), listed; the
    /// file itself is written by whoever asked.
    public func make(_ what: String, suffix: String = "") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-\(what)-\(UUID().uuidString)\(suffix)")
        paths.withLock { _ = $0.insert(url.path) }
        return url
    }

    /// Removes one file (or folder) and forgets it.
    public func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
        paths.withLock { _ = $0.remove(url.path) }
    }

    /// Removes everything still listed: the last thing the tool does on its way out.
    public func removeAll() {
        let all = paths.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in all { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The paths listed now.
    public var listed: Set<String> { paths.withLock { $0 } }
}
