import Foundation

/// `workbook hint N [--all]`: the next hint, recorded for the review schedule.
public struct HintCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "hint", kata: .required, switches: ["--all"], valued: [],
        summary: "the next hint for a kata (one more each time)",
        usage: "workbook hint <kata> [--all]",
        details: """
            Shows the kata's next hint from the interviewer's sheet, from a nudge to nearly the
            answer; each call shows one more. The hints you have seen are counted in your progress and interview record.

              --all   show every hint at once
            """)

    public var kata: String
    public var all: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(self.kata)
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

extension HintCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata ?? "", all: arguments.has("--all"))
    }
}
