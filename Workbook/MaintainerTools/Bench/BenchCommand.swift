import Foundation
import WorkbookKit

/// `workbook-dev bench N [--runs R]`: the edit → result loop's figures against the targets.
public struct BenchCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "bench", kata: .required, switches: [], valued: ["--runs"],
        summary: "measure the edit → result loop for a kata against a minimal package",
        usage: "workbook-dev bench <kata> [--runs <n>]",
        details: """
            Measures the median time from editing the kata's exercise file to the result for
            `swift test --filter <Kata>`, for `workbook check <kata>` and for the live session
            (save → result on its screen), and the same edit in a minimal one-file Swift Testing
            package (the floor), then prints the differences against the targets. Your file is
            restored afterwards.

              --runs <n>   timed runs of each (default 5)
            """)

    public var kata: String
    public var runs: Int

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(self.kata)
        let tool = try SwiftTool(workspace: context.workspace)
        // The edited file must be restored, so Ctrl-C only asks the bench to stop.
        Interruption.shared.respond(.requestStop)
        let me = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let figures = try Bench(tool: tool, console: context.console, workbook: me).run(kata, runs: runs)
        if Interruption.shared.isRequested {
            context.say("Stopped: the bench was interrupted, and the exercise files are restored.")
            return 130
        }
        for kind in figures {
            context.say("")
            for line in kind.lines(kata: kata) { context.say(line) }
        }
        return figures.allSatisfy(\.meetsTargets) ? 0 : 1
    }
}

extension BenchCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        try self.init(kata: arguments.kata ?? "", runs: arguments.number("--runs") ?? 5)
    }
}
