import WorkbookKit

/// How `ask` did on a set of questions. The three figures that say whether a candidate can trust
/// it: of the questions some behaviour answers, the share given at least one right behaviour and
/// the share given only wrong ones; of the questions no behaviour answers, the share that reveal
/// nothing. Recall and precision count behaviours rather than questions.
public struct AskScore: Sendable, Equatable {
    public var questions = 0
    /// Rules counted one by one, for recall and precision.
    public var rules = RuleCounts()
    /// Questions with at least one label, those answered with at least one of them, and those
    /// answered with behaviours none of which is labelled.
    public var answerable = 0
    public var answerableRight = 0
    public var answerableOnlyWrong = 0
    public var noneQuestions = 0
    public var noneYourCall = 0
    /// Questions answered by asking which topic is meant, right or wrong apart: they reveal no
    /// rule, and the candidate's next question decides.
    public var askedBack = 0
    /// Each question answered otherwise than labelled: the question, what it was labelled, what
    /// it was answered.
    public var misses: [(question: String, labels: [String], answered: [String])] = []

    /// The labels, those the answers named; the rules named, those that were labels.
    public struct RuleCounts: Sendable, Equatable {
        public var labelled = 0
        public var labelledNamed = 0
        public var named = 0
        public var namedLabelled = 0
    }

    public init() {}

    public static func == (left: AskScore, right: AskScore) -> Bool {
        left.questions == right.questions && left.rules == right.rules && left.answerable == right.answerable
            && left.answerableRight == right.answerableRight
            && left.answerableOnlyWrong == right.answerableOnlyWrong
            && left.noneQuestions == right.noneQuestions && left.noneYourCall == right.noneYourCall
    }

    public var recall: Double {
        rules.labelled == 0 ? 1 : Double(rules.labelledNamed) / Double(rules.labelled)
    }
    public var precision: Double { rules.named == 0 ? 1 : Double(rules.namedLabelled) / Double(rules.named) }
    /// Of the answerable questions, the share given a right behaviour.
    public var rightShare: Double { answerable == 0 ? 1 : Double(answerableRight) / Double(answerable) }
    /// Of the answerable questions, the share given only wrong behaviours.
    public var onlyWrongShare: Double {
        answerable == 0 ? 0 : Double(answerableOnlyWrong) / Double(answerable)
    }
    /// Of the unanswerable questions, the share that reveal nothing.
    public var nothingShare: Double { noneQuestions == 0 ? 1 : Double(noneYourCall) / Double(noneQuestions) }

    /// Scores one question: behaviours are compared by sentence, so one listed under two suites
    /// counts once.
    public mutating func add(question: String, labels: [String], answer: [Behaviour], askedBack: Bool = false)
    {
        if askedBack { self.askedBack += 1 }
        let expected = Set(labels)
        var answered: [String] = []
        for behaviour in answer where !answered.contains(behaviour.text) { answered.append(behaviour.text) }
        let right = answered.filter(expected.contains).count
        questions += 1
        rules.labelled += expected.count
        rules.labelledNamed += right
        rules.named += answered.count
        rules.namedLabelled += right
        if expected.isEmpty {
            noneQuestions += 1
            if answered.isEmpty { noneYourCall += 1 }
        } else {
            answerable += 1
            if right > 0 { answerableRight += 1 }
            if right == 0, !answered.isEmpty { answerableOnlyWrong += 1 }
        }
        if Set(answered) != expected { misses.append((question, labels, answered)) }
    }

    public mutating func add(_ other: AskScore) {
        questions += other.questions
        rules.labelled += other.rules.labelled
        rules.labelledNamed += other.rules.labelledNamed
        rules.named += other.rules.named
        rules.namedLabelled += other.rules.namedLabelled
        answerable += other.answerable
        answerableRight += other.answerableRight
        answerableOnlyWrong += other.answerableOnlyWrong
        noneQuestions += other.noneQuestions
        noneYourCall += other.noneYourCall
        askedBack += other.askedBack
        misses += other.misses
    }

    /// "12 questions · right 8/9 (89%) · only wrong 1/9 (11%) · nothing revealed 3/3 (100%) ·
    /// recall 8/10 (80%) · precision 8/9 (89%)"
    public var line: String {
        "\(questions) questions · right \(answerableRight)/\(answerable) (\(Self.percent(rightShare)))"
            + " · only wrong \(answerableOnlyWrong)/\(answerable) (\(Self.percent(onlyWrongShare)))"
            + " · nothing revealed \(noneYourCall)/\(noneQuestions) (\(Self.percent(nothingShare)))"
            + " · recall \(rules.labelledNamed)/\(rules.labelled) (\(Self.percent(recall)))"
            + " · precision \(rules.namedLabelled)/\(rules.named) (\(Self.percent(precision)))"
            + (askedBack > 0 ? " · asked back \(askedBack)" : "")
    }

    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}

/// Runs a set against the workbook's katas: a score per kata and overall, and the labels that
/// name no behaviour of their kata (mistakes in the set, left out of the score).
public struct AskEvaluation: Sendable {
    public var perKata: [(kata: String, score: AskScore)] = []
    public var overall = AskScore()
    public var problems: [String] = []

    /// `find` gives the interviewer of a kata, played up to a stage when one is given.
    public init(
        set: AskEvalSet,
        kata find: (_ kata: String, _ stage: Int?) -> (asking: Asking, behaviours: [Behaviour])?
    ) {
        problems = set.unread.map { "not read, \($0)" }
        for section in set.sections {
            guard let (asking, behaviours) = find(section.kata, section.stage) else {
                problems.append("\"# \(section.kata)\" names no kata: its questions are left out")
                continue
            }
            let sentences = Set(behaviours.map(\.text))
            var score = AskScore()
            for question in section.questions {
                let unknown = question.labels.filter { !sentences.contains($0) }
                for label in unknown {
                    problems.append("\(section.kata): \"\(label)\" is no behaviour of it (left out)")
                }
                let labels = question.labels.filter(sentences.contains)
                if labels.isEmpty, !unknown.isEmpty { continue }
                let reply = asking.reply(question.text)
                score.add(
                    question: question.text, labels: labels, answer: reply.behaviours,
                    askedBack: reply.kind == .askBack)
            }
            perKata.append((section.stage.map { "\(section.kata) · stage \($0)" } ?? section.kata, score))
            overall.add(score)
        }
    }
}
