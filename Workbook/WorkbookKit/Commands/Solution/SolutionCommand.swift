import Foundation

/// `workbook solution N [--diff] [--yes]`: the reference, or the candidate's files beside it.
/// While the candidate's code does not pass, the reference gives the answer away: the command asks
/// first (or wants `--yes` when nobody can answer), and the look is recorded like a hint.
public struct SolutionCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "solution", kata: .required, switches: ["--diff", "--yes"], valued: [],
        summary: "show the reference, or a diff from your code to it",
        usage: "workbook solution <kata> [--diff] [--yes]",
        details: """
            Prints the reference solution's files for the kata: the code you write, never the
            interviewer's sheet. While your code does not pass, it asks first, and a look is
            recorded like a hint (the kata comes back for review sooner).

              --diff   print a unified diff from your files to the reference instead
              --yes    do not ask (needed when the command runs without a terminal)
            """)

    public var kata: String
    public var diff: Bool
    public var yes: Bool
    /// Asks the candidate whether to give the answer away; nil when nobody can answer. Nil asks
    /// on the terminal, through the command's console.
    public var ask: (@Sendable (String) -> String?)?

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(self.kata)
        let (progress, _) = context.store.load()
        if let refusal = progress.interview?.refusal(for: kata, at: Date()) { throw WorkbookError(refusal) }
        let givesAway = !progress.passesAtLastCheck(kata)
        if givesAway && !yes {
            let question = SolutionView.question(kata)
            let answer: String?
            if let ask {
                answer = ask(question)
            } else {
                answer = Self.askOnTerminal(question, console: context.console)
            }
            // Nobody to answer: the sentence goes to standard error, as every refusal does, so a
            // diff piped into `patch` shows it instead of feeding it to the patch.
            guard let answer else { throw WorkbookError(SolutionView.needsYes(kata, diff: diff)) }
            guard SolutionView.isYes(answer) else {
                context.say(
                    "Nothing shown. \(kata.module) is yours to finish; a hint may be enough: h in the session, or "
                        + "`swift run workbook hint \(kata.number)`.")
                return 0
            }
        }
        if givesAway {
            var problems: [String] = []
            context.store.update(warn: { problems.append($0) }, { $0.recordReferenceSeen(kata, at: Date()) })
            for problem in problems { context.say(problem) }
        }
        if diff {
            context.console.say(wrapping: SolutionView.diff(kata))
            return 0
        }
        for part in SolutionView.referenceParts(kata) {
            if part.isCode {
                context.console.say(code: part.lines)
            } else {
                context.console.say(wrapping: part.lines)
            }
        }
        return 0
    }

    /// Two commands are the same when they were typed the same: how they ask is not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kata == rhs.kata && lhs.diff == rhs.diff && lhs.yes == rhs.yes
    }

    /// Asks on the terminal, folded to it like every line, and reads one key; nil when nobody is
    /// there to answer.
    public static func askOnTerminal(_ question: String, console: Console) -> String? {
        guard Terminal.isInteractive else { return nil }
        console.ask(question)
        return Terminal.readKey() ?? ""
    }
}

extension SolutionCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata ?? "", diff: arguments.has("--diff"), yes: arguments.has("--yes"))
    }
}
