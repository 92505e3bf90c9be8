import Foundation

/// `workbook check N [--solutions] [--all]`: one run of one kata's suite, recorded as progress.
public enum CheckCommand {
    public static func run(
        _ name: String, solutions: Bool, all: Bool = false, in context: CommandContext
    ) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(name)
        let tool = try context.swiftTool()
        Interruption.shared.respond(.exit(code: 130, message: "Stopped: the check was interrupted."))
        let mode: BuildMode = solutions ? .solutions : .exercises
        let outcome = try Checker(workspace: context.workspace, tool: tool, console: context.console)
            .check(kata, mode: mode)
        context.console.say(wrapping: all ? outcome.wholeLines : outcome.lines)
        if mode == .exercises, let report = outcome.report {
            // Best effort: a progress file that cannot be saved never changes the tests' exit code.
            context.store.update(warn: context.say) {
                $0.recordCheck(kata, passing: report.passing, total: report.total, at: Date())
            }
        }
        return outcome.exitCode
    }
}
