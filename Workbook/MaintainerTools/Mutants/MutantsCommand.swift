import WorkbookKit

/// `workbook mutants [N]`: every catalogued mistake caught, every correct alternative accepted.
public enum MutantsCommand {
    public static func run(_ name: String?, in context: CommandContext) throws(WorkbookError) -> Int32 {
        var katas = try context.workspace.katas()
        if let name { katas = [try context.workspace.kata(name)] }
        let caught = try MutantRun(workspace: context.workspace, say: context.say).run(katas: katas)
        return caught ? 0 : 1
    }
}
