import Foundation
import Synchronization

/// The live session's shell: reads keys, watches saves, performs the reducer's effects and
/// draws the screen. Everything it decides, `Session.reduce` decides.
public final class SessionLoop {
    public let workspace: Workspace
    public let store: ProgressStore
    public let events: EventQueue
    let runner: any SessionRunner
    let watcher: SaveWatcher
    /// Where and how the screen is drawn; its size follows the window.
    var display: SessionDisplay
    /// Hears every event after it is handled (the bench times the results).
    let observe: (@Sendable (SessionEvent, SessionState) -> Void)?
    public private(set) var state: SessionState

    public init(
        workspace: Workspace, store: ProgressStore, events: EventQueue, runner: any SessionRunner,
        state: SessionState, display: SessionDisplay,
        observe: (@Sendable (SessionEvent, SessionState) -> Void)? = nil
    ) {
        self.workspace = workspace
        self.store = store
        self.events = events
        self.runner = runner
        self.watcher = SaveWatcher(events: events)
        self.display = display
        self.observe = observe
        self.state = state
    }

    /// Runs until `q`, Ctrl-C, Ctrl-D, the end of input or a `.stop` event.
    public func run() {
        var stopping = false
        // The window's size first: the reducer pages by it.
        for effect in Session.reduce(&state, .size(rows: display.rows, columns: display.columns)) {
            perform(effect)
        }
        settle()
        var lastClock = Date.distantPast
        events.post(.started)
        while !state.ending.quitting {
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
            if event == .resized, let size = display.measure?() {
                (display.rows, display.columns) = size
                effects = Session.reduce(&state, .size(rows: size.rows, columns: size.columns))
            }
            for effect in effects { perform(effect) }
            settle()
            observe?(event, state)
        }
        // However it ended, no check it started goes on after it: the run in flight and its
        // whole process tree end before the loop returns.
        runner.stop()
    }

    /// Tells the logic how the screen now scrolls, when that changed: it pages by what is drawn.
    private func settle() {
        let viewport = SessionScreen.viewport(state)
        guard viewport != state.screen.viewport else { return }
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
        case .stopCheckAll:
            runner.start(.halt)
        case .measureCheckAll:
            let built = CheckAllCost.measure(state.katas, root: workspace.root)
            events.post(.checkAllCost(CheckAllCost.question(state.katas, built: built)))
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
                record { $0.recordReset(kata, at: Date()) }
            } catch {
                lines = [error.message]
            }
            events.post(.resetFinished(lines))
        case .render:
            guard let draw = display.draw else { return }
            let screen = SessionScreen.lines(
                state, rows: display.rows, columns: display.columns, colour: display.colour, now: Date())
            // Home, each line over the old one with the rest of it erased, then everything below:
            // no blank frame between two screens, so no flicker while a build reports progress.
            draw("\u{1B}[H" + screen.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J")
        case .ask(let kata, let question, let topic):
            // The same interviewer as `ask` from another terminal: placed first, then answered.
            let asking = Asking(kata: kata)
            guard let topic else {
                return events.post(.answered(question: question, asking.reply(question)))
            }
            events.post(.answered(question: "\(question) (\(topic))", asking.reply(question, within: topic)))
        case .recordQuestion(let question):
            record { $0.interview?.ask(question.text, answered: question.answered, at: question.at) }
        case .recordReveal(let behaviour, let how, let second):
            record { $0.interview?.reveal(behaviour, how: how, at: second) }
        case .recordStage(let stage):
            record { $0.interview?.stage = stage }
            // The stage's words and Requirements come back into the README the candidate reads.
            let said: [String]
            do {
                said = try BlindFiles(workspace: workspace).reach(state.kata)
            } catch {
                said = [error.message]
            }
            if !said.isEmpty { events.post(.stageFilesSaid(said)) }
        case .quit:
            break
        }
    }
}
