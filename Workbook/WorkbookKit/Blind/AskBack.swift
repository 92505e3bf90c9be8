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
