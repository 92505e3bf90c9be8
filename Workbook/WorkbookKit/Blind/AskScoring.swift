import Foundation

/// How the interviewer weighs a question against each rule: the words it shares with the rule's
/// listed phrases and sentence, how close together they stand, and what the question says that the
/// kata never mentions.
extension Asking {
    /// How one rule meets a question: its score, and the question's ideas it accounts for.
    struct Match {
        var score: Double
        var explained: Set<String>
        /// Whether the rule lost part of its score for never failing, or for having what the
        /// question says is missing: it answers another case.
        var demoted = false
    }

    /// How each behaviour meets the question, in the README's order.
    func matches(_ question: ReadQuestion) -> [Match] {
        let asked = question.asked
        let failing = asked.contains(Self.failure)
        let absent = question.missing
        return candidates.map { candidate in
            var covered: Set<String> = []
            var longest = 0
            var near: Set<String> = []
            for phrase in candidate.phrases {
                let present = phrase.filter(asked.contains)
                if present.count == phrase.count, let span = question.span(of: phrase),
                    span <= phrase.count + Self.phraseSlack
                {
                    covered.formUnion(phrase)
                    longest = max(longest, phrase.count)
                } else if phrase.count >= 3, present.count >= phrase.count - 1 {
                    // A phrase of three words or more with one missing, or spread wider: its
                    // words count as the sentence's own do.
                    near.formUnion(present)
                }
            }
            let echoed = asked.intersection(candidate.sentenceStems.union(near)).subtracting(covered)
            let phraseScore =
                covered.reduce(0) { $0 + weight($1) } + Self.phraseBonus * Double(max(0, longest - 1))
            let score = phraseScore + Self.echoShare * echoed.reduce(0) { $0 + weight($1) }
            // "What if saving fails?" is about a failure: a rule that never fails answers
            // another question.
            let unfailing = failing && !candidate.fails
            // "Nothing stored" is not "a stored empty list": a rule that has what the question
            // says is missing answers another case.
            let present = !absent.isDisjoint(with: candidate.affirmed)
            return Match(
                score: score * (unfailing ? Self.unfailingShare : 1) * (present ? Self.presentShare : 1),
                explained: covered.union(echoed), demoted: unfailing || present)
        }
    }

    /// What a rule keeps of its score when it has what the question says is missing.
    static let presentShare = 0.7

    /// The idea of failing, which a rule must share with a question about a failure.
    static let failure = stem("fail")

    func weight(_ stem: String) -> Double { weights[stem] ?? 0 }

    /// What the matcher makes of one question before it says anything: how each rule meets it,
    /// the best, and the bar the best must reach.
    struct Assessment {
        var matches: [Match]
        var best: Int?
        /// The question's words the kata has never heard of.
        var foreign: Set<String>
        /// The kata's own words in the question that the best rule leaves unexplained.
        var unexplained: Set<String>
        var bar: Double
    }

    func assess(_ read: ReadQuestion) -> Assessment {
        let matches = self.matches(read)
        let best = matches.indices.max {
            matches[$0].score < matches[$1].score || matches[$0].score == matches[$1].score && $0 > $1
        }
        let unknown = foreign(read)
        // What the rules close to the best explain together: "Keep the list, or replace it?" is
        // explained by the two rules that each answer one half.
        let close = best.map { matches[$0].score * Self.closeShare } ?? 0
        let explained =
            best.map { best in
                matches.indices.filter { $0 == best || matches[$0].score >= close && close > 0 }
                    .reduce(into: Set<String>()) { $0.formUnion(matches[$1].explained) }
            } ?? []
        let unexplained = Set(
            read.ideas.filter { word in
                !word.isEmpty
                    && !word.contains {
                        explained.contains($0) || Self.everyday.contains($0) || $0.contains(where: \.isNumber)
                            || $0.count <= 2 || read.quoted.contains($0)
                    }
            }.compactMap(\.first)
        ).subtracting(unknown)
        let bar =
            Self.threshold + Self.foreignCost * Double(unknown.count)
            + Self.unexplainedCost * Double(min(unexplained.count, Self.mostUnexplained))
            + (read.asksPreference ? Self.preferenceCost : 0)
        return Assessment(matches: matches, best: best, foreign: unknown, unexplained: unexplained, bar: bar)
    }

    /// How far past its bar the rules' words must place a question for questions about no rule
    /// not to silence it.
    static let sureStrength = 3.0
    /// How close the nearest question about no rule must be to silence even a rule placed that
    /// well.
    static let vetoCloseness = 0.4

    /// How far past its bar the best rule's words place the question: its score over the bar.
    func strength(_ question: String) -> Double {
        let read = ReadQuestion(question)
        let assessed = assess(read)
        guard let top = assessed.best, assessed.bar > 0 else { return 0 }
        return assessed.matches[top].score / assessed.bar
    }

    /// How far past its bar a rule must place a question that names something outside the
    /// exercise for the rule to answer it.
    static let outsideStrength = 2.0

    /// Why a question got its reply, for the maintainer tuning ASK.md (`ask-eval --misses`): its
    /// words, those foreign to the kata or left unexplained, the bar, and the three best rules
    /// with their scores.
    public func explanation(_ question: String) -> String {
        let read = ReadQuestion(cases.heard(question))
        let assessed = assess(read)
        let scored = assessed.matches.map(\.score)
        let top = scored.indices.sorted { scored[$0] > scored[$1] }.prefix(3)
            .map { String(format: "%.2f", scored[$0]) + " " + candidates[$0].sentence }
        return "words \(read.ideas.flatMap { $0 }.joined(separator: " "))"
            + " · foreign [\(assessed.foreign.sorted().joined(separator: " "))]"
            + " · unexplained [\(assessed.unexplained.sorted().joined(separator: " "))]"
            + " · bar " + String(format: "%.2f", assessed.bar) + " · " + top.joined(separator: " | ")
            + Self.told(examples?.vote(question))
    }

