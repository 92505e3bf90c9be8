/// `workbook watch N [--solutions]`: the kata's suite again on every save, until Ctrl-C, which
/// exits from the interruption's handler: the watch itself never returns.
public enum WatchCommand {
    public static func run(_ name: String, solutions: Bool, in context: CommandContext) throws(WorkbookError)
        -> Int32
    {
        let kata = try context.workspace.kata(name)
        let tool = try context.swiftTool()
        Interruption.shared.respond(.exit(code: 0, message: "Stopped watching."))
        let checker = Checker(workspace: context.workspace, tool: tool, console: context.console)
        try Watch(checker: checker, store: context.store).run(kata, mode: solutions ? .solutions : .exercises)
    }
}
