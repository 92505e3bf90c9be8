import Foundation

/// The interviewer's side of `ask`: which of a kata's behaviours a question is about, from the
/// behaviours' own words and the words candidates use for them (ASK.md). No network, no model:
/// words reduced to a common stem (and a few words of one idea to one stem), phrases that count
/// only when all their words are there, and weights, so a word most behaviours share says little.
/// It prefers saying nothing to naming a behaviour the question is not about: a question it cannot
/// place, or one that touches too many behaviours at once, gets "Your call". The figures below
/// were chosen on the development set in Tests/WorkbookTests/AskDevQuestions.md.
public struct Asking: Sendable {
    /// What a question must score before any behaviour is named.
    public static let threshold = 0.7
    /// A behaviour is named beside the best one only when it scores at least this share of it.
    public static let closeShare = 0.85
    /// What each word past the first adds when a listed phrase of several words is all there.
    static let phraseBonus = 0.6
    /// The share of its weight a word of the behaviour's own sentence (or suite) counts for,
    /// when no listed phrase covered it.
    static let echoShare = 0.5
    /// A question close to more behaviours than this is too broad to answer.
    public static let mostNamed = 4

    struct Candidate: Sendable {
        /// The sentence, and each suite that lists it.
        var sentence: String
        var behaviours: [Behaviour]
        var sentenceStems: Set<String>
        var phrases: [[String]]
    }

    let candidates: [Candidate]
    let weights: [String: Double]

    /// `behaviours` in the README's order; `words` from the kata's ASK.md.
    public init(behaviours: [Behaviour], words: AskWords) {
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
            candidates.append(
                Candidate(
                    sentence: behaviour.text, behaviours: [behaviour],
                    sentenceStems: Set(Self.stems(behaviour.text)).union(suite), phrases: phrases))
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
        self.weights = counts.mapValues { log(total / Double($0)) / log(total) }
    }

    /// The kata's behaviours from its README, and its words from `Solutions/<kata>/ASK.md`.
    public init(kata: Kata) {
        let file = kata.solutionFolder.appendingPathComponent("ASK.md")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        self.init(behaviours: Behaviour.all(in: kata.readme), words: AskWords(text: text))
    }

    /// The behaviours the question is about, in the README's order; empty means "Your call".
    /// Two questions in one ("Is zero allowed? And a negative?") are each answered, as an
    /// interviewer answers both.
    public func answer(_ question: String) -> [Behaviour] {
        let parts = question.split(whereSeparator: { "?;".contains($0) }).map(String.init)
            .filter { $0.contains(where: \.isLetter) }
        guard parts.count > 1 else { return answerOne(question) }
        let named = Set(parts.flatMap(answerOne))
        return candidates.flatMap(\.behaviours).filter { named.contains($0) }.reduce(into: []) { kept, next in
            if !kept.contains(next) { kept.append(next) }
        }
    }

    /// One question's behaviours, in the README's order; empty means "Your call".
    func answerOne(_ question: String) -> [Behaviour] {
        let scored = scores(question)
        guard let best = scored.max(), best >= Self.threshold else { return [] }
        let bar = max(Self.threshold, best * Self.closeShare)
        let named = candidates.indices.filter { scored[$0] >= bar }
        guard named.count <= Self.mostNamed else { return [] }
        return named.flatMap { candidates[$0].behaviours }
    }

    /// Each behaviour's score for the question, in the README's order.
    func scores(_ question: String) -> [Double] {
        let asked = Set(Self.stems(question))
        return candidates.map { candidate in
            var covered: Set<String> = []
            var longest = 0
            var near: Set<String> = []
            for phrase in candidate.phrases {
                let present = phrase.filter(asked.contains)
                if present.count == phrase.count {
                    covered.formUnion(phrase)
                    longest = max(longest, phrase.count)
                } else if phrase.count >= 3, present.count == phrase.count - 1 {
                    // A phrase of three words or more with one missing: its words count as the
                    // sentence's own do.
                    near.formUnion(present)
                }
            }
            let echoed = asked.intersection(candidate.sentenceStems.union(near)).subtracting(covered)
            let phraseScore =
                covered.reduce(0) { $0 + weight($1) } + Self.phraseBonus * Double(max(0, longest - 1))
            return phraseScore + Self.echoShare * echoed.reduce(0) { $0 + weight($1) }
        }
    }

    func weight(_ stem: String) -> Double { weights[stem] ?? 0 }

    /// What the interviewer says: each behaviour on a line of its own, with its suite, or "Your
    /// call".
    public static func lines(for answer: [Behaviour]) -> [String] {
        guard !answer.isEmpty else { return [yourCall] }
        return answer.map { "Yes: \($0.text) (\($0.suite))" }
    }

    public static let yourCall = "Your call: say what you assume."

    // MARK: - Words

    /// The question's words that carry meaning, each reduced to its stem: "Cancelled orders?" is
    /// ["cancel", "order"].
    public static func stems(_ text: String) -> [String] {
        var text = text
        for (phrase, word) in phraseConcepts {
            text = text.replacingOccurrences(of: phrase, with: word, options: .caseInsensitive)
        }
        return words(text).compactMap { word in
            let number = numbers[word] ?? word
            guard !stopWords.contains(number) else { return nil }
            let stem = Self.stem(number)
            guard !stopWords.contains(stem), !stem.isEmpty else { return nil }
            return concepts[stem] ?? stem
        }
    }

