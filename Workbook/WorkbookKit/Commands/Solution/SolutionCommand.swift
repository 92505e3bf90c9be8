/// `workbook solution N [--diff]`: the reference, or the candidate's files beside it.
public enum SolutionCommand {
    public static func run(_ name: String, diff: Bool, in context: CommandContext) throws(WorkbookError)
        -> Int32
    {
        let kata = try context.workspace.kata(name)
        let lines =
            diff ? SolutionView.diff(kata) : SolutionView.reference(kata, root: context.workspace.root)
        for line in lines { context.say(line) }
        return 0
    }
}
