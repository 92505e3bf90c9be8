import Foundation

/// Asking back, as an interviewer across the table does when a question could mean two things:
/// "Do you mean when the server fails, or what gets saved?". The choice is named by the topics
/// the Requirements group their rules under, in the README's order, never by a rule.
extension Asking {
    /// The most topics an interviewer offers to choose from.
    static let mostTopics = 3

    /// The reply to a question close to too many rules at once: which topic is meant, when they
    /// fall under two or three; "not sure" when under one, or more than three.
    func askBack(_ close: [Int]) -> AskReply {
        let suites = Set(close.flatMap { candidates[$0].behaviours.map(\.suite) })
        var topics: [String] = []
        for behaviour in candidates.flatMap(\.behaviours) where suites.contains(behaviour.suite) {
            let topic = Self.topic(behaviour.suite)
            if !topics.contains(topic) { topics.append(topic) }
        }
        guard (2...Self.mostTopics).contains(topics.count) else { return AskReply(kind: .unsure) }
        return AskReply(kind: .askBack, topics: topics)
    }

    /// A group's name as said aloud: "Stage 2 · Offline" is "offline", "Waiting between
    /// attempts" is "waiting between attempts".
    static func topic(_ suite: String) -> String {
        let name = suite.components(separatedBy: " · ").last ?? suite
        guard let first = name.first, name.dropFirst().first?.isUppercase != true else { return name }
        return first.lowercased() + name.dropFirst()
    }
}

/// The candidate's pick after an ask-back: the same question, answered among one topic's rules.
extension Asking {
    /// The interviewer with only the rules of `topic`, each word weighing what it weighs in the
    /// whole kata: a word every rule of the topic shares still says what it says among all.
    init(_ whole: Asking, within topic: String) {
        candidates = whole.candidates.compactMap { candidate in
            var kept = candidate
            kept.behaviours = candidate.behaviours.filter { Self.topic($0.suite) == topic }
            return kept.behaviours.isEmpty ? nil : kept
        }
        examples = whole.examples
        cases = whole.cases
        weights = whole.weights
        vocabulary = whole.vocabulary
        ruleWords = whole.ruleWords
    }

    /// The reply to `question` about `topic` alone: what the topic's rules make of it, or, where
    /// the question was too bare to reach a rule on its own, the topic's rules it came close to.
    public func reply(_ question: String, within topic: String) -> AskReply {
        let narrowed = Asking(self, within: topic)
        let reply = narrowed.reply(question)
        if reply.kind == .rules, !reply.behaviours.isEmpty { return reply }
        guard reply.kind == .unsure || reply.kind == .askBack else { return reply }
        let heard = cases.heard(question.folding(options: .diacriticInsensitive, locale: nil))
        let scored = narrowed.assess(ReadQuestion(heard)).matches.map(\.score)
        guard let top = scored.max(), top > 0 else { return AskReply(kind: .unsure) }
        let close = scored.indices.filter { scored[$0] >= top * Self.closeShare }
        guard close.count <= Self.mostNamed else { return AskReply(kind: .unsure) }
        return AskReply(kind: .rules, behaviours: close.flatMap { narrowed.candidates[$0].behaviours })
    }
}
