import WorkbookKit

/// `workbook-dev verify`: the maintainers' proof, every suite red on its stub and green on its reference.
public struct VerifyCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "verify", kata: .none, switches: [], valued: [],
        summary: "the maintainer's proof: every suite red on its stub, green on its reference",
        usage: "workbook-dev verify",
        details: """
            Builds both trees and proves, for every kata, that its suite fails on the untouched
            stub and passes on the reference, that `--filter KataNTests` selects exactly that
            kata (both halves of its suite), that its README is complete and gives away no hint,
            follow-up or talking point, and that its interviewer's sheet
            (Solutions/<kata>/INTERVIEWER.md) is complete.
            Says first how long it takes (about \(VerifyProgress.measured.minutes) minutes, measured),
            then each step as it begins, and never goes more than a few seconds without a word.
            Exits 0 only when everything holds.
            """)

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        // A candidate's solved katas are progress, not defects: the committed stubs are judged.
        let (judged, note) = try ShippedWorkbook.prepare(context.workspace)
        if let note { context.say(note) }
        let tool = try SwiftTool(workspace: judged)
        var verify = Verify(workspace: judged, tool: tool, say: context.say)
        verify.console = context.console
        let holds = try verify.run()
        return holds ? 0 : 1
    }
}

extension VerifyCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init()
    }
}
