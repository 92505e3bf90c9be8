import Foundation
import WorkbookKit

let console = Console.standard

func say(_ line: String) {
    console.say(line)
}

func fail(_ error: WorkbookError) -> Never {
    console.clearStatus()
    TemporaryFiles.shared.removeAll()
    FileHandle.standardError.write(Data(("workbook: " + error.message + "\n").utf8))
    exit(error.exitCode)
}

// Ctrl-C ends the running build or test run too, and says so in one sentence: no stack trace,
// and the progress file is only ever replaced whole, so it is never left half-written.
Interruption.shared.install(console: console)

do throws(WorkbookError) {
    let (options, arguments) = try GlobalOptions.extract(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    let command = try Command.parse(arguments)
    if case .help(let name) = command {
        say(name.flatMap(CommandSpec.named).map(Help.command) ?? Help.tool)
        exit(0)
    }
    let workspace = try Workspace.locate(
        packagePath: options.packagePath,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        executable: Bundle.main.executableURL)
    let store = ProgressStore(workspace: workspace)
    /// The `swift` tool, with the test time limit the command line or the environment set.
    func swiftTool() throws(WorkbookError) -> SwiftTool {
        var tool = try SwiftTool(workspace: workspace)
        tool.testTimeLimit = options.timeLimit ?? SwiftTool.defaultTestTimeLimit
        return tool
    }

    switch command {
    case .help:
        exit(0)

    case .session(let name):
        let (progress, warning) = store.load()
        let katas = try workspace.katas()
        guard Terminal.isInteractive, !katas.isEmpty else {
            if let warning { say(warning) }
            for line in Listing.lines(katas: katas, progress: progress, now: Date()) { say(line) }
            if name != nil {
                say("The live session needs a terminal: run it in one, or use check and watch.")
            }
            exit(0)
        }
        let asked = try name.map { name throws(WorkbookError) in try workspace.kata(name) }
        let tool = try swiftTool()
        let events = EventQueue()
        // Build progress goes to the session's status line, not over its screen.
        let statusConsole = Console(isInteractive: true) { text in
            let shown = text.replacingOccurrences(of: "\r\u{1B}[2K", with: "")
                .trimmingCharacters(in: .newlines)
            if !shown.isEmpty { events.post(.status(shown)) }
        }
        let runner = CheckerRunner(
            checker: Checker(workspace: workspace, tool: tool, console: statusConsole), events: events)
        let state = SessionState(
            katas: katas, current: SessionState.startIndex(katas: katas, progress: progress, asked: asked),
            progress: progress)
        // Ctrl-C is a key in raw mode. A SIGINT sent from elsewhere, SIGTERM or SIGHUP only raise
        // the interruption's flag, which the session's loop reads: it ends as `q` does, so the
        // terminal is put back. A new window size is drawn again.
        Interruption.shared.respond(.requestStop)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        resize.setEventHandler { events.post(.resized) }
        resize.resume()
        let size = Terminal.size()
        Terminal.enterRawMode()
        let loop = SessionLoop(
            workspace: workspace, store: store, events: events, runner: runner, state: state,
            draw: { screen in FileHandle.standardOutput.write(Data(screen.utf8)) },
            colour: SessionScreen.usesColour(
                isTerminal: true, environment: ProcessInfo.processInfo.environment),
            rows: size?.rows ?? 40, columns: size?.columns ?? 100, measure: Terminal.size)
        Thread {
            while let byte = Terminal.readByte() { events.post(.key(SessionKey.decode(byte))) }
            events.post(.key(.endOfInput))
        }.start()
        loop.run()
        RunningChildren.shared.interruptAll()
        Terminal.restore()
        withExtendedLifetime(resize) {}
        let solved = katas.filter { loop.state.progress.isSolved($0) }.count
        say("")
        say(
            "Session over: \(solved) of \(katas.count) katas solved. `swift run workbook` picks up where you left off."
        )
        exit(0)

    case .list:
        let (progress, warning) = store.load()
        if let warning { say(warning) }
        for line in Listing.lines(katas: try workspace.katas(), progress: progress, now: Date()) { say(line) }

    case .check(let name, let solutions):
        let kata = try workspace.kata(name)
        let tool = try swiftTool()
        Interruption.shared.respond(.exit(code: 130, message: "Stopped: the check was interrupted."))
        let mode: BuildMode = solutions ? .solutions : .exercises
        let outcome = try Checker(workspace: workspace, tool: tool, console: console).check(kata, mode: mode)
        for line in outcome.lines { say(line) }
        if mode == .exercises, let report = outcome.report {
            // Best effort: a progress file that cannot be saved never changes the tests' exit code.
            store.update(warn: say) {
                $0.recordCheck(kata, passing: report.passing, total: report.total, at: Date())
            }
        }
        exit(outcome.exitCode)

    case .hint(let name, let all):
        let kata = try workspace.kata(name)
        // The hint first; then, as well as it can, the record that it was shown.
        var (progress, warning) = store.load()
        if let warning { say(warning) }
        let revealed = Hints.reveal(kata, alreadyShown: progress[kata].hintsShown, all: all)
        for line in revealed.lines { say(line) }
        progress[kata].hintsShown = revealed.shown
        if let problem = store.save(progress) { say(problem) }

    case .solution(let name, let diff):
        let kata = try workspace.kata(name)
        let lines = diff ? SolutionView.diff(kata) : SolutionView.reference(kata, root: workspace.root)
        for line in lines { say(line) }

    case .reset(let name, let from, let undo):
        let kata = try workspace.kata(name)
        let reset = Reset(workspace: workspace, git: try Git(root: workspace.root))
        let lines = undo ? try reset.undo(kata, now: Date()) : try reset.run(kata, from: from, now: Date())
        for line in lines { say(line) }

    case .watch(let name, let solutions):
        let kata = try workspace.kata(name)
        let tool = try swiftTool()
        Interruption.shared.respond(.exit(code: 0, message: "Stopped watching."))
        let checker = Checker(workspace: workspace, tool: tool, console: console)
        try Watch(checker: checker, store: store).run(kata, mode: solutions ? .solutions : .exercises)

    case .interview(let name, let minutes, let interviewer):
        let (progress, warning) = store.load()
        if let warning { say(warning) }
        let kata: Kata
        if let name {
            kata = try workspace.kata(name)
        } else if let picked = InterviewPicker.pick(
            from: try workspace.katas(), progress: progress, now: Date())
        {
            kata = picked
        } else {
            throw WorkbookError("There are no katas under Katas/ to interview on.")
        }
        if interviewer {
            let minutes = minutes ?? (kata.minutes > 0 ? kata.minutes : 15)
            for line in InterviewText.interviewerSheet(kata, minutes: minutes) { say(line) }
            exit(0)
        }
        let tool = try swiftTool()
        Interruption.shared.respond(.requestStop)
        let checker = Checker(workspace: workspace, tool: tool, console: console)
        let minutes = minutes ?? (kata.minutes > 0 ? kata.minutes : 15)
        let end = try Interview(checker: checker, store: store).run(kata, minutes: minutes)
        exit(end == .timeUp ? 1 : 0)

    case .bench(let name, let runs):
        let kata = try workspace.kata(name)
        let tool = try SwiftTool(workspace: workspace)
        // The edited file must be restored, so Ctrl-C only asks the bench to stop.
        Interruption.shared.respond(.requestStop)
        let me = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let figures = try Bench(tool: tool, console: console, workbook: me).run(kata, runs: runs)
        if Interruption.shared.isRequested {
            say("Stopped: the bench was interrupted, and the exercise file is restored.")
            exit(130)
        }
        say("")
        for line in figures.lines(kata: kata) { say(line) }
        exit(figures.meetsTargets ? 0 : 1)

    case .verify:
        let tool = try SwiftTool(workspace: workspace)
        let holds = try Verify(workspace: workspace, tool: tool, say: say).run()
        exit(holds ? 0 : 1)

    case .mutants(let name):
        var katas = try workspace.katas()
        if let name { katas = [try workspace.kata(name)] }
        let caught = try MutantRun(workspace: workspace, say: say).run(katas: katas)
        exit(caught ? 0 : 1)
    }
} catch {
    fail(error)
}
