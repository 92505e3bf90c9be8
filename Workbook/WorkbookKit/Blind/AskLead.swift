/// How the interviewer leads an answer: "Yes" or "No" when a yes-or-no question proposes what the
/// rule grants or refuses, the rule alone otherwise. Never "Yes" before a rule that says no.
extension Asking {
    /// "Yes" or "No" when the question asks for one and proposes something the rule grants or
    /// refuses; the rule alone otherwise. What decides, first to last: a phrase ASK.md lists under
    /// `yes:` or `no:`; else what the question proposes to do ("cancel", "retry", "hide") against
    /// the rule's sentence, which may deny it ("cannot be cancelled") or say its opposite ("shows"
    /// against "hide"): "No". A sentence that merely shares the verb ("a failed refresh signs
    /// out" to "Do we refresh…?") proves no "Yes". A question that itself says "not" is answered
    /// with the rule alone: a bare yes or no to it could be read either way; so is one whose listed
    /// phrases disagree.
    func lead(_ question: String, asked: Set<String>, rule: Candidate, bare: Bool = false) -> AskReply.Lead {
        guard bare || QuestionForm(question) == .yesNo else { return .rule }
        let negated = Self.words(question).contains {
            $0 == "not" || $0 == "never" || Self.negatedAuxiliaries.contains($0)
        }
        // An assumption put as "…, right?" says which way it leans: "a shipped order can't be
        // cancelled, right?" is confirmed by a rule that denies the cancelling.
        if negated, Self.isAssumption(question) {
            let denied = Set(
                Self.stems(Self.lastSentence(question)).filter(Self.isAbsence).map(Self.absentIdea)
            )
            .intersection(Self.decisions)
            if !denied.isEmpty, denied.isSubset(of: rule.denied) { return .yes }
            // "No" only when the rule is about all the question names: "the quantity doesn't show,
            // right?" is not refused by a rule that shows what was bought.
            let named = Set(Self.stems(Self.lastSentence(question))).filter {
                !Self.isAbsence($0) && !Self.everyday.contains($0) && !$0.contains(where: \.isNumber)
            }
            let ruleWords = rule.sentenceStems.union(rule.phrases.flatMap { $0 })
            if !denied.isEmpty, !denied.isDisjoint(with: rule.affirmed), named.isSubset(of: ruleWords) {
                return .no
            }
        }
        guard !negated else { return .rule }
        // The question's conditions ("when the delete fails") describe its case, not what it
        // proposes: a listed phrase is looked for in the rest first.
        // A sentence before the last sets the scene ("One caller is cancelled. The refresh goes
        // on, yes?"): only the last one proposes.
        let last = Self.lastSentence(question)
        let main = Set(Self.stems(Self.withoutConditions(last)))
        for words in [main, last == question ? asked : Set(Self.stems(last))] {
            // A phrase found only in the conditions says nothing of what is proposed.
            let listed = rule.verdicts.filter {
                $0.stems.isSubset(of: words) && !$0.stems.isDisjoint(with: main)
            }
            guard let decisive = listed.max(by: { $0.stems.count < $1.stems.count }) else { continue }
            let disagree = listed.contains {
                $0.lead != decisive.lead && $0.stems.count == decisive.stems.count
            }
            return disagree ? .rule : decisive.lead
        }
        // So do its own absences ("nothing stored").
        let missing = Set(main.filter(Self.isAbsence).map(Self.absentIdea))
        let proposed = main.filter { !Self.isAbsence($0) && !missing.contains($0) }
            .intersection(Self.decisions)
        // An opposite refuses only where the rule states it, not in its conditions, and never a
        // verb the rule itself affirms: "when the rule hides every order, the screen shows no
        // orders" does not say no to hiding.
        let refused = proposed.contains { verb in
            rule.denied.contains(verb)
                || !rule.affirmed.contains(verb)
                    && Self.opposites[verb, default: []].contains(where: rule.stated.contains)
        }
        return refused ? .no : .rule
    }

    /// Whether a question is a case named in a breath ("a 503 too?", "jitter?"): a few words and
    /// no question word, which asks yes or no as surely as "Is a 503 retried too?" does.
    static func isBare(_ question: String) -> Bool {
        let words = Self.words(question)
        return words.count <= Self.bareWords && question.contains("?")
            && !words.contains { Self.questionWords.contains($0) }
    }

    static let bareWords = 5
    static let questionWords: Set<String> = [
        "what", "which", "how", "when", "where", "why", "who", "whose", "whats", "or", "vs", "versus",
    ]

    /// Whether a question states what the candidate assumes and asks to have it confirmed.
    /// Said out loud, the tag is often a word ("…, yeah?") or a verb and its pronoun ("…, should
    /// it?", "…, doesn't it?").
    static func isAssumption(_ question: String) -> Bool {
        let words = Self.words(question)
        guard let last = words.last else { return false }
        if assumptionTags.contains(last) { return true }
        guard words.count >= 2, ["it", "i", "we", "they"].contains(last),
            tagVerbs.contains(words[words.count - 2])
        else { return false }
        // A tag follows a comma: "which error is it?" asks which.
        let clauses = question.split(separator: ",")
        return clauses.count > 1 && Self.words(String(clauses.last ?? "")).count == 2
    }

    static let assumptionTags: Set<String> = [
        "right", "correct", "yeah", "yes", "yep", "ok", "okay", "true", "eh", "huh", "no",
    ]
    static let tagVerbs: Set<String> = [
        "is", "isnt", "does", "doesnt", "do", "dont", "should", "shouldnt", "will", "wont", "can", "cant",
        "would", "wouldnt", "did", "didnt",
    ]

    /// The last sentence of a text: what follows its last full stop, or all of it.
    static func lastSentence(_ text: String) -> String {
        let sentences = text.components(separatedBy: ". ").filter { $0.contains(where: \.isLetter) }
        return sentences.last ?? text
    }

    /// What a yes-or-no question may propose that a rule grants or refuses, and each one's
    /// opposites.
    static let decisions: Set<String> = Set(
        [
            "accept", "reject", "show", "hide", "retry", "refresh", "delete", "trim", "cancel", "sort",
            "merge", "skip", "expire", "fresh", "signout", "keep", "replace",
        ].map(stem))
    static let opposites: [String: [String]] = {
        let pairs = [
            ("accept", "reject"), ("show", "hide"), ("expire", "fresh"), ("keep", "delete"),
            ("keep", "trim"), ("keep", "skip"), ("keep", "replace"),
        ]
        var map: [String: [String]] = [:]
        for (one, other) in pairs {
            map[stem(one), default: []].append(stem(other))
            map[stem(other), default: []].append(stem(one))
        }
        return map
    }()

    static let negatedAuxiliaries: Set<String> = [
        "isnt", "arent", "doesnt", "dont", "shouldnt", "cant", "wont", "wouldnt", "didnt", "couldnt",
        "hasnt", "havent",
    ]
}
