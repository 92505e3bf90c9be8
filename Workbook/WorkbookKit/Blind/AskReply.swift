/// What the interviewer says to one question: the rules it is about, led as the question asks
/// (yes or no to a yes-or-no question, the rule itself to an either-or or an open one), or one
/// line that reveals nothing.
public struct AskReply: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The rules in `behaviours` answer it.
        case rules
        /// No rule is close enough to be sure.
        case unsure
        /// About technology, screens or tools the exercise leaves out.
        case outside
        /// About how the candidate builds it, which the suite leaves open.
        case design
        /// Close to rules of two or three topics at once: the interviewer asks which one is
        /// meant, naming the topics in `topics` and none of the rules.
        case askBack
        /// In a review round, what only the review can judge: whether a line of the change is a
        /// slip is the candidate's finding, not the interviewer's to give.
        case judge
    }

    /// How the first rule is led: "Yes:", "No:", or "The rule:" alone.
    public enum Lead: Sendable, Equatable {
        case yes, no, rule
    }

    public var kind: Kind
    public var lead: Lead
    /// The rules named, the one that decides first; each once for every suite that lists it.
    public var behaviours: [Behaviour]
    /// What an answer that asks back offers to choose from: the Requirements' group names.
    public var topics: [String]

    public init(kind: Kind, lead: Lead = .rule, behaviours: [Behaviour] = [], topics: [String] = []) {
        self.kind = kind
        self.lead = lead
        self.behaviours = behaviours
        self.topics = topics
    }

    /// "Do you mean retrying transient failures, or waiting between attempts?", for `ask` in
    /// another terminal: the candidate asks again, naming the topic.
    public static func askBackLine(_ topics: [String]) -> String {
        let named =
            topics.dropLast().joined(separator: ", ") + (topics.count > 1 ? ", or " : "")
            + (topics.last ?? "")
        return "Do you mean \(named)? Ask again, naming the one you mean."
    }

    /// The same question at `?`, where one key picks: a topic a line, however long its name.
    public static func askBackPickLines(_ topics: [String]) -> [String] {
        ["Do you mean:"] + topics.enumerated().map { "  \($0.offset + 1) \($0.element)" }
            + ["Press its number; any other key goes on."]
    }

    /// Said where no rule is placed: the candidate often named their case clearly, so the line
    /// asks for other words, or an assumption said aloud, never for "the case" again.
    public static let unsureLine =
        "I can't tie that to a rule of this exercise: ask again another way, or say what you assume."
    public static let outsideLine = "Your call: that is outside this exercise; say what you assume."
    public static let designLine = "Your call: how you build it is up to you; say what you choose."
    public static let judgeLine =
        "That is for your review to judge: flag it with where and why, or let it stand."

    /// The interviewer's words: a rule per line, worded as the README's Requirements word it,
    /// with the suites that list it; the first led by yes or no when the question asked for one,
    /// the others by "Also".
    public var lines: [String] {
        switch kind {
        case .unsure: return [Self.unsureLine]
        case .outside: return [Self.outsideLine]
        case .design: return [Self.designLine]
        case .judge: return [Self.judgeLine]
        case .askBack: return [Self.askBackLine(topics)]
        case .rules: break
        }
        var sentences: [String] = []
        var suites: [String: [String]] = [:]
        for behaviour in behaviours {
            if !sentences.contains(behaviour.text) { sentences.append(behaviour.text) }
            suites[behaviour.text, default: []].append(behaviour.suite)
        }
        // The rule's words stay the README's, word for word: only the lead is the interviewer's.
        return sentences.enumerated().map { index, sentence in
            let told = "\(sentence) (\(suites[sentence, default: []].joined(separator: "; ")))"
            switch (index, lead) {
            case (0, .yes): return "Yes: " + told
            case (0, .no): return "No: " + told
            case (0, .rule): return "The rule: " + told
            default: return "Also: " + told
            }
        }
    }
}

/// What a question asks for, read from its words alone.
enum QuestionForm: Sendable, Equatable {
    /// "Can a shipped order be cancelled?": yes or no.
    case yesNo
    /// "Nil or an empty list?": the rule that decides.
    case eitherOr
    /// "What happens when …?": the rule.
    case open

    init(_ question: String) {
        let words = Asking.words(question)
        let joined = " " + words.joined(separator: " ") + " "
        let alternatives =
            words.indices.contains { index in
                ["or", "vs", "versus"].contains(words[index])
                    && !(index + 1 < words.count && words[index + 1] == "not")
            } || [" rather than ", " instead of "].contains(where: joined.contains)
        if alternatives {
            self = .eitherOr
            return
        }
        // A clause that opens with an auxiliary asks yes or no, wherever it stands: "If the
        // cache is empty, do we show nothing?"
        let clauses = question.split(whereSeparator: { ",;:?!()\u{2014}\u{2013}".contains($0) })
            .map { Asking.words(String($0)) }
        let asking = clauses.contains { clause in
            guard let first = clause.first else { return false }
            return Self.auxiliaries.contains(first)
        }
        let tagged = Asking.isAssumption(question)
        self = asking || tagged ? .yesNo : .open
    }

    static let auxiliaries: Set<String> = [
        "is", "are", "was", "were", "do", "does", "did", "should", "shall", "can", "could", "will",
        "would", "must", "may", "might", "has", "have", "had", "isnt", "arent", "doesnt", "dont",
        "shouldnt", "cant", "wont", "wouldnt",
    ]
}

extension Asking {
    /// The lines for behaviours named without the question at hand (a round's screen): each rule
    /// as the README words it, with its suites, and no yes or no, which only the question decides.
    public static func lines(for answer: [Behaviour]) -> [String] {
        guard !answer.isEmpty else { return [yourCall] }
        return AskReply(kind: .rules, behaviours: answer).lines
    }

    public static let yourCall = "Your call: say what you assume."
}
