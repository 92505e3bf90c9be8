/// `workbook watch N [--solutions]`: the kata's suite again on every save, until Ctrl-C, which
/// exits from the interruption's handler: the watch itself never returns.
public struct WatchCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "watch", kata: .required, switches: ["--solutions"], valued: [],
        summary: "re-run check every time you save a file of the kata",
        usage: "workbook watch <kata> [--solutions]",
        details: """
            Runs check, then waits for a file under the kata's folder to change and runs it
            again, clearing the screen between runs; a save while a run builds or hangs starts
            it again at once. Ctrl-C stops watching.

              --solutions   watch the reference instead of your code
            """)

    public var kata: String
    public var solutions: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(self.kata)
        let tool = try context.swiftTool()
        Interruption.shared.respond(.exit(code: 0, message: "Stopped watching."))
        let checker = Checker(workspace: context.workspace, tool: tool, console: context.console)
        try Watch(checker: checker, store: context.store).run(kata, mode: solutions ? .solutions : .exercises)
    }
}

extension WatchCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata ?? "", solutions: arguments.has("--solutions"))
    }
}
