import Foundation

/// The interviewer's side of `ask`: which of a kata's behaviours a question is about, from the
/// behaviours' own words and the words candidates use for them (ASK.md), read in the feature's one
/// language (AskLanguage). No network, no model, the same answer every time.
///
/// A question is first placed: outside the exercise or about the candidate's own construction
/// (AskScope), it gets "Your call" and no rule. Otherwise each rule scores the question: a listed
/// phrase whose words are all there counts each word's weight (a word most rules share says
/// little) and more for a longer phrase; a word of the rule's own sentence counts most of its
/// weight, since a fresh question shares the rule's words more often than a listed phrase. Words the
/// kata has never heard of ("jitter", "case-sensitive") say the question is about something no
/// rule covers, and raise the bar the best rule must reach. Below the bar, or when too many rules
/// come close at once, the interviewer says it is not sure and reveals nothing: a wrong rule is
/// worse than none. The figures were chosen on the sets CONTRIBUTING names as tuned on.
public struct Asking: Sendable {
    /// What a question must score before any behaviour is named.
    public static let threshold = 0.8
    /// What each word the kata has never heard of adds to the threshold.
    static let foreignCost = 0.4
    /// A behaviour is named beside the best one only when it scores at least this share of it.
    public static let closeShare = 0.85
    /// What each word past the first adds when a listed phrase of several words is all there.
    static let phraseBonus = 0.6
    /// The share of its weight a word of the behaviour's own sentence (or suite) counts for,
    /// when no listed phrase covered it.
    static let echoShare = 0.7
    /// A rule as far as this share of the best is named when it explains a word of the question
    /// the closer rules leave, of at least this weight.
    static let partShare = 0.6
    static let partWeight = 0.5
    /// A question close to more behaviours than this is too broad to answer.
    public static let mostNamed = 3
    /// What a rule that never fails keeps of its score for a question about a failure.
    static let unfailingShare = 0.7
    /// What each of the kata's own words that the best rule leaves unexplained adds to the bar, up
    /// to so many words: a long question that sets its scene is not a question about something else.
    static let unexplainedCost = 0.2
    static let mostUnexplained = 3
    /// What a question asking the interviewer's preference ("Do you want…?") adds to the bar:
    /// such questions are mostly about extras no rule fixes (0.5 until wave F: its live rounds'
    /// "do you prefer a bool or the state?" still named rules).
    static let preferenceCost = 1.0
    /// How many words besides its own a listed phrase may be spread over in the question.
    static let phraseSlack = 2

    let candidates: [Candidate]
    /// What candidates asked before, labelled; nil where none were (see `reply`).
    let examples: AskExamples?
    /// The classes the kata gives the cases a question may name ("503": a 5xx), the groups of rules
    /// it may name by their code ("getOrder": one order), and whether the kata is a review.
    let cases: AskCases
    var topics = AskTopics()
    var judging = false
    /// What the kata leaves to the candidate in words its rules also use (AskScope).
    var yours: [String] = []
    let weights: [String: Double]
    /// Every stem the kata knows: its rules, its suites, its listed words and its Prompt.
    let vocabulary: Set<String>
    /// The stems of the kata's rules and listed phrases alone, without its Prompt.
    let ruleWords: Set<String>

