import Foundation
import Synchronization

/// Which blind rounds are alive: a round's process holds an exclusive `flock` on
/// `.workbook/blind/<folder>.lock` from before the first byte of a file is hidden until every
/// hidden line is back. The kernel lets go of the lock when that process ends, however it ends
/// (Ctrl-C, a crash, kill -9, a closed terminal), so a journal whose lock anyone can take belongs
/// to a round that was cut short, and one whose lock is taken belongs to a round still running,
/// perhaps in another terminal beside an `ask` or a `check`.
///
/// A `flock` belongs to the open file: two opens in one process contend as two processes do.
/// So a test holds a round's lock on a descriptor of its own to stand for another terminal.
final class BlindLeases: Sendable {
    static let shared = BlindLeases()

    /// What asking for a round's lock found.
    enum Claim: Equatable {
        /// This process holds it now (it took it, or held it already).
        case ours
        /// Another open of the file holds it: a round still running.
        case alive
        /// The lock file cannot be opened; the sentence says why.
        case unavailable(String)
    }

    /// The descriptors holding this process's locks, by the lock file's path.
    private let held = Mutex<[String: Int32]>([:])
    /// Held while a round's files are given back, so the way out after a signal waits for a give
    /// back already under way instead of cutting it short.
    private let givingBack = NSRecursiveLock()

    /// Takes the lock at `url` for this process, without waiting for it.
    func claim(_ url: URL) -> Claim {
        if holds(url) { return .ours }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return .unavailable(error.localizedDescription)
        }
        // Close-on-exec: a build or test run the tool starts must not keep a round alive after it.
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .unavailable(String(cString: strerror(errno))) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            if reason == EINTR { continue }
            close(descriptor)
            return reason == EWOULDBLOCK ? .alive : .unavailable(String(cString: strerror(reason)))
        }
        held.withLock { $0[url.path] = descriptor }
        return .ours
    }

    /// Whether this process holds the lock at `url`.
    func holds(_ url: URL) -> Bool {
        held.withLock { $0[url.path] != nil }
    }

    /// Lets go of the lock at `url`, if this process holds it. The file stays: removing it could
    /// let a process that opened it just before take a lock no one else sees.
    func release(_ url: URL) {
        guard let descriptor = held.withLock({ $0.removeValue(forKey: url.path) }) else { return }
        close(descriptor)
    }

    /// Runs `body` while no other thread of this process gives a round's files back.
    func serially<Result>(_ body: () throws(WorkbookError) -> Result) throws(WorkbookError) -> Result {
        givingBack.lock()
        defer { givingBack.unlock() }
        return try body()
    }
}
