import Foundation

/// `workbook ask N "question"`: the interviewer's answer, the behaviours the question is about or
/// "Your call", recorded in a running interview on that kata.
public struct AskCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "ask", kata: .kataAndText, switches: [], valued: [],
        summary: "ask the interviewer a question about a kata",
        usage: "workbook ask <kata> \"<question>\"",
        details: """
            Answers as the interviewer would: the behaviours your question is about, as the
            README's Requirements word them, led by yes or no when you asked for one. A
            question about something the exercise leaves out (storage, screens, logging,
            tools) or about how you build it gets "Your call"; one it cannot tie to a rule
            says so and reveals nothing: ask again another way, or say what you assume. In a
            review round, whether a line of the change is right is for your review to judge.
            While an interview on that kata runs, the question and its answer are recorded,
            and each behaviour named counts as asked; outside one, nothing is recorded. In a
            live round the person across the table answers: `ask` says so and records nothing.
            """)

    public var kata: String
    public var question: String

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let now = Date()
        let interview = context.store.load().progress.interview
        // A staged round's interviewer answers from the stages reached so far.
        let kata = try context.workspace.kata(self.kata).asPlayed(in: interview, at: now)
        if let refusal = interview?.questionRefusal(for: kata, at: now) {
            throw WorkbookError(refusal)
        }
        let reply = Asking(kata: kata).reply(question)
        let answer = reply.behaviours
        for line in reply.lines { context.say(line) }
        guard let running = interview, running.kata == kata.folder,
            running.isRunning(at: now)
        else {
            context.say("(No interview on \(kata.module) is running, so nothing is recorded.)")
            return 0
        }
        var recorded = false
        var problems: [String] = []
        _ = context.store.update(
            warn: { problems.append($0) },
            { progress in
                recorded = progress.recordQuestion(kata, question, answered: answer, at: now)
            })
        for problem in problems { context.say(problem) }
        if recorded {
            context.say(
                "(Recorded in your \(kata.module) interview: "
                    + (answer.isEmpty
                        ? "no behaviour named.)" : "\(Words.count(answer.count, "behaviour")) asked.)"))
        }
        return 0
    }
}

extension AskCommand {
    /// The command as typed: the kata, then the question, which must have a word in it.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        let question = (arguments.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard question.contains(where: { $0.isLetter || $0.isNumber }) else {
            throw WorkbookError(
                "`ask` needs a question after the kata, e.g. `swift run workbook ask 2 \"Which time zone counts?\"`."
            )
        }
        self.init(kata: arguments.kata ?? "", question: question)
    }
}

extension CandidateProgress {
    /// Records a question asked about `kata` and its answer, each behaviour named as asked, when
    /// an interview on that kata is running at `now`. Returns whether it was recorded.
    @discardableResult
    public mutating func recordQuestion(
        _ kata: Kata, _ question: String, answered: [Behaviour], at now: Date
    ) -> Bool {
        guard var running = interview, running.kata == kata.folder, running.isRunning(at: now) else {
            return false
        }
        running.ask(question, answered: answered, at: running.second(at: now))
        interview = running
        return true
    }
}