    /// Words that name one idea in every kata, by the stem that stands for them all: candidates
    /// say "API", "server" or "network" for what the katas call the remote.
    static let concepts: [String: String] = {
        let groups: [String: [String]] = [
            "remote": ["network", "server", "api", "backend", "endpoint"],
            "cache": ["cached", "caching", "store", "stored", "storage", "disk", "local"],
            "fail": ["error", "errors", "throw", "throws", "exception", "broken"],
            "delete": ["remove", "clear", "wipe", "purge", "erase"],
            "save": ["write", "persist", "overwrite"],
            "cancel": ["abort", "dismiss", "dismissed"],
            "wait": ["delay", "sleep", "pause"],
            "many": [
                "several", "multiple", "concurrent", "concurrently", "simultaneous", "parallel", "together",
            ],
            "answer": ["response", "reply"],
            "late": ["slow"],
            "duplicate": ["dedupe", "deduplicate", "repeat", "repeated", "twice"],
            "skip": ["drop", "ignore", "discard"],
            "locale": ["language", "region"],
            "device": ["phone", "machine"],
            "customer": ["user"],
            "empty": ["blank"],
            "expire": ["expiry", "expiration"],
            "id": ["identifier"],
        ]
        var map: [String: String] = [:]
        for (concept, words) in groups {
            for word in words { map[stem(word)] = stem(concept) }
        }
        return map
    }()

    /// Phrases read as one word before the words are split.
    static let phraseConcepts: [(String, String)] = [
        ("time zone", "timezone"), ("current time", "now"), ("current date", "now"), ("date()", "now"),
        ("same time", "simultaneous"), ("at once", "immediately"),
    ]

    /// Lowercased words, split at anything that is not a letter or digit and where a lowercase
    /// letter meets an uppercase one (`maxAttempts` is "max attempts"); apostrophes dropped, and a
    /// decimal number ("0.10") kept whole.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "'" || character == "\u{2019}" { continue }
            if character.isLetter || character.isNumber {
                if index > 0, characters[index - 1].isLowercase, character.isUppercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current += character.lowercased()
            } else if character == ".", !current.isEmpty, current.allSatisfy(\.isNumber),
                index + 1 < characters.count, characters[index + 1].isNumber
            {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A light stemmer: plurals, -ed, -ing and -ly off, a final e off, a doubled final letter
    /// single, so "cancelled", "cancelling" and "cancels" all read "cancel".
    static func stem(_ word: String) -> String {
        if let base = irregulars[word] { return stem(base) }
        guard word.count > 3, word.allSatisfy(\.isLetter) else { return word }
        var stem = word
        if stem.hasSuffix("ies") || stem.hasSuffix("ied") {
            stem = String(stem.dropLast(3)) + "y"
        } else if stem.hasSuffix("sses") {
            stem = String(stem.dropLast(2))
        } else if stem.hasSuffix("s"), !stem.hasSuffix("ss"), !stem.hasSuffix("us"), !stem.hasSuffix("is") {
            stem = String(stem.dropLast())
        }
        if stem.hasSuffix("ing"), stem.count > 5 {
            stem = String(stem.dropLast(3))
        } else if stem.hasSuffix("ed"), stem.count > 4 {
            stem = String(stem.dropLast(2))
        } else if stem.hasSuffix("ly"), stem.count > 5 {
            stem = String(stem.dropLast(2))
        } else if stem.hasSuffix("ful"), stem.count > 6 {
            stem = String(stem.dropLast(3))
        }
        if stem.hasSuffix("e"), stem.count > 3 { stem = String(stem.dropLast()) }
        if let last = stem.last, stem.count > 3, stem.dropLast().last == last, !"aeiou".contains(last) {
            stem = String(stem.dropLast())
        }
        return stem
    }

    /// Forms the rules would not bring to their word's stem, each with its plain word.
    static let irregulars: [String: String] = [
        "failure": "fail", "failures": "fail", "newest": "new", "newer": "new", "latest": "late",
        "later": "late", "oldest": "old", "older": "old", "earlier": "early", "earliest": "early",
        "analytics": "analytic", "children": "child", "lazily": "lazy", "wrote": "write", "written": "write",
        "sent": "send", "kept": "keep", "found": "find", "thrown": "throw", "threw": "throw", "told": "tell",
    ]

    /// Number words as digits, so "thirty days" and "30 days" meet.
    static let numbers: [String: String] = [
        "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
        "seven": "7", "eight": "8", "nine": "9", "ten": "10", "fifteen": "15", "twenty": "20",
        "thirty": "30", "hundred": "100",
    ]

    /// Words that say nothing about which behaviour is meant: grammar, and the words of asking
    /// itself ("should", "happen", "edge case").
    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "if", "then", "else", "when", "whenever", "while", "what",
        "which", "who", "how", "why", "where", "is", "are", "was", "were", "be", "been", "being", "am",
        "do", "does", "did", "doing", "done", "have", "has", "had", "i", "me", "my", "we", "our", "us",
        "you", "your", "it", "its", "they", "them", "their", "this", "that", "these", "those", "there",
        "here", "to", "of", "in", "on", "at", "by", "for", "with", "from", "into", "about", "as", "so",
        "than", "too", "very", "can", "could", "should", "would", "will", "shall", "may", "might",
        "must", "just", "also", "any", "some", "should", "want", "wanted",
        "need", "needs", "expect", "expected", "handle", "handled", "happen", "happens", "case",
        "cases", "edge", "scenario", "behaviour", "behavior", "test", "tests", "requirement", "ok",
        "okay", "fine", "assume", "mean", "like", "please", "thing", "things", "something",
        "anything", "kind", "way", "really", "right", "correct", "correctly", "wrong", "work",
        "works", "there", "s", "t", "d", "ll", "ve", "re", "m", "allowed", "supposed", "go", "goes",
        "let", "lets", "other", "else", "ask", "question", "mind", "know", "okay", "it", "get",
        "gets", "got", "make", "sure", "care", "important", "matter", "matters", "consider",
        "handl", "happen", "expect", "requir", "assum",
    ]
}
