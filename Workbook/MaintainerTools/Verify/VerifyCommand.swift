import WorkbookKit

/// `workbook verify`: the maintainers' proof, every suite red on its stub and green on its reference.
public enum VerifyCommand {
    public static func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let tool = try SwiftTool(workspace: context.workspace)
        let holds = try Verify(workspace: context.workspace, tool: tool, say: context.say).run()
        return holds ? 0 : 1
    }
}
