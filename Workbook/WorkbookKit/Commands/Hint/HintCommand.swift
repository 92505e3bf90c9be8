/// `workbook hint N [--all]`: the next hint, recorded for the review schedule.
public enum HintCommand {
    public static func run(_ name: String, all: Bool, in context: CommandContext) throws(WorkbookError)
        -> Int32
    {
        let kata = try context.workspace.kata(name)
        // The hint first; then, as well as it can, the record that it was shown.
        var (progress, warning) = context.store.load()
        if let warning { context.say(warning) }
        let revealed = Hints.reveal(kata, alreadyShown: progress[kata].hintsShown, all: all)
        for line in revealed.lines { context.say(line) }
        progress[kata].hintsShown = revealed.shown
        if let problem = context.store.save(progress) { context.say(problem) }
        return 0
    }
}
