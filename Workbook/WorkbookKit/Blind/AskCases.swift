/// What a case a candidate names belongs to, as the kata's Prompt and Given class it: a 503 is a
/// 5xx, which Kata7 retries; a 204 is a success in Kata9. Spoken questions name a case ("a 503
/// too?") where written ones describe it, so each case named is heard with its class's words
/// beside it, and the rules' words and ASK.md's phrases place it as they place the class.
///
/// The classes are the kata's data, in its ASK.md before the first heading, one a line:
/// `case <the class's words>: <case>, <case>, …`. A case is a word or a phrase; one of three
/// characters with an `x` ("5xx") stands for every status code of that shape. A code a class
/// names itself ("408") is placed by that class alone, not by the shape it also has ("4xx").
struct AskCases: Sendable, Equatable {
    struct Class: Sendable, Equatable {
        /// What a case of the class is heard as.
        var words: String
        /// Each case, as its words.
        var cases: [[String]]
    }

    var classes: [Class]

    init(classes: [Class] = []) {
        self.classes = classes
    }

    /// The `case` lines of an ASK.md, before its first `## ` heading.
    init(text: String) {
        var classes: [Class] = []
        for (words, items) in AskHeader.lines(marked: "case ", in: text) {
            let cases = items.map(Asking.words).filter { !$0.isEmpty }
            if !words.isEmpty, !cases.isEmpty { classes.append(Class(words: words, cases: cases)) }
        }
        self.classes = classes
    }

    /// Whether a code's shape ("5xx") covers a word ("503").
    static func shape(_ shape: String, covers word: String) -> Bool {
        guard shape.count == 3, word.count == 3, shape.contains("x"), word.allSatisfy(\.isNumber) else {
            return false
        }
        return zip(shape, word).allSatisfy { $0 == "x" || $0 == $1 }
    }

    /// The question as heard: each case it names followed by its class's words. A question that
    /// names no case comes back as it was asked.
    func heard(_ question: String) -> String {
        guard !classes.isEmpty else { return question }
        let words = Asking.words(question)
        var after: [Int: [String]] = [:]
        var index = 0
        while index < words.count {
            if let (length, heard) = match(words, at: index) {
                after[index + length - 1, default: []].append(heard)
                index += length
            } else {
                index += 1
            }
        }
        guard !after.isEmpty else { return question }
        // The class's words join the case's clause, so a question's parts stay as asked.
        return Self.rewritten(question, inserting: after)
    }

    /// The longest case of any class at a word, a class's own case before a shape it fits.
    private func match(_ words: [String], at index: Int) -> (length: Int, heard: String)? {
        var best: (length: Int, heard: String)?
        for kind in classes {
            for phrase in kind.cases where phrase.count > (best?.length ?? 0) {
                guard index + phrase.count <= words.count,
                    Array(words[index..<index + phrase.count]) == phrase
                else { continue }
                best = (phrase.count, kind.words)
            }
        }
        if best != nil { return best }
        for kind in classes {
            for phrase in kind.cases where phrase.count == 1 && Self.shape(phrase[0], covers: words[index]) {
                return (1, kind.words)
            }
        }
        return nil
    }

    /// The text with words put after the word at each index (counted as `Asking.words` counts
    /// them), before the punctuation that ends the piece of text holding that word.
    private static func rewritten(_ text: String, inserting after: [Int: [String]]) -> String {
        var index = 0
        let pieces = text.split(separator: " ", omittingEmptySubsequences: false).map { piece in
            let count = Asking.words(String(piece)).count
            let extra = (index..<index + count).flatMap { after[$0] ?? [] }
            index += count
            guard !extra.isEmpty else { return String(piece) }
            let word = piece.prefix { _ in true }
            let end = word.lastIndex { $0.isLetter || $0.isNumber }.map(word.index(after:)) ?? word.endIndex
            return String(word[..<end]) + " " + extra.joined(separator: " ") + String(word[end...])
        }
        return pieces.joined(separator: " ")
    }
}

extension Asking {
    /// The interviewer's reply: what the rules' words and ASK.md make of the question, weighed
    /// with what answered the closest questions asked before (`AskExamples`). When those were
    /// about no rule, and close, nothing is revealed; when they were about rules, those rules are
    /// named too, or alone when they are close enough to stand on their own. The figures were
    /// chosen on the sets in `Workbook/AskedQuestions/`, each measured with itself left out.
    public func reply(_ typed: String) -> AskReply {
        // Accents folded once, here, for every way of reading: the rules, ASK.md and the questions
        // asked before are written without them, so "négative" is "negative".
        let asked = typed.folding(options: .diacriticInsensitive, locale: nil)
        // In a review round a question no rule answers asks whether the change is right, which
        // the review decides: the interviewer neither judges the code nor says "not sure".
        if judging {
            var reply = Asking(self, judging: false).reply(typed)
            if reply.kind != .rules { reply = AskReply(kind: .judge) }
            return reply
        }
        // A question that names its group by the code it is about is answered among that group's
        // rules alone: a word the other group shares does not pull it there.
        if let subject = topics.subject(of: asked) {
            return Asking(self, within: Self.topic(subject)).reply(typed)
        }
        let heard = cases.heard(asked)
        var reply = withoutReplaced(replyHeard(heard, asked: asked))
        guard reply.kind == .rules, heard != asked || reply.lead == .rule, let first = reply.behaviours.first,
            let rule = candidates.first(where: { $0.behaviours.contains(first) })
        else { return reply }
        if Self.isBare(asked) {
            // A case named in a breath asks yes or no: "a 503 too?" is "Is a 503 retried too?".
            if reply.lead == .rule {
                reply.lead = lead(heard, asked: ReadQuestion(heard).asked, rule: rule, bare: true)
            }
        } else if heard != asked, reply.lead != .rule {
            // Otherwise the question proposes what it says, not what its case's class is heard as.
            reply.lead = lead(asked, asked: ReadQuestion(asked).asked, rule: rule)
        }
        return reply
    }

    /// The reply without an earlier stage's rule that a reached stage's rule overrides: offline in
    /// stage 2 is the last good answer, not stage 1's failure sentence. Where the rule that
    /// overrides it is named too, the earlier one is left out; where it is not, it stands in the
    /// earlier one's place, so no answer states a rule the round has replaced. A yes or no the
    /// earlier rule led goes with it.
    func withoutReplaced(_ reply: AskReply) -> AskReply {
        let named = Set(reply.behaviours.map(\.text))
        var behaviours: [Behaviour] = []
        for behaviour in reply.behaviours {
            let overriding = candidates.filter { $0.replaces.contains(behaviour.text) }
            let standIns =
                overriding.isEmpty
                ? [behaviour]
                : overriding.contains { named.contains($0.sentence) } ? [] : overriding.flatMap(\.behaviours)
            for standIn in standIns where !behaviours.contains(standIn) { behaviours.append(standIn) }
        }
        guard behaviours != reply.behaviours else { return reply }
        var kept = reply
        kept.behaviours = behaviours
        if kept.behaviours.first != reply.behaviours.first { kept.lead = .rule }
        return kept
    }
}

extension Asking {
    /// The same interviewer, judging or not (`reply` asks itself without judging first).
    init(_ whole: Asking, judging: Bool) {
        self = whole
        self.judging = judging
    }
}
