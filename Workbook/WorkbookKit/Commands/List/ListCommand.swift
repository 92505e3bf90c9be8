import Foundation

/// `workbook list`: every kata with its progress and review date.
public struct ListCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "list", kata: .none, switches: [], valued: [],
        summary: "your progress on every kata (its grade and time in a wide window)",
        usage: "workbook [list]",
        details: """
            Lists every kata: number, title and your status (not started, n of m behaviours
            passing, or solved with your best interview time), then your overall progress. A
            staged round's count is of the stages it reached, and says so: "21 of 28
            behaviours passing · stage 2 of 4". A window wide enough also shows each kata's
            layer, grade (1-5) and minutes; a narrower one leaves them out, in that order,
            until every status fits (at 80 columns, a status longer than 15 characters).
            """)

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let (progress, warning) = context.store.load()
        if let warning { context.say(warning) }
        let width = context.console.width
        context.console.say(
            wrapping: Listing.lines(
                katas: try context.workspace.katas(), progress: progress, now: Date(), width: width))
        return 0
    }
}

extension ListCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init()
    }
}
