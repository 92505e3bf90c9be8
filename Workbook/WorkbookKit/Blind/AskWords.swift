/// One behaviour of a kata, as its README's Requirements word it, with the suite it is listed under.
public struct Behaviour: Codable, Hashable, Sendable {
    public var suite: String
    public var text: String

    public init(suite: String, text: String) {
        self.suite = suite
        self.text = text
    }

    /// Every behaviour of the README's Requirements, in their order.
    public static func all(in readme: KataReadme) -> [Behaviour] {
        readme.requirementGroups.flatMap { group in
            group.behaviours.map { Behaviour(suite: group.suite, text: $0) }
        }
    }
}

/// `Solutions/<kata>/ASK.md`: under each `## ` heading, a behaviour word for word, the words and
/// phrases a candidate might use when asking about it, comma-separated over one or more lines. A
/// line that starts `yes:` or `no:` lists what a yes-or-no question may propose that the rule
/// grants or refuses: under "a shipped order cannot be cancelled", `no: cancel a shipped order`
/// lets "Can a shipped order still be cancelled?" be answered "No". Those phrases only lead the
/// answer once the question is placed; the others place it. A line `replaces: <rule>` names an
/// earlier stage's rule this one overrides (offline, the failure sentence gives way to the last
/// good answer): where both would be named, the earlier is dropped.
public struct AskWords: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var behaviour: String
        public var phrases: [String]
        /// What the rule grants, and what it refuses, asked as a yes-or-no question.
        public var yes: [String] = []
        public var no: [String] = []
        /// The rules of earlier stages this one overrides, each a sentence whole.
        public var replaces: [String] = []

        public init(
            behaviour: String, phrases: [String], yes: [String] = [], no: [String] = [],
            replaces: [String] = []
        ) {
            self.behaviour = behaviour
            self.phrases = phrases
            self.yes = yes
            self.no = no
            self.replaces = replaces
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public init(text: String) {
        var entries: [Entry] = []
        var insideCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") { insideCode.toggle() }
            if insideCode { continue }
            if line.hasPrefix("## ") {
                entries.append(
                    Entry(behaviour: line.dropFirst(3).trimmingCharacters(in: .whitespaces), phrases: []))
            } else if !entries.isEmpty, !line.hasPrefix("#") {
                var rest = Substring(line.trimmingCharacters(in: .whitespaces))
                if rest.lowercased().hasPrefix(Self.replacesMark) {
                    let sentence = rest.dropFirst(Self.replacesMark.count).trimmingCharacters(
                        in: .whitespaces)
                    if !sentence.isEmpty { entries[entries.count - 1].replaces.append(sentence) }
                    continue
                }
                let verdict = ["yes:", "no:"].first { rest.lowercased().hasPrefix($0) }
                if let verdict { rest = rest.dropFirst(verdict.count) }
                let phrases = rest.split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
                let last = entries.count - 1
                switch verdict {
                case "yes:": entries[last].yes += phrases
                case "no:": entries[last].no += phrases
                default: entries[last].phrases += phrases
                }
            }
        }
        self.entries = entries
    }

    static let replacesMark = "replaces:"

    /// The earlier rules one behaviour's sentence overrides.
    public func replaced(by behaviour: String) -> [String] {
        entries.filter { $0.behaviour == behaviour }.flatMap(\.replaces)
    }

    /// The phrases listed for one behaviour's sentence (every heading of that sentence), without
    /// those under `yes:` and `no:`, which only lead an answer.
    public func phrases(for behaviour: String) -> [String] {
        entries.filter { $0.behaviour == behaviour }.flatMap(\.phrases)
    }

    /// The phrases a yes-or-no question is answered "Yes" to for one behaviour, and "No" to.
    public func verdicts(for behaviour: String) -> (yes: [String], no: [String]) {
        let matching = entries.filter { $0.behaviour == behaviour }
        return (matching.flatMap(\.yes), matching.flatMap(\.no))
    }

    /// What is wrong with the file against the kata's behaviours, one sentence each: a heading
    /// that is no behaviour, a heading twice, a heading without words, a behaviour without one.
    public func problems(behaviours: [Behaviour]) -> [String] {
        let sentences = Set(behaviours.map(\.text))
        var found: [String] = []
        var seen: Set<String> = []
        for entry in entries {
            if !sentences.contains(entry.behaviour) {
                found.append("ASK.md: \"\(entry.behaviour)\" is no behaviour of the README's Requirements")
            } else if !seen.insert(entry.behaviour).inserted {
                found.append("ASK.md: \"\(entry.behaviour)\" has two headings")
            } else if entry.phrases.isEmpty, entry.yes.isEmpty, entry.no.isEmpty {
                found.append("ASK.md: \"\(entry.behaviour)\" has no words under it")
            }
            for replaced in entry.replaces where !sentences.contains(replaced) || replaced == entry.behaviour
            {
                found.append(
                    "ASK.md: \"\(entry.behaviour)\" replaces \"\(replaced)\", which is no other behaviour")
            }
        }
        var missing: [String] = []
        for behaviour in behaviours where !seen.contains(behaviour.text) && !missing.contains(behaviour.text)
        {
            missing.append(behaviour.text)
        }
        found += missing.map { "ASK.md: the behaviour \"\($0)\" has no heading" }
        return found
    }
}
