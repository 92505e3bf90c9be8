import Foundation

/// A blind round's part of an interview round: the candidate works from the interviewer's words,
/// asks (`ask`, or `?` here) and is told (`m`, "what did I miss?", or a crash or hang inside a
/// behaviour). The screen shows counts, not names; the debrief scores every behaviour by what came
/// first: anticipated (it passed before anyone spoke of it), asked, or told. What the Prompt itself
/// states is given: it counts in none of the three, and is never pointed at as missed.
public struct BlindRound: Equatable, Sendable {
    /// Where the paths in a failure are said from: the workbook's folder.
    public var root: URL
    /// The behaviours the Prompt states (the sheet's "Given by the prompt").
    public var given: Set<Behaviour>
    /// Each behaviour's first pass, in seconds since the clock started.
    public var firstPassed: [Behaviour: Int] = [:]
    /// What was revealed, in order; asks from another terminal arrive with the clock's tick.
    public var revealed: [CandidateProgress.Reveal] = []
    /// Every question asked, with `?` here or `ask` from another terminal, in the order of the clock.
    public var questions: [CandidateProgress.Question] = []

    /// An earlier stage's rule a later stage's rule replaces (ASK.md's `replaces:`), by its
    /// sentence, with the stage that replaces it: from that stage on it is no standing rule.
    public var replaced: [String: Int] = [:]

    public init(root: URL, given: [Behaviour] = []) {
        self.root = root
        self.given = Set(given)
    }

    /// The round on `kata`: what its Prompt gives, and which of its rules later stages replace.
    public init(root: URL, kata: Kata) {
        self.init(root: root, given: kata.sheet.givenByThePrompt)
        replaced = kata.replacedRules
    }

    func isRevealed(_ behaviour: Behaviour) -> Bool {
        revealed.contains { $0.behaviour == behaviour.text && $0.suite == behaviour.suite }
    }

    /// The behaviours of a report, each with its test, in the README's order.
    static func behaviours(of report: CheckReport) -> [(behaviour: Behaviour, test: TestResult)] {
        report.tests.map { test in
            (Behaviour(suite: report.suiteNames[test.suiteID] ?? test.suiteID, text: test.displayName), test)
        }
    }

    /// Notes each behaviour that passes for the first time at `second`.
    mutating func passed(in report: CheckReport, at second: Int) {
        for (behaviour, test) in Self.behaviours(of: report) where test.passed && test.finished {
            if firstPassed[behaviour] == nil { firstPassed[behaviour] = second }
        }
    }

    /// The behaviours a crash or a hang happened in, not yet revealed: shown, they count as told.
    func culprits(in report: CheckReport) -> [Behaviour] {
        guard report.ending != .normally else { return [] }
        return whereItHappened(in: report).filter { !isRevealed($0) && !given.contains($0) }
    }

    /// The behaviours a crash or a hang happened in, revealed or not: the screen names them.
    func whereItHappened(in report: CheckReport) -> [Behaviour] {
        let named = report.culprit?.testIDs ?? []
        return Self.behaviours(of: report).filter {
            named.isEmpty ? !$0.test.finished : named.contains($0.test.id)
        }.map(\.behaviour)
    }

    /// What the running record adds: every reveal and question, including those `ask` made from
    /// another terminal after the last tick.
    mutating func merge(_ record: CandidateProgress.RunningInterview) {
        for reveal in record.revealed
        where !isRevealed(Behaviour(suite: reveal.suite, text: reveal.behaviour)) {
            revealed.append(reveal)
        }
        // The record holds this round's `?` questions too, recorded as they were asked: only the
        // ones it holds beyond those are new.
        var known = questions
        for question in record.questions {
            if let index = known.firstIndex(of: question) {
                known.remove(at: index)
            } else {
                questions.append(question)
            }
        }
        questions = questions.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
            .map(\.element)
    }

    /// The behaviours told, in the order they were; none the Prompt gave.
    var told: [Behaviour] {
        revealed.filter { $0.how == .told }.map { Behaviour(suite: $0.suite, text: $0.behaviour) }
            .filter { !given.contains($0) }
    }

