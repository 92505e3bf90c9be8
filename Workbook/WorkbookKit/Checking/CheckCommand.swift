import Foundation

/// `workbook check N [--solutions] [--all]`: one run of one kata's suite, recorded as progress.
public struct CheckCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "check", kata: .required, switches: ["--solutions", "--all"], valued: [],
        summary: "run one kata's suite: what fails first, with where and why",
        usage: "workbook check <kata> [--solutions] [--all]",
        details: """
            Builds kata <kata> alone (with its tests and the shared fakes), runs its suite and
            prints the failing behaviours first, each with its first failed expectation (every
            failing case of a parameterised test named), its file and line and comments, then
            one line for the behaviours that pass. A compile error is shown trimmed to your own
            files; a run over the time limit (15 s once built, see --time-limit) is stopped and
            reported. Exits 0 only when every behaviour passes.

              --solutions   run the suite against the reference instead of your code: the way
                            to check yourself, since each tree keeps its own build
              --all         every failure of every case, then every behaviour ✓ or ✗ in the
                            README's order
            """)

    public var kata: String
    public var solutions: Bool
    /// Every failure and every behaviour, not each failing behaviour's first failure.
    public var all: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(self.kata)
        let tool = try context.swiftTool()
        Interruption.shared.respond(.exit(code: 130, message: "Stopped: the check was interrupted."))
        let mode: BuildMode = solutions ? .solutions : .exercises
        let outcome = try Checker(workspace: context.workspace, tool: tool, console: context.console)
            .check(kata, mode: mode)
        // In a blind round the suite's names are the interviewer's: the count, as the round shows it.
        if mode == .exercises, kata.inBlindRound {
            let result = SessionResult(
                lines: outcome.lines, passing: outcome.passing, total: outcome.total, report: outcome.report)
            context.console.say(wrapping: BlindRound(root: context.workspace.root).lines(for: result))
            context.say("(\(kata.module) is in a blind round: runs show counts, not names.)")
        } else {
            context.console.say(wrapping: all ? outcome.wholeLines : outcome.lines)
        }
        if mode == .exercises, let report = outcome.report {
            // Best effort: a progress file that cannot be saved never changes the tests' exit code.
            context.store.update(warn: context.say) {
                $0.recordCheck(kata, passing: report.passing, total: report.total, at: Date())
            }
        }
        return outcome.exitCode
    }
}

extension CheckCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(
            kata: arguments.kata ?? "", solutions: arguments.has("--solutions"), all: arguments.has("--all"))
    }
}
