import Foundation
import WorkbookKit

/// `workbook-dev ask-eval FILE`: how well `ask` answers a labelled set of questions.
public struct AskEvalCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "ask-eval", kata: .name, switches: ["--misses"], valued: [],
        summary: "the maintainer's measure of ask on a labelled set of questions",
        usage: "workbook-dev ask-eval <file> [--misses]",
        details: """
            Reads a set of questions, each labelled with the behaviours it is about or
            `= (none)` (see the tests' development set for the format), asks each, and prints
            per kata and overall the three figures a candidate's trust rests on: of the
            questions some behaviour answers, how many got at least one right behaviour
            ("right") and how many got only behaviours they were not about ("only wrong"); of
            the questions no behaviour answers, how many revealed nothing. Then recall
            (labelled behaviours named) and precision (named behaviours labelled).

            A set in Workbook/AskedQuestions/ is measured with itself left out of what ask
            learns from; measure a new set once before it goes there.

              --misses   also list each question answered otherwise than labelled
            """)

    public var file: String
    public var misses: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let url = URL(fileURLWithPath: file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw WorkbookError("ask-eval cannot read \(url.path): give the path of a question set.")
        }
        let set = AskEvalSet(text: text)
        let workspace = context.workspace
        var askings: [String: Asking] = [:]
        let evaluation = AskEvaluation(set: set) { name, stage in
            guard let kata = workspace.kata(name, stage: stage) else { return nil }
            let asking = Asking(kata: kata, leavingOut: url)
            askings[stage.map { "\(name) · stage \($0)" } ?? name] = asking
            return (asking, Behaviour.all(in: kata.readme))
        }
        for (kata, score) in evaluation.perKata {
            context.say("\(kata): \(score.line)")
            guard misses, let asking = askings[kata] else { continue }
            for miss in score.misses {
                let right = miss.answered.filter(miss.labels.contains)
                let verdict =
                    miss.labels.isEmpty
                    ? "revealed" : miss.answered.isEmpty ? "unsure" : right.isEmpty ? "wrong" : "partly"
                context.say("  ? [\(verdict)] \(miss.question)" + (miss.labels.isEmpty ? "  = (none)" : ""))
                context.say("    " + asking.reply(miss.question).lines.joined(separator: " / "))
                context.say("    " + asking.explanation(miss.question))
                for label in miss.labels where !miss.answered.contains(label) {
                    context.say("    missed: \(label)")
                }
                for named in miss.answered where !miss.labels.contains(named) {
                    context.say("    extra:  \(named)")
                }
            }
        }
        context.say("Overall: \(evaluation.overall.line)")
        for problem in evaluation.problems { context.say("Note: \(problem)") }
        return 0
    }
}

extension AskEvalCommand {
    /// The command as typed: the file in the kata's place.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(file: arguments.kata ?? "", misses: arguments.has("--misses"))
    }
}

extension Workspace {
    /// The kata a labelled set's section asks about; a staged kata played up to the stage the
    /// section names, as the round's interviewer knew it then.
    public func kata(_ name: String, stage: Int?) -> Kata? {
        guard let whole = try? kata(name) else { return nil }
        guard let stage, !whole.stages.isEmpty else { return whole }
        return whole.reaching(stage: min(stage, whole.stages.count))
    }
}
