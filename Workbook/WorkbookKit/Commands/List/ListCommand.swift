import Foundation

/// `workbook list`: every kata with its progress and review date.
public enum ListCommand {
    public static func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let (progress, warning) = context.store.load()
        if let warning { context.say(warning) }
        let width = context.console.width
        context.console.say(
            wrapping: Listing.lines(
                katas: try context.workspace.katas(), progress: progress, now: Date(), width: width))
        return 0
    }
}
