import Foundation
import WorkbookKit

/// `workbook bench N [--runs R]`: the edit → result loop's figures against the targets.
public enum BenchCommand {
    public static func run(_ name: String, runs: Int, in context: CommandContext) throws(WorkbookError)
        -> Int32
    {
        let kata = try context.workspace.kata(name)
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