    /// `behaviours` in the README's order; `words` from the kata's ASK.md; `prompt` the words the
    /// candidate was given, which are never foreign to the kata.
    init(
        behaviours: [Behaviour], words: AskWords, prompt: String = "", examples: AskExamples? = nil,
        cases: AskCases = AskCases()
    ) {
        var candidates: [Candidate] = []
        for behaviour in behaviours {
            // The suite's name is part of what the behaviour is about: "validate" leans to the
            // behaviours of "Validating the cache".
            let suite = Set(Self.stems(behaviour.suite))
            if let index = candidates.firstIndex(where: { $0.sentence == behaviour.text }) {
                candidates[index].behaviours.append(behaviour)
                candidates[index].sentenceStems.formUnion(suite)
                continue
            }
            // A phrase is its distinct words: "load while loading" is one word, not two.
            let phrases = ([behaviour.text] + words.phrases(for: behaviour.text))
                .map { Self.stems($0).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } } }
                .filter { !$0.isEmpty }
            let listed = words.verdicts(for: behaviour.text)
            let verdicts =
                listed.yes.map { (stems: Set(Self.stems($0)), lead: AskReply.Lead.yes) }
                + listed.no.map { (stems: Set(Self.stems($0)), lead: AskReply.Lead.no) }
            let own = Set(Self.stems(behaviour.text))
            let denied = Set(own.filter(Self.isAbsence).map(Self.absentIdea))
            // "shows only the orders that match" hides the rest: it affirms both.
            let implied =
                Self.words(behaviour.text).contains("only")
                ? Set(own.flatMap { Self.opposites[$0] ?? [] }) : []
            candidates.append(
                Candidate(
                    sentence: behaviour.text, behaviours: [behaviour], sentenceStems: own.union(suite),
                    phrases: phrases, verdicts: verdicts.filter { !$0.stems.isEmpty }, denied: denied,
                    affirmed: own.filter { !Self.isAbsence($0) }.subtracting(denied).union(implied),
                    replaces: Set(words.replaced(by: behaviour.text)),
                    stated: Set(Self.stems(Self.withoutConditions(behaviour.text))).subtracting(denied)
                        .filter { !Self.isAbsence($0) }))
        }
        // How many behaviours a word alone would reach: those whose sentence has it or that list
        // it as a phrase of its own. A word found only inside longer phrases counts every
        // behaviour that lists it.
        var alone: [String: Int] = [:]
        var anywhere: [String: Int] = [:]
        for candidate in candidates {
            let single = candidate.sentenceStems.union(
                candidate.phrases.filter { $0.count == 1 }.flatMap { $0 })
            for stem in single { alone[stem, default: 0] += 1 }
            for stem in single.union(candidate.phrases.flatMap { $0 }) { anywhere[stem, default: 0] += 1 }
        }
        let counts = anywhere.merging(alone) { _, reached in reached }
        // A word's weight falls from 1, for a word of one behaviour, to 0 for a word of all of
        // them, whatever the number of behaviours.
        let total = Double(max(candidates.count, 2))
        self.candidates = candidates
        self.examples = examples
        self.cases = cases
        self.weights = counts.mapValues { log(total / Double($0)) / log(total) }
        self.ruleWords = Set(counts.keys)
        self.vocabulary = ruleWords.union(Self.stems(prompt))
    }

    /// Rules and words alone, with no questions asked before (tests).
    public init(behaviours: [Behaviour], words: AskWords, prompt: String = "") {
        self.init(behaviours: behaviours, words: words, prompt: prompt, examples: nil)
    }

    /// The kata's behaviours from its README, its words from `Solutions/<kata>/ASK.md`, and the
    /// questions asked before from `Workbook/AskedQuestions/`, but the set `leavingOut`.
    public init(kata: Kata, leavingOut: URL? = nil) {
        let file = kata.solutionFolder.appendingPathComponent("ASK.md")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let behaviours = Behaviour.all(in: kata.readme)
        let examples = AskExamples(
            folder: Self.askedQuestions(kata), kata: "Kata\(kata.number)",
            behaviours: Set(behaviours.map(\.text)), leavingOut: leavingOut)
        self.init(
            behaviours: behaviours, words: AskWords(text: text), prompt: kata.readme.sections["Prompt"] ?? "",
            examples: examples, cases: AskCases(text: text))
        topics = AskTopics(text: text)
        yours = AskScope.yours(in: text)
        judging = kata.kind == .review
    }

    /// The behaviours the question is about, in the README's order; empty when the interviewer
    /// names none.
    public func answer(_ question: String) -> [Behaviour] {
        let named = Set(reply(question).behaviours)
        return candidates.flatMap(\.behaviours).filter { named.contains($0) }
    }

    /// The reply to the question as heard, each case it names beside its class's words.
    func replyHeard(_ question: String, asked: String) -> AskReply {
        let byWords = replyByWords(question)
        // Questions asked before are compared as they were asked, not as heard.
        guard let vote = examples?.vote(asked) else { return byWords }
        // A question of a word or two is near every question that says that word: its neighbours
        // say little of what it is about, so they neither silence it nor give it a rule its words
        // place nowhere ("which thread?" beside "jitter? and which thread…").
        let spoken = Set(AskExamples.words(asked)).count < Self.fewestToSilence
        switch vote {
        case .noRule(let closest):
            guard
                closest >= Self.noRuleCloseness && byWords.kind == .rules && !spoken
                    && (strength(question) < Self.sureStrength || closest >= Self.vetoCloseness)
            else { return byWords }
            // Silenced, a question that names something outside the exercise is still the
            // candidate's call.
            switch AskScope.of(question, vocabulary: vocabulary, ruleWords: ruleWords, yours: yours) {
            case .outside: return AskReply(kind: .outside)
            case .design, .yours: return AskReply(kind: .design)
            case nil: return AskReply(kind: .unsure)
            }
        case .rules(let rules, let closest):
            guard byWords.kind == .rules || closest >= Self.aloneCloseness && !spoken else { return byWords }
            let named = candidates.filter { rules.contains($0.sentence) }
            var behaviours = byWords.behaviours
            for behaviour in named.flatMap(\.behaviours) where !behaviours.contains(behaviour) {
                behaviours.append(behaviour)
            }
            guard byWords.kind != .rules, let first = rules.first,
                let rule = candidates.first(where: { $0.sentence == first })
            else { return AskReply(kind: .rules, lead: byWords.lead, behaviours: behaviours) }
            let ordered = rule.behaviours + behaviours.filter { !rule.behaviours.contains($0) }
            return AskReply(
                kind: .rules, lead: lead(question, asked: ReadQuestion(question).asked, rule: rule),
                behaviours: ordered)
        }
    }

    /// How many more of the question's ideas a close rule must account for to lead the answer.
    static let subjectMargin = 1
    /// How close the nearest question about no rule must be to silence the rules' words.
    static let noRuleCloseness = 0.3
    /// How many distinct words a question must say before questions about no rule silence it.
    static let fewestToSilence = 3
    /// How close the nearest question must be for its rules to be named when the words name none.
    static let aloneCloseness = 0.4

    /// What the rules' words and ASK.md alone make of the question. Two questions in one ("Is zero allowed? And a negative?") are each
    /// answered, as an interviewer answers both; a part that names no rule adds nothing then.
    func replyByWords(_ question: String) -> AskReply {
        let parts = question.split(whereSeparator: { "?;".contains($0) }).map(String.init)
            .filter { $0.contains(where: \.isLetter) }
        let replies = parts.count > 1 ? parts.map(replyOne) : [replyOne(question)]
        let answered = replies.filter { $0.kind == .rules }
        if answered.count == 1 { return answered[0] }
        if answered.count > 1 {
            var behaviours: [Behaviour] = []
            for behaviour in answered.flatMap(\.behaviours) where !behaviours.contains(behaviour) {
                behaviours.append(behaviour)
            }
            return AskReply(kind: .rules, behaviours: behaviours)
        }
        for kind in [AskReply.Kind.outside, .design] where replies.contains(where: { $0.kind == kind }) {
            return AskReply(kind: kind)
        }
        if let back = replies.first(where: { $0.kind == .askBack }) { return back }
        return AskReply(kind: .unsure)
    }

    /// One question's reply.
    func replyOne(_ question: String) -> AskReply {
        let read = ReadQuestion(question)
        let assessed = assess(read)
        if let scope = AskScope.of(question, vocabulary: vocabulary, ruleWords: ruleWords, yours: yours) {
            // "Keep the rows or flip back to the spinner?" names a screen's part, and is about
            // what the screen shows: a rule the rest of the question places well answers it.
            let placed = assessed.best.map {
                assessed.matches[$0].score >= assessed.bar * Self.outsideStrength
            }
            if scope == .design || placed != true {
                return AskReply(kind: scope == .outside ? .outside : .design)
            }
        }
        let scored = assessed.matches.map(\.score)
        guard let top = assessed.best, scored[top] >= assessed.bar else {
            // A case named in a breath by a word many rules share ("empty?"): which topic is meant.
            guard let top = assessed.best, scored[top] > 0, assessed.foreign.isEmpty, Self.isBare(question)
            else {
                return AskReply(kind: .unsure)
            }
            return askBack(scored.indices.filter { scored[$0] >= scored[top] * Self.closeShare })
        }
        let close = max(assessed.bar, scored[top] * Self.closeShare)
        let ranked = scored.indices.sorted { scored[$0] > scored[$1] || scored[$0] == scored[$1] && $0 < $1 }
        var named = ranked.filter { scored[$0] >= close }
        guard named.count <= Self.mostNamed else { return askBack(named) }
        // Of the rules close together, the one that accounts for more of the question leads: it is
        // what the question is about, where another only shares a keyword ("the count in the
        // event, is that the filtered count?" is about the event, not the 30-day rule).
        let accounted = named.map { assessed.matches[$0].explained.count }
        if let most = accounted.indices.max(by: { accounted[$0] < accounted[$1] }), most > 0,
            accounted[most] >= accounted[0] + Self.subjectMargin
        {
            named.insert(named.remove(at: most), at: 0)
        }
        let best = named[0]
        // What the question proposes was another rule's word then: no yes or no from it.
        let proposed = best == top ? lead(question, asked: read.asked, rule: candidates[best]) : .rule
        // A rule further off is named too when it answers a part of the question the closer ones
        // leave: the other half of "Keep the list, or replace it?".
        var explained = named.reduce(into: Set<String>()) { $0.formUnion(assessed.matches[$1].explained) }
        let further = max(assessed.bar, scored[top] * Self.partShare)
        for index in ranked
        where !named.contains(index) && !assessed.matches[index].demoted && scored[index] >= further
            && named.count < Self.mostNamed
        {
            let adds = assessed.matches[index].explained.subtracting(explained)
            guard adds.contains(where: { weight($0) >= Self.partWeight }) else { continue }
            named.append(index)
            explained.formUnion(adds)
        }
        return AskReply(
            kind: .rules, lead: proposed, behaviours: named.flatMap { candidates[$0].behaviours })
    }
}
