import Foundation
import MaintainerTools
import WorkbookKit

// The maintainers' executable: verify, mutants, bench, new and ask-eval, apart from the candidate's
// `workbook` so that a candidate compiles only what a candidate runs. Same parser, same options.

let console = Console.standard

func fail(_ error: WorkbookError) -> Never {
    console.clearStatus()
    TemporaryFiles.shared.removeAll()
    FileHandle.standardError.write(Data(("workbook-dev: " + error.message + "\n").utf8))
    exit(error.exitCode)
}

Interruption.shared.install(console: console)

let parser = CommandParser(MaintainerCommands.all)

do throws(WorkbookError) {
    let (options, arguments) = try GlobalOptions.extract(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
    guard !arguments.isEmpty else {
        console.say(Help.tool(parser.specs, for: .maintainers))
        exit(0)
    }
    switch try parser.parse(arguments) {
    case .help(let name):
        console.say(
            name.flatMap(parser.spec(named:)).map(Help.command) ?? Help.tool(parser.specs, for: .maintainers))
        exit(0)
    case .run(let command):
        let context = try CommandContext.locate(options: options, console: console)
        exit(try command.run(in: context))
    case .handOver:
        exit(2)  // workbook-dev hands nothing on
    }
} catch {
    fail(error)
}