    /// How the closest questions asked before voted, for `explanation`.
    static func told(_ vote: AskExamples.Vote?) -> String {
        switch vote {
        case .none: return ""
        case .noRule(let closest): return " · vote: no rule, " + String(format: "%.2f", closest)
        case .rules(let rules, let closest):
            return " · vote: \(rules.count) rules, " + String(format: "%.2f", closest) + " "
                + (rules.first ?? "")
        }
    }

    /// The question's words the kata has never heard of: not its own, not the Prompt's, not the
    /// everyday words any question uses, not a number, and not an example quoted or of a letter
    /// or two ("ab", "12,50").
    func foreign(_ read: ReadQuestion) -> Set<String> {
        Set(
            read.ideas.filter { word in
                !word.contains { stem in
                    Self.isAbsence(stem) || vocabulary.contains(stem) || Self.everyday.contains(stem)
                        || stem.contains(where: \.isNumber) || stem.count <= 2 || read.quoted.contains(stem)
                }
            }.compactMap(\.first))
    }
}

/// A question read once: each word's ideas in order, where each idea stands, and all of them.
struct ReadQuestion: Sendable {
    /// Each meaningful word's ideas; an empty one where a clause ends.
    var ideas: [[String]]
    var asked: Set<String>
    /// Each idea's places among the words; a clause's end leaves a gap no phrase spans.
    var places: [String: [Int]]

    /// Whether it asks what the interviewer would like rather than what happens.
    var asksPreference: Bool
    /// The ideas of what it quotes: examples ("12abc"), not words of the question.
    var quoted: Set<String>
    /// What it says is missing ("no tokens", "nothing cached"), not what it says does not happen
    /// ("it shouldn't fire again" is about firing, not about an "again" that is absent).
    var missing: Set<String>

    init(_ text: String) {
        let words = " " + Asking.words(text).joined(separator: " ") + " "
        asksPreference = Self.preferences.contains { words.contains(" \($0) ") }
        ideas = Asking.ideas(text)
        asked = Set(ideas.flatMap { $0 })
        let things = text.split(separator: " ").filter {
            !Self.denials.contains(Asking.words(String($0)).joined())
        }
        missing = Set(
            Asking.stems(things.joined(separator: " ")).filter(Asking.isAbsence).map(Asking.absentIdea))
        let quotes: Set<Character> = ["\"", "\u{201C}", "\u{201D}"]
        let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: quotes.contains)
        quoted = Set(pieces.indices.filter { $0 % 2 == 1 }.flatMap { Asking.stems(String(pieces[$0])) })
            .union(Self.likened(text).flatMap(Asking.stems))
        places = [:]
        var place = 0
        for word in ideas {
            place += word.isEmpty ? Self.clauseGap : 1
            for idea in word { places[idea, default: []].append(place) }
        }
    }

    static let clauseGap = 2

    /// What a question likens its case to in the candidate's own stack, from "like" to the
    /// clause's end: "network first, like a Room single source of truth?" is about network first,
    /// and Room is no word the kata should have heard of. A likeness names a framework or a type,
    /// so it holds a capital ("like clock skew" says the case again, and is heard); "I'd like"
    /// and "would you like" liken nothing.
    static func likened(_ text: String) -> [String] {
        let clauses = text.split(whereSeparator: { "?,;:!.()\u{2014}\u{2013}".contains($0) })
        var asides: [String] = []
        for clause in clauses {
            let said = clause.split(separator: " ").map(String.init)
            let words = said.map { $0.lowercased() }
            guard let at = words.firstIndex(where: { $0 == "like" || $0 == "similar" }),
                at == 0 || !Self.likers.contains(Asking.words(words[at - 1]).joined())
            else { continue }
            let rest = said[(at + 1)...].prefix { !Self.clauseJoins.contains($0.lowercased()) }
            guard rest.contains(where: { $0.count > 1 && $0.contains(where: \.isUppercase) }) else {
                continue
            }
            asides.append(rest.joined(separator: " "))
        }
        return asides
    }

    static let clauseJoins: Set<String> = ["or", "and", "but", "so", "then", "-", "->"]

    /// Words before "like" that make it a wish or a taste rather than a likeness.
    static let likers: Set<String> = [
        "i", "id", "you", "we", "they", "would", "wouldnt", "dont", "do", "feel",
    ]

    /// Words that deny what is done rather than say what is missing.
    static let denials: Set<String> = [
        "cannot", "cant", "doesnt", "dont", "isnt", "arent", "wont", "didnt", "shouldnt", "wouldnt",
    ]

    static let preferences = [
        "do you want", "would you like", "any preference", "do you prefer", "you prefer", "do you care",
        "do you mind", "is it ok", "is it okay", "is that ok", "is that okay", "is it fine",
    ]

    /// The fewest consecutive words that hold every word of `phrase`, or nil when one is missing.
    func span(of phrase: [String]) -> Int? {
        let wanted = Set(phrase)
        let found = wanted.flatMap { idea in (places[idea] ?? []).map { (place: $0, idea: idea) } }
            .sorted { $0.place < $1.place }
        guard Set(found.map(\.idea)) == wanted else { return nil }
        var best: Int?
        var counts: [String: Int] = [:]
        var start = 0
        for end in found.indices {
            counts[found[end].idea, default: 0] += 1
            while counts.count == wanted.count {
                let width = found[end].place - found[start].place + 1
                best = min(best ?? width, width)
                counts[found[start].idea, default: 0] -= 1
                if counts[found[start].idea] == 0 { counts[found[start].idea] = nil }
                start += 1
            }
        }
        return best
    }
}