    /// The score at the end: each of the kata's behaviours counted once, by what came first.
    /// One the Prompt gave, or that never passed and was never spoken of, counts in none of the three.
    func score(of kata: Kata) -> CandidateProgress.BlindScore {
        var score = CandidateProgress.BlindScore(
            anticipated: 0, asked: 0, told: 0, total: 0, questions: questions.count)
        let named = Set(questions.flatMap(\.answered))
        for behaviour in Set(Behaviour.all(in: kata.readme)) {
            score.total += 1
            let opened = named.contains(behaviour)
            if opened { score.opened += 1 }
            if given.contains(behaviour) {
                score.given += 1
                if opened { score.openedGiven += 1 }
                continue
            }
            let reveal = revealed.first { $0.behaviour == behaviour.text && $0.suite == behaviour.suite }
            if let pass = firstPassed[behaviour], pass < reveal?.at ?? .max {
                score.anticipated += 1
                if opened { score.openedAnticipated += 1 }
            } else if let reveal {
                if reveal.how == .asked { score.asked += 1 } else { score.told += 1 }
                if opened, reveal.how == .told { score.openedTold += 1 }
            }
        }
        return score
    }

    /// What the screen shows of a run: the count, and only the behaviours already revealed, each
    /// ✓ or ✗. A compile error is shown whole; a crash or a hang by its opening lines, which name
    /// the behaviour it happened in (counted as told). A rule a stage up to `stage` replaced is
    /// said to be replaced, and a pass of it is no tick: beside the rule that replaced it, a tick
    /// would read as a rule that still stands. A failure of it is still a ✗.
    func lines(for result: SessionResult, stage: Int? = nil) -> [String] {
        guard let report = result.report else { return result.lines }
        var lines = ["Last run: \(report.passing) of \(Words.count(report.total, "behaviour")) pass"]
        if report.ending != .normally {
            lines += [""] + result.lines.prefix { !$0.isEmpty }.dropFirst()
            lines += whereItHappened(in: report).map {
                "It happened in: \(CheckReport.named($0.text, suite: $0.suite))"
                    + (given.contains($0) ? " (the prompt states it)" : " (told)")
            }
        }
        let known = Self.behaviours(of: report).filter { isRevealed($0.behaviour) }
        if !known.isEmpty {
            lines += ["", "What you asked about or were told:"]
            lines += known.map { known in
                let passed = known.test.passed && known.test.finished
                guard let by = replaced[known.behaviour.text], by <= stage ?? 0 else {
                    return "\(passed ? "✓" : "✗") \(known.behaviour.text)"
                }
                return "\(passed ? "·" : "✗") \(known.behaviour.text) (replaced in stage \(by))"
            }
        }
        return lines
    }

    /// "What did I miss?": the behaviour the candidate most plausibly missed, with its failure and
    /// where it is, as an interviewer points at one thing; nil when there is none to show. Never one
    /// the Prompt states or one already revealed. Of the rest that fail, one in a suite where
    /// something passes, or passed during the round, comes first: that part is built, and a case
    /// of it was missed, where a suite with nothing passing is more likely not begun. Within that,
    /// the README's order, which goes from a suite's plain case to its edges.
    func missed(in result: SessionResult?) -> (behaviour: Behaviour, lines: [String])? {
        guard let report = result?.report else { return nil }
        let behaviours = Self.behaviours(of: report)
        let passing = behaviours.filter { $0.test.passed && $0.test.finished }.map(\.behaviour)
        let begun = Set((passing + firstPassed.keys).map(\.suite))
        let open = behaviours.filter {
            !passing.contains($0.behaviour) && !isRevealed($0.behaviour) && !given.contains($0.behaviour)
        }
        guard let (behaviour, test) = open.first(where: { begun.contains($0.behaviour.suite) }) ?? open.first
        else { return nil }
        var lines = ["What you missed: \(CheckReport.named(behaviour.text, suite: behaviour.suite))"]
        if let issue = test.issues.first {
            lines += CheckReport.issueLines(issue, indent: "  ", root: root, fileToOpen: report.fileToOpen)
        } else {
            lines.append("  (it did not finish: the run was cut short before it ended)")
        }
        return (behaviour, lines)
    }
}

/// A question the interviewer asked back about, and the topics offered, in the order numbered.
public struct AskBackPick: Equatable, Sendable {
    public var question: String
    public var topics: [String]
}

