import Foundation

/// Notices saves under a folder by polling: each file's modification time and size. Polling works
/// the same everywhere, needs no platform API, and a few stats twice a second cost nothing.
public struct FolderWatcher: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
    }

    /// Every visible file under the folder (editors' hidden swap files are no save).
    public func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        guard
            let walker = FileManager.default.enumerator(
                at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: keys,
                options: [.skipsHiddenFiles])
        else { return stamps }
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
            else {
                continue
            }
            stamps[url.path] = Stamp(
                modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
        }
        return stamps
    }

    /// Waits until the folder differs from `last` and then holds still for a moment (an editor
    /// may write a file in several steps), or until `stop` says to give up. Returns the new state.
    /// It looks as often as the live session does, so a save in `watch` or an interview starts
    /// the run within a tenth of a second, not half a second later.
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
        let shown = (mode == .solutions ? "Solutions/" : "Katas/") + kata.folder + "/"
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
