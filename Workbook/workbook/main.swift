import Foundation
import MaintainerTools
import WorkbookKit

// The entry point only parses, locates the workbook and dispatches: each command's wiring
// (what it runs, prints and exits with) lives beside the command, in WorkbookKit/Commands,
// WorkbookKit/Session and MaintainerTools.

let console = Console.standard

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
        console.say(name.flatMap(CommandSpec.named).map(Help.command) ?? Help.tool)
        exit(0)
    }
    let context = try CommandContext.locate(options: options, console: console)
    let code: Int32
    switch command {
    case .help: code = 0
    case .session(let name): code = try SessionCommand.run(name, in: context)
    case .list: code = try ListCommand.run(in: context)
    case .check(let name, let solutions, let all):
        code = try CheckCommand.run(name, solutions: solutions, all: all, in: context)
    case .hint(let name, let all): code = try HintCommand.run(name, all: all, in: context)
    case .solution(let name, let diff, let yes):
        code = try SolutionCommand.run(name, diff: diff, yes: yes, in: context)
    case .reset(let name, let from, let undo):
        code = try ResetCommand.run(name, from: from, undo: undo, in: context)
    case .watch(let name, let solutions): code = try WatchCommand.run(name, solutions: solutions, in: context)
    case .interview(let name, let minutes, let interviewer, let debrief, let live):
        code = try InterviewCommand.run(
            name, minutes: minutes, interviewer: interviewer, debrief: debrief, live: live, in: context)
    case .history(let name, let markdown):
        code = try HistoryCommand.run(name, markdown: markdown, in: context)
    case .clean(let all): code = CleanCommand.run(all: all, in: context)
    case .bench(let name, let runs): code = try BenchCommand.run(name, runs: runs, in: context)
    case .verify: code = try VerifyCommand.run(in: context)
    case .mutants(let name): code = try MutantsCommand.run(name, in: context)
    }
    exit(code)
} catch {
    fail(error)
}