extension Session {
    /// A question being typed after `?` in a blind round: Enter asks it, Esc drops it.
    static func blindTyping(_ key: SessionKey, typed: String, _ state: inout SessionState) -> [SessionEffect]
    {
        switch key {
        case .enter:
            state.screen.mode = .result
            let question = typed.trimmingCharacters(in: .whitespaces)
            guard !question.isEmpty else { return [.render] }
            state.screen.awaiting = true
            return [.ask(state.kata, question: question), .render]
        case .escape:
            state.screen.mode = .result
            return [.render]
        case .backspace:
            state.screen.mode = .asking(typed: String(typed.dropLast()))
            return [.render]
        case .character(let character):
            state.screen.mode = .asking(typed: typed + String(character))
            return [.render]
        default:
            return []
        }
    }

    /// "What did I miss?": the behaviour most plausibly missed, told and recorded.
    static func blindMissed(_ state: inout SessionState) -> [SessionEffect] {
        guard let round = state.round, var blind = round.blind else { return [] }
        guard let (behaviour, lines) = blind.missed(in: state.result) else {
            state.screen.notice = [
                state.result?.report == nil
                    ? "Nothing has run yet: save code that builds, and m points at what fails first."
                    : "Every behaviour that fails is one the prompt states, or was asked about or told: the prompt "
                        + "and the ✓ and ✗ above are all there is."
            ]
            return [.render]
        }
        let second = round.second(at: state.clockNow)
        blind.revealed.append(
            CandidateProgress.Reveal(
                behaviour: behaviour.text, suite: behaviour.suite, how: .told, at: second))
        state.round?.blind = blind
        state.screen.notice = lines
        return [.recordReveal(behaviour, how: .told, at: second), .render]
    }

    /// A blind round's run: first passes noted, and a crash's or hang's behaviour told.
    static func blindRun(_ result: SessionResult, second: Int, _ state: inout SessionState) -> [SessionEffect]
    {
        guard var blind = state.round?.blind, let report = result.report else { return [] }
        blind.passed(in: report, at: second)
        var effects: [SessionEffect] = []
        for behaviour in blind.culprits(in: report) {
            blind.revealed.append(
                CandidateProgress.Reveal(
                    behaviour: behaviour.text, suite: behaviour.suite, how: .told, at: second))
            effects.append(.recordReveal(behaviour, how: .told, at: second))
        }
        state.round?.blind = blind
        return effects
    }

    /// A question typed in the round, answered: its behaviours count as asked, the answer is said
    /// under the result, and the question is kept, with its second, in the round and its record.
    static func blindAnswered(_ question: String, _ reply: AskReply, _ state: inout SessionState)
        -> [SessionEffect]
    {
        let behaviours = reply.behaviours
        state.screen.awaiting = false
        guard var blind = state.round?.blind, let round = state.round else { return [] }
        let second = round.second(at: state.clockNow)
        for behaviour in behaviours where !blind.isRevealed(behaviour) {
            blind.revealed.append(
                CandidateProgress.Reveal(
                    behaviour: behaviour.text, suite: behaviour.suite, how: .asked, at: second))
        }
        let asked = CandidateProgress.Question(text: question, at: second, answered: behaviours)
        blind.questions.append(asked)
        state.round?.blind = blind
        let said = reply.kind == .askBack ? AskReply.askBackPickLines(reply.topics) : reply.lines
        state.screen.notice = ["You asked: \u{201C}\(question)\u{201D}"] + said
        state.screen.answer = state.screen.notice
        state.screen.pick =
            reply.kind == .askBack ? AskBackPick(question: question, topics: reply.topics) : nil
        return [.recordQuestion(asked), .render]
    }

    /// The key after an ask-back: a topic's number asks the same question about that topic; any
    /// other key drops the pick and does what it always does (nil).
    static func blindPick(_ key: SessionKey, _ state: inout SessionState) -> [SessionEffect]? {
        guard let pick = state.screen.pick else { return nil }
        state.screen.pick = nil
        guard case .character(let digit) = key, let number = digit.wholeNumberValue,
            pick.topics.indices.contains(number - 1)
        else { return nil }
        state.screen.awaiting = true
        return [.ask(state.kata, question: pick.question, within: pick.topics[number - 1]), .render]
    }

    /// The running record, read once a second: what `ask` in another terminal revealed.
    static func blindSync(_ interview: CandidateProgress.RunningInterview?, _ state: inout SessionState) {
        guard let interview, let round = state.round, interview.startedAt == round.countdown.start else {
            return
        }
        state.round?.blind?.merge(interview)
    }
}
