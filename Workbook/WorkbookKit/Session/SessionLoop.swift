import Foundation
import Synchronization

/// Events from every source (keys, saves, finished runs, signals), taken one at a time by the
/// session's loop: nothing is handled twice, and a key pressed during a run waits its turn.
public final class EventQueue: Sendable {
    private let events = Mutex<[SessionEvent]>([])
    private let ready = DispatchSemaphore(value: 0)

    public init() {}

    public func post(_ event: SessionEvent) {
        events.withLock { $0.append(event) }
        ready.signal()
    }

    /// The next event, or nil after `timeout` seconds without one.
    public func next(timeout: TimeInterval) -> SessionEvent? {
        guard ready.wait(timeout: .now() + timeout) == .success else { return nil }
        return events.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}

/// What the session asks a runner to do.
public enum SessionJob: Sendable {
    /// One kata's suite, built from the exercise (the session, an interview) or the reference
    /// (`watch --solutions`).
    case kata(Kata, generation: Int, mode: BuildMode = .exercises)
    case everyKata([Kata], generation: Int)
}

/// The one way the session runs suites: the latest job wins. Starting a job stops the one in
/// flight (its child process is ended) and the stopped job reports nothing.
public protocol SessionRunner: Sendable {
    func start(_ job: SessionJob)
}

/// The session's runner over the same `Checker` that `check` and `watch` use, on one worker
/// thread: one child at a time, so two builds never fight over a build folder. A newer job stops
/// the run in flight through its `RunControl` (the whole process tree ends), and a stopped run
/// reports nothing.
public final class CheckerRunner: SessionRunner {
    private let checker: Checker
    private let events: EventQueue
    private let pending = Mutex<SessionJob?>(nil)
    private let wake = DispatchSemaphore(value: 0)

    public init(checker: Checker, events: EventQueue) {
        self.checker = checker
        self.events = events
        let worker = Thread { [self] in work() }
        worker.name = "workbook.session.runner"
        worker.start()
    }

    public func start(_ job: SessionJob) {
        pending.withLock { $0 = job }
        wake.signal()
    }

    private var hasNewer: Bool { pending.withLock { $0 != nil } }

    private func work() {
        while true {
            wake.wait()
            guard
                let job = pending.withLock({ job in
                    defer { job = nil }
                    return job
                })
            else { continue }
            switch job {
            case .kata(let kata, let generation, let mode):
                guard let result = check(kata, mode: mode) else { continue }
                events.post(.runFinished(generation: generation, result, at: Date()))
            case .everyKata(let katas, let generation):
                var rows: [CheckAllRow] = []
                for (index, kata) in katas.enumerated() {
                    // "checking Kata3 (3 of 9) · Building… [12/40]", then the row as it arrives.
                    let prefix = "checking \(kata.module) (\(index + 1) of \(katas.count)) · "
                    guard let result = check(kata, statusPrefix: prefix) else { break }
                    let row = CheckAllRow(
                        kata: kata, passing: result.passing, total: result.total,
                        problem: result.total == 0 ? result.lines.first : nil)
                    rows.append(row)
                    events.post(.checkedKata(generation: generation, row))
                }
                if rows.count == katas.count {
                    events.post(.checkedEveryKata(generation: generation, rows, at: Date()))
                }
            }
        }
    }

    /// One check, or nil when a newer job arrived before it finished.
    private func check(_ kata: Kata, mode: BuildMode = .exercises, statusPrefix: String = "")
        -> SessionResult?
    {
        let control = RunControl { [self] in hasNewer }
        do {
            let outcome = try checker.check(kata, mode: mode, statusPrefix: statusPrefix, control: control)
            if outcome.cancelled || hasNewer { return nil }
            var result = SessionResult(
                lines: outcome.lines, whole: outcome.whole, passing: outcome.passing, total: outcome.total,
                report: outcome.report)
            result.brief = outcome.report?.lines(title: "Last run", root: checker.workspace.root, limit: 3)
            return result
        } catch {
            return hasNewer ? nil : SessionResult(lines: [error.message], passing: 0, total: 0)
        }
    }
}

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

/// The live session's shell: reads keys, watches saves, performs the reducer's effects and
/// draws the screen. Everything it decides, `Session.reduce` decides.
public final class SessionLoop {
    public let workspace: Workspace
    public let store: ProgressStore
    public let events: EventQueue
    let runner: any SessionRunner
    let watcher: SaveWatcher
    /// Where the screen goes; nil draws nothing (the bench).
    let draw: ((String) -> Void)?
    let colour: Bool
    var rows: Int
    var columns: Int
    /// Asked again when the window changes size; nil keeps the size given.
    let measure: (() -> (rows: Int, columns: Int)?)?
    /// Hears every event after it is handled (the bench times the results).
    let observe: (@Sendable (SessionEvent, SessionState) -> Void)?
    public private(set) var state: SessionState

