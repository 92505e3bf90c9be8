import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Notices saves under a folder by polling: each file's modification time and size. Polling works
/// the same everywhere and needs no file-event API. A poll reads the folder with the POSIX calls
/// (`opendir`, `readdir`, `stat`), so the session can look a hundred times a second and still idle
/// cheaply (README, "the loop's figures", says how cheaply, measured and dated).
public struct FolderWatcher: Sendable, Equatable {
    public let folder: URL
    /// The folder's path with symbolic links resolved, once: a poll only reads the folder.
    private let path: String

    public init(folder: URL) {
        self.folder = folder
        self.path = folder.resolvingSymlinksInPath().path
    }

    public struct Stamp: Equatable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
    }

    /// Every visible file under the folder (editors' hidden swap files are no save).
    public func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        Self.walk(path, into: &stamps)
        return stamps
    }

    private static func walk(_ path: String, into stamps: inout [String: Stamp]) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let child = path + "/" + name
            var info = stat()
            guard stat(child, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(child, into: &stamps)
            case S_IFREG:
                #if canImport(Darwin)
                    let modified = info.st_mtimespec
                #else
                    let modified = info.st_mtim
                #endif
                stamps[child] = Stamp(
                    seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int(info.st_size)
                )
            default: continue
            }
        }
    }

    /// Waits until the folder differs from `last` and then holds still for a moment (an editor
    /// may write a file in several steps), or until `stop` says to give up. Returns the new state.
    /// It looks twenty times a second, so a save in `watch` or an interview starts the run within
    /// a tenth of a second; `tick` runs on every look (the interview redraws its clock there).
    public func waitForChange(
        from last: [String: Stamp], poll: TimeInterval = 0.05, tick: () -> Bool
    ) -> [String: Stamp]? {
        var current = last
        while current == last {
            if !tick() { return nil }
            Thread.sleep(forTimeInterval: poll)
            current = snapshot()
        }
        while true {
            Thread.sleep(forTimeInterval: poll)
            let settled = snapshot()
            if settled == current { return settled }
            current = settled
        }
    }
}

/// `workbook watch`: check, then check again on every save.
public struct Watch: Sendable {
    public let checker: Checker
    public let store: ProgressStore

    public init(checker: Checker, store: ProgressStore) {
        self.checker = checker
        self.store = store
    }

    /// Runs until Ctrl-C, which the caller turns into a clean exit.
    public func run(_ kata: Kata, mode: BuildMode) throws(WorkbookError) -> Never {
        let console = checker.console
        let folder = mode == .solutions ? kata.solutionFolder : kata.exerciseFolder
        let watcher = FolderWatcher(folder: folder)
        let shown = Culprit.folder(of: kata, mode: mode)
        var state = watcher.snapshot()
        while true {
            console.clearScreen()
            // A save while the suite builds or runs (stuck in a loop, say) starts it again at once.
            let before = state
            let control = RunControl { watcher.snapshot() != before }
            let outcome = try checker.check(kata, mode: mode, control: control)
            if outcome.cancelled {
                state = watcher.waitForChange(from: before) { true } ?? before
                continue
            }
            console.say(wrapping: outcome.lines)
            if mode == .exercises, let report = outcome.report {
                store.update(warn: console.say) {
                    $0.recordCheck(kata, passing: report.passing, total: report.total, at: Date())
                }
            }
            console.say("")
            console.say("Watching \(shown) for changes… save a file to run again; Ctrl-C to stop.")
            state = watcher.waitForChange(from: state) { true } ?? state
        }
    }
}
