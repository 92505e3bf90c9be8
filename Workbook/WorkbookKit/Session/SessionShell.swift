import Foundation

/// What every loop that re-runs a suite on save is made of: one event queue, a runner whose
/// checker reports its build's progress as status events, and a watcher on the kata's folder.
/// The live session, an interview round and `watch` each take one.
public struct SessionParts: Sendable {
    public let events: EventQueue
    public let runner: CheckerRunner

    public init(workspace: Workspace, tool: SwiftTool, audience: Audience = .session) {
        let events = EventQueue()
        // The build's progress goes to the status line, as an event, never over the screen.
        let statusConsole = Console(isInteractive: true) { text in
            let shown = text.replacingOccurrences(of: "\r\u{1B}[2K", with: "").trimmingCharacters(
                in: .newlines)
            if !shown.isEmpty { events.post(.status(shown)) }
        }
        self.events = events
        self.runner = CheckerRunner(
            checker: Checker(workspace: workspace, tool: tool, console: statusConsole, audience: audience),
            events: events)
    }
}

/// Runs the session's loop in the terminal: raw mode, keys, the window's size and its changes;
/// gives the terminal back as it was, and ends what the runs started, before returning.
public enum SessionShell {
    public static func runInTerminal(
        workspace: Workspace, store: ProgressStore, parts: SessionParts, state: SessionState
    ) -> SessionState {
        let events = parts.events
        // Ctrl-C is a key in raw mode. A SIGINT sent from elsewhere, SIGTERM or SIGHUP only raise
        // the interruption's flag, which the loop reads: it ends as `q` does, so the terminal is
        // put back. A new window size is drawn again.
        Interruption.shared.respond(.requestStop)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resize.setEventHandler { events.post(.resized) }
        resize.resume()
        let size = Terminal.size()
        Terminal.enterRawMode()
        let loop = SessionLoop(
            workspace: workspace, store: store, events: events, runner: parts.runner, state: state,
            display: SessionDisplay(
                draw: { screen in Console.emit(screen, to: .standardOutput) },
                colour: SessionScreen.usesColour(
                    isTerminal: true, environment: ProcessInfo.processInfo.environment),
                rows: size?.rows ?? 40, columns: size?.columns ?? 100, measure: Terminal.size))
        let keys = KeyReader(events: events)
        loop.run()
        keys.stop()
        RunningChildren.shared.interruptAll()
        // A clean screen for what is said after (a round's result and debrief).
        Console.emit("\u{1B}[H\u{1B}[J", to: .standardOutput)
        Terminal.restore()
        resize.cancel()
        return loop.state
    }

    /// The same loop with no screen to draw on (a pipe, a log): `show` gets each run's lines.
    public static func runPlain(
        workspace: Workspace, store: ProgressStore, parts: SessionParts, state: SessionState,
        show: @escaping @Sendable ([String]) -> Void
    ) -> SessionState {
        Interruption.shared.respond(.requestStop)
        let loop = SessionLoop(
            workspace: workspace, store: store, events: parts.events, runner: parts.runner, state: state,
            display: .headless,
            observe: { event, state in
                if case .runFinished(_, let result, _) = event { show(result.lines + [""]) }
                let stage = StageWords.arrived(on: event, in: state)
                if !stage.isEmpty { show(stage + [""]) }
            })
        loop.run()
        RunningChildren.shared.interruptAll()
        return loop.state
    }
}
