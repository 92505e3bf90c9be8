import Foundation

/// `workbook reset N [--from REF] [--undo]`: the stub back, the candidate's work backed up first.
public enum ResetCommand {
    public static func run(_ name: String, from: String?, undo: Bool, in context: CommandContext)
        throws(WorkbookError) -> Int32
    {
        let kata = try context.workspace.kata(name)
        let reset = Reset(workspace: context.workspace, git: try Git(root: context.workspace.root))
        let lines = undo ? try reset.undo(kata, now: Date()) : try reset.run(kata, from: from, now: Date())
        for line in lines { context.say(line) }
        return 0
    }
}
