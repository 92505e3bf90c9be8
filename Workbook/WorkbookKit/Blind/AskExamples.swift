import Foundation

/// What candidates asked before, and what answered them: the labelled sets in
/// `Workbook/AskedQuestions/`, one kata's questions at a time. A new question is compared with
/// each of them by the words they share, a rare word counting more than a common one (TF-IDF
/// cosine), and the closest few vote: for their rules, or for no rule at all. Writers phrase the
/// same worry in the same few ways ("what if the save fails", "401 again after the refresh"), so a
/// question close to ones already labelled is answered the way they were, where the rule's own
/// words and ASK.md's phrases miss it. Offline and deterministic: the same files, the same vote.
struct AskExamples: Sendable {
    /// How the closest questions voted, and how close the closest one was (0 to 1).
    enum Vote: Sendable, Equatable {
        /// They were about no rule.
        case noRule(closest: Double)
        /// They were about these rules, the strongest vote first.
        case rules([String], closest: Double)
    }

    struct Example: Sendable {
        var vector: [String: Double]
        var rules: [String]
    }

    let examples: [Example]
    let documentFrequency: [String: Int]

    /// How many of the closest questions vote, and how close each must be to vote at all.
    static let voters = 3
    static let closeEnough = 0.2
    /// Questions about no rule win when their vote, counted this many times over, reaches the
    /// strongest rule's: a near question that no rule answered is strong evidence.
    static let noRuleWeight = 1.3
    /// A rule is named beside the strongest when its vote is at least this share of it.
    static let ruleShare = 0.5

    /// `questions` of one kata, each with the rules that answer it (empty: none does).
    init(_ questions: [(text: String, rules: [String])]) {
        let counted = questions.map { (words: Self.counts(Self.words($0.text)), rules: $0.rules) }
        var frequency: [String: Int] = [:]
        for question in counted { for word in question.words.keys { frequency[word, default: 0] += 1 } }
        documentFrequency = frequency
        let total = counted.count
        examples = counted.map {
            Example(vector: Self.vector($0.words, frequency: frequency, total: total), rules: $0.rules)
        }
    }

    /// The kata's questions from every set in `folder`, but `leavingOut` (a set measured by
    /// `ask-eval` is never learnt from while it is measured). A label that is no behaviour of the
    /// kata is dropped, and a question left with none is not learnt from: it would vote for no
    /// rule when it was about one.
    init(folder: URL, kata: String, behaviours: Set<String>, leavingOut: URL? = nil) {
        let files =
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "md" && $0.standardizedFileURL != leavingOut?.standardizedFileURL }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var questions: [(text: String, rules: [String])] = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for section in AskEvalSet(text: text).sections where section.kata == kata {
                for question in section.questions {
                    let rules = question.labels.filter(behaviours.contains)
                    if rules.isEmpty, !question.labels.isEmpty { continue }
                    questions.append((question.text, rules))
                }
            }
        }
        self.init(questions)
    }

    /// The closest questions' vote, or nil when none is close enough to say.
    func vote(_ question: String) -> Vote? {
        let asked = Self.vector(
            Self.counts(Self.words(question)), frequency: documentFrequency, total: examples.count)
        var scored: [(index: Int, similarity: Double)] = []
        for (index, example) in examples.enumerated() {
            var similarity = 0.0
            for (word, weight) in asked { similarity += weight * (example.vector[word] ?? 0) }
            scored.append((index, similarity))
        }
        scored.sort { $0.similarity > $1.similarity || $0.similarity == $1.similarity && $0.index < $1.index }
        let near = scored.prefix(Self.voters).filter { $0.similarity >= Self.closeEnough }
        guard let closest = near.first?.similarity else { return nil }
        var noRule = 0.0
        var votes: [(rule: String, vote: Double)] = []
        for (index, similarity) in near {
            let rules = examples[index].rules
            if rules.isEmpty { noRule += similarity }
            for rule in rules {
                let share = similarity / Double(rules.count).squareRoot()
                if let at = votes.firstIndex(where: { $0.rule == rule }) {
                    votes[at].vote += share
                } else {
                    votes.append((rule, share))
                }
            }
        }
        guard let strongest = votes.map(\.vote).max(), noRule * Self.noRuleWeight < strongest else {
            return .noRule(closest: closest)
        }
        let kept = votes.enumerated().filter { $0.element.vote >= strongest * Self.ruleShare }
        let named = kept.sorted {
            $0.element.vote > $1.element.vote || $0.element.vote == $1.element.vote && $0.offset < $1.offset
        }
        .map(\.element.rule)
        return .rules(named, closest: closest)
    }

    /// A question's words as the examples are compared: lower case, letters and digits, without
    /// the words every question has, each cut to a rough stem ("saving", "saved", "saves": "sav").
    static func words(_ text: String) -> [String] {
        let pieces = text.lowercased().split { character in
            !(("a"..."z").contains(character) || ("0"..."9").contains(character))
        }
        return pieces.map(String.init).filter { !stopWords.contains($0) }.map(stem)
    }

    static func stem(_ word: String) -> String {
        for suffix in ["ing", "ed", "es", "s", "ly"]
        where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    static func counts(_ words: [String]) -> [String: Int] {
        words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// Each word weighed by how often the question says it and how rare it is among the examples
    /// (a word no example has is rarest, and pulls a question away from all of them), scaled to
    /// length 1.
    static func vector(_ counts: [String: Int], frequency: [String: Int], total: Int) -> [String: Double] {
        var weighed: [String: Double] = [:]
        for (word, count) in counts {
            let rarity = log(Double(total + 1) / (Double(frequency[word] ?? 0) + 0.5))
            weighed[word] = (1 + log(Double(count))) * rarity
        }
        let length = weighed.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return length > 0 ? weighed.mapValues { $0 / length } : weighed
    }

    /// Words that say nothing about which rule is meant.
    static let stopWords: Set<String> = [
        "a", "an", "the", "is", "it", "its", "it's", "to", "of", "in", "on", "and", "or", "for", "do", "does",
        "i", "we", "you", "be", "that", "this", "what", "if", "when", "with", "should", "would", "can",
        "could", "will", "as", "at", "by", "from", "so", "like", "just", "then", "there", "are", "was",
        "about", "any", "not", "my", "me", "our", "your", "how", "which", "who", "up", "did", "have",
        "has", "right", "ok", "okay", "also", "one", "they", "them", "their", "get", "gets", "got",
    ]
}

extension Asking {
    /// `Workbook/AskedQuestions/` of the kata's workbook, two folders above Solutions/<kata>/.
    public static func askedQuestions(_ kata: Kata) -> URL {
        kata.solutionFolder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Workbook/AskedQuestions", isDirectory: true)
    }
}
