import Foundation
import WorkbookKit

// The entry point only parses, locates the workbook and runs the command: each command is declared
// once, with its wiring (what it runs, prints and exits with), beside its logic in WorkbookKit; the
// list names them in order. The maintainers' commands are `workbook-dev`'s, handed on when typed here.

let console = Console.standard

func fail(_ error: WorkbookError) -> Never {
    console.clearStatus()
    TemporaryFiles.shared.removeAll()
    Console.standardError.say("workbook: " + error.message)
    exit(error.exitCode)
}

// Ctrl-C ends the running build or test run too, and says so in one sentence: no stack trace,
// and the progress file is only ever replaced whole, so it is never left half-written.
Interruption.shared.install(console: console)

let parser = CommandParser(CandidateCommands.all)
let typed = Array(CommandLine.arguments.dropFirst())

do throws(WorkbookError) {
    let (options, arguments) = try GlobalOptions.extract(
        typed, environment: ProcessInfo.processInfo.environment)
    if let name = DevToolHandOver.command(in: arguments) {
        let context = try CommandContext.locate(options: options, console: console)
        console.say("(\(name) is a maintainer's command: running `swift run workbook-dev \(name)`.)")
        fail(DevToolHandOver.handOver(typed, root: context.workspace.root))
    }
    switch try parser.parse(arguments) {
    case .help(let name):
        console.say(name.flatMap(parser.spec(named:)).map(Help.command) ?? Help.tool(parser.specs))
        exit(0)
    case .run(let command):
        let context = try CommandContext.locate(options: options, console: console)
        exit(try command.run(in: context))
    }
} catch {
    fail(error)
}
