import Foundation
import Synchronization

/// Notices saves under the current kata's folder by polling, often: a save starts its check
/// within two polls (a hundredth of a second each), and a few stats a poll cost nothing.
public final class SaveWatcher: Sendable {
    private let folder = Mutex<(watcher: FolderWatcher?, stamps: [String: FolderWatcher.Stamp])>((nil, [:]))
    private let events: EventQueue
    let poll: TimeInterval

    public init(events: EventQueue, poll: TimeInterval = 0.01) {
        self.events = events
        self.poll = poll
        let thread = Thread { [self] in work() }
        thread.name = "workbook.session.watcher"
        thread.start()
    }

    /// Watches `url` from now on; its present state is no save.
    public func follow(_ url: URL) {
        let watcher = FolderWatcher(folder: url)
        let stamps = watcher.snapshot()
        folder.withLock { $0 = (watcher, stamps) }
    }

    private func work() {
        while true {
            Thread.sleep(forTimeInterval: poll)
            guard let (watcher, last) = folder.withLock({ state in state.watcher.map { ($0, state.stamps) } })
            else {
                continue
            }
            var current = watcher.snapshot()
            guard current != last else { continue }
            // An editor may write in steps: wait until the folder holds still for one poll.
            while true {
                Thread.sleep(forTimeInterval: poll)
                let settled = watcher.snapshot()
                if settled == current { break }
                current = settled
            }
            let changed = folder.withLock { state -> Bool in
                guard state.watcher == watcher else { return false }
                state.stamps = current
                return true
            }
            if changed { events.post(.saved) }
        }
    }
}
