import Foundation

/// `workbook hint N [--all]`: the next hint, recorded for the review schedule.
public enum HintCommand {
    public static func run(_ name: String, all: Bool, in context: CommandContext) throws(WorkbookError)
        -> Int32
    {
        let kata = try context.workspace.kata(name)
        if let refusal = context.store.load().progress.interview?.refusal(for: kata, at: Date()) {
            throw WorkbookError(refusal)
        }
        // The next hint is the one after those recorded, read and recorded in one locked step, so
        // three `hint` commands at once show three hints and record all three. A progress file
        // that cannot be read or saved costs the record only: the hint is shown all the same.
        var revealed: (lines: [String], shown: Int) = ([], 0)
        var problems: [String] = []
        context.store.update(
            warn: { problems.append($0) },
            { progress in
                revealed = Hints.reveal(kata, alreadyShown: progress[kata].hintsShown, all: all)
                progress.recordHints(kata, shown: revealed.shown, at: Date())
            })
        for line in revealed.lines { context.say(line) }
        for problem in problems { context.say(problem) }
        return 0
    }
}
