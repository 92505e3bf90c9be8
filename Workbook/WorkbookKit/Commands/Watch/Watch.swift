import Foundation

/// `workbook watch`: check, then check again on every save, printing each result below the last.
/// The same loop as the live session's: its watcher notices the save, its runner stops a run in
/// flight (one stuck in a loop included) and starts the next.
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
        let parts = SessionParts(workspace: checker.workspace, tool: checker.tool, audience: checker.audience)
        let (events, runner) = (parts.events, parts.runner)
        let saves = SaveWatcher(events: events)
        saves.follow(mode == .solutions ? kata.solutionFolder : kata.exerciseFolder)
        let shown = kata.folder(in: mode)
        var generation = 1
        console.clearScreen()
        runner.start(.kata(kata, generation: generation, mode: mode))
        while true {
            guard let event = events.next(timeout: 0.2) else { continue }
            switch event {
            case .saved:
                // A save while the suite builds or runs starts it again at once.
                generation += 1
                console.clearScreen()
                runner.start(.kata(kata, generation: generation, mode: mode))
            case .status(let text):
                console.status(text)
            case .runFinished(generation, let result, let now):
                console.clearStatus()
                console.say(wrapping: result.lines)
                if mode == .exercises, result.total > 0 {
                    store.update(warn: console.say) {
                        $0.recordCheck(kata, passing: result.passing, total: result.total, at: now)
                    }
                }
                console.say("")
                console.say("Watching \(shown) for changes… save a file to run again; Ctrl-C to stop.")
            default:
                continue
            }
        }
    }
}
