/// One rule as the interviewer weighs it: its sentence, the words that place a question on it, and
/// what it grants or refuses.
extension Asking {
    struct Candidate: Sendable {
        /// The sentence, and each suite that lists it.
        var sentence: String
        var behaviours: [Behaviour]
        var sentenceStems: Set<String>
        var phrases: [[String]]
        /// What a yes-or-no question may propose, each with the answer the rule gives it.
        var verdicts: [(stems: Set<String>, lead: AskReply.Lead)]

        /// What the sentence says does not happen, or is absent ("cannot be cancelled": cancel),
        /// and what it says does.
        var denied: Set<String>
        var affirmed: Set<String>
        /// The earlier stages' rules this one overrides, by sentence (ASK.md's `replaces:`).
        var replaces: Set<String> = []
        /// What the sentence affirms outside its conditions: "the rule holds for the last good
        /// answer too, when it is shown offline" states no showing.
        var stated: Set<String> = []

        /// Whether the rule is about a failure, in its sentence or in a listed phrase.
        var fails: Bool {
            sentenceStems.contains(Asking.failure) || phrases.contains { $0.contains(Asking.failure) }
        }
    }
}