    public init(
        workspace: Workspace, store: ProgressStore, events: EventQueue, runner: any SessionRunner,
        state: SessionState, draw: ((String) -> Void)?, colour: Bool, rows: Int, columns: Int,
        measure: (() -> (rows: Int, columns: Int)?)? = nil,
        observe: (@Sendable (SessionEvent, SessionState) -> Void)? = nil
    ) {
        self.workspace = workspace
        self.store = store
        self.events = events
        self.runner = runner
        self.watcher = SaveWatcher(events: events)
        self.draw = draw
        self.colour = colour
        self.rows = rows
        self.columns = columns
        self.measure = measure
        self.observe = observe
        self.state = state
    }

    /// Runs until `q`, Ctrl-C, Ctrl-D, the end of input or a `.stop` event.
    public func run() {
        var stopping = false
        // The window's size first: the reducer pages by it.
        for effect in Session.reduce(&state, .size(rows: rows, columns: columns)) { perform(effect) }
        settle()
        var lastClock = Date.distantPast
        events.post(.started)
        while !state.quitting {
            // SIGINT from elsewhere, SIGTERM, SIGHUP: the interruption's flag, read every turn.
            if Interruption.shared.isRequested, !stopping {
                stopping = true
                events.post(.stop)
            }
            // The clock of an interview running in another terminal, looked up once a second.
            if Date().timeIntervalSince(lastClock) >= 1 {
                lastClock = Date()
                events.post(.clock(store.load().progress.interview, at: lastClock))
            }
            guard let event = events.next(timeout: 0.2) else { continue }
            var effects = Session.reduce(&state, event)
            if event == .resized, let size = measure?() {
                (rows, columns) = size
                effects = Session.reduce(&state, .size(rows: size.rows, columns: size.columns))
            }
            for effect in effects { perform(effect) }
            settle()
            observe?(event, state)
        }
    }

    /// Tells the logic how the screen now scrolls, when that changed: it pages by what is drawn.
    private func settle() {
        let viewport = SessionScreen.viewport(state)
        guard viewport != state.viewport else { return }
        for effect in Session.reduce(&state, .laidOut(viewport)) { perform(effect) }
    }

    /// Progress is history: a file that cannot be written never interrupts practice.
    private func record(_ change: (inout CandidateProgress) -> Void) {
        store.update(warn: { _ in }, change)
    }

    private func perform(_ effect: SessionEffect) {
        switch effect {
        case .run(let kata, let generation):
            runner.start(.kata(kata, generation: generation))
        case .checkEveryKata(let generation):
            runner.start(.everyKata(state.katas, generation: generation))
        case .watch(let kata):
            watcher.follow(kata.exerciseFolder)
        case .recordCheck(let kata, let passing, let total):
            record { $0.recordCheck(kata, passing: passing, total: total, at: Date()) }
        case .recordHints(let kata, let shown):
            record { $0.recordHints(kata, shown: shown, at: Date()) }
        case .recordReferenceSeen(let kata):
            record { $0.recordReferenceSeen(kata, at: Date()) }
        case .diff(let kata):
            events.post(.diffReady(SolutionView.diff(kata)))
        case .reset(let kata):
            let lines: [String]
            do {
                let reset = Reset(workspace: workspace, git: try Git(root: workspace.root))
                lines = try reset.run(kata, from: nil, now: Date())
            } catch {
                lines = [error.message]
            }
            events.post(.resetFinished(lines))
        case .render:
            guard let draw else { return }
            let screen = SessionScreen.lines(state, rows: rows, columns: columns, colour: colour, now: Date())
            // Home, each line over the old one with the rest of it erased, then everything below:
            // no blank frame between two screens, so no flicker while a build reports progress.
            draw("\u{1B}[H" + screen.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J")
        case .ask(let kata, let question):
            let answer = Asking(kata: kata).answer(question)
            record { $0.recordQuestion(kata, question, answered: answer, at: Date()) }
            events.post(.answered(question: question, answer))
        case .recordReveal(let behaviour, let how, let second):
            record { $0.interview?.reveal(behaviour, how: how, at: second) }
        case .quit:
            break
        }
    }
}
