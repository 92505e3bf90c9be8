import WorkbookKit

/// `workbook verify`: the maintainers' proof, every suite red on its stub and green on its reference.
public enum VerifyCommand {
    public static func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        // A candidate's solved katas are progress, not defects: the committed stubs are judged.
        let (judged, note) = try ShippedWorkbook.prepare(context.workspace)
        if let note { context.say(note) }
        let tool = try SwiftTool(workspace: judged)
        let holds = try Verify(workspace: judged, tool: tool, say: context.say).run()
        return holds ? 0 : 1
    }
}
