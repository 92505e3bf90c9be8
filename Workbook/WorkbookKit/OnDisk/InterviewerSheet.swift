/// A kata's interviewer's sheet, `Solutions/KataN_Name/INTERVIEWER.md`: what the person across
/// the table needs and the candidate must not read first. The tool reveals it piece by piece:
/// `hint` one hint at a time, the end of an interview the follow-ups and talking points,
/// `interview N --interviewer` all of it.
public struct InterviewerSheet: Sendable, Equatable {
    /// The sections every sheet has, in order.
    public static let requiredSections = [
        "Checkpoints", "What good looks like", "Rubric", "Hints", "Follow-ups", "Talking points",
    ]
    /// The rubric's criteria, in order: one bullet each, "strong …; weak …". A full round's sheet
    /// may add to a criterion under a stage's `### ` heading, in the same form (`rubricLines`).
    public static let criteria = ["Correctness", "Tests", "Naming", "Layering", "Communication"]
    /// The sections whose items a candidate's README must never repeat.
    static let spoilers = ["Hints", "Follow-ups", "Talking points"]

    public let document: KataReadme

    public init(text: String) {
        document = KataReadme(text: text)
    }

    public var checkpoints: [String] { document.bulletItems(of: "Checkpoints") }
    public var whatGoodLooksLike: [String] { document.bulletItems(of: "What good looks like") }
    /// The rubric's criteria for the whole round, under no stage's heading.
    public var rubric: [String] { stagedItems(of: "Rubric").filter { $0.heading == nil }.map(\.item) }
    public var hints: [String] { document.numberedItems(of: "Hints") }
    /// The follow-up questions alone, without what to listen for.
    public var followUps: [String] { followUpItems.map(\.question) }
    /// Each follow-up with what a strong answer covers: the indented line under its question that
    /// starts with `Listen for:` (and that line's own continuation), nil when the sheet has none.
    public var followUpItems: [(question: String, listenFor: String?)] {
        document.bulletItemLines(of: "Follow-ups").map { lines in
            let split = lines.dropFirst().firstIndex { $0.hasPrefix(Self.listenFor) } ?? lines.endIndex
            let question = lines[..<split].joined(separator: " ")
            guard split < lines.endIndex else { return (question, nil) }
            let listen = lines[split...].joined(separator: " ").dropFirst(Self.listenFor.count)
            return (question, listen.trimmingCharacters(in: .whitespaces))
        }
    }
    /// The label that starts a follow-up's answer line.
    public static let listenFor = "Listen for:"
    public var talkingPoints: [String] { document.bulletItems(of: "Talking points") }

    /// The section that lists the behaviours the Prompt itself states.
    public static let givenSection = "Given by the prompt"

    /// The behaviours the kata's Prompt states, under their suites as the Requirements name them:
    /// what a candidate who does what the Prompt says, read plainly, with the given code, gets
    /// right without asking, no boundary, number or choice left open. A blind round counts them as
    /// given: "what did I miss?" never points at them, and the score counts them in no column.
    public var givenByThePrompt: [Behaviour] {
        document.groups(of: Self.givenSection).flatMap { group in
            group.behaviours.map { Behaviour(suite: group.suite, text: $0) }
        }
    }

    /// What is wrong with the list of what the Prompt states, against the README's `behaviours`,
    /// one sentence each: a missing or empty section (a Prompt that states none says so in a line),
    /// a name that is no behaviour, a behaviour listed twice.
    public func givenProblems(behaviours: [Behaviour]) -> [String] {
        guard let text = document.sections[Self.givenSection], !text.isEmpty else {
            return [
                "no \"## \(Self.givenSection)\" section: list the behaviours the Prompt states under their "
                    + "suites, or say in a line that it states none"
            ]
        }
        var seen: Set<Behaviour> = []
        var found: [String] = []
        for behaviour in givenByThePrompt {
            let name = CheckReport.named(behaviour.text, suite: behaviour.suite, escaping: false)
            if !behaviours.contains(behaviour) {
                found.append(
                    "\(Self.givenSection) lists \"\(name)\", which is no behaviour of the README's Requirements"
                )
            } else if !seen.insert(behaviour).inserted {
                found.append("\(Self.givenSection) lists \"\(name)\" twice")
            }
        }
        return found
    }

    /// Everything wrong with the sheet's shape, one sentence each; empty when it is complete.
    /// `module` is the kata's ("Kata3"), which the heading must name.
    public func problems(module: String) -> [String] {
        var found: [String] = []
        let suffix = ": the interviewer's sheet"
        // A typographic apostrophe is the same heading.
        let heading = document.heading.replacingOccurrences(of: "\u{2019}", with: "'")
        if !heading.hasPrefix(module + " · ") || !heading.hasSuffix(suffix) {
            found.append("the heading is not \"# \(module) · <name>\(suffix)\"")
        }
        found += document.sectionProblems(Self.requiredSections)
        if document.sections["Checkpoints"] != nil,
            checkpoints.isEmpty || checkpoints.contains(where: { !$0.lowercased().contains("min") })
        {
            found.append("Checkpoints are not bullets each saying by which minute")
        }
        if document.sections["Rubric"] != nil {
            // "**Correctness**:" names Correctness too.
            let named = rubric.map { String($0.prefix { $0 != ":" }).replacingOccurrences(of: "*", with: "") }
            if named != Self.criteria {
                found.append(
                    "Rubric has \(named.joined(separator: ", ")), not exactly \(Self.criteria.joined(separator: ", "))"
                )
            }
            let added = stagedItems(of: "Rubric").filter { $0.heading != nil }.map(\.item)
            for item in added where !Self.criteria.contains(String(item.prefix { $0 != ":" })) {
                found.append("Rubric's stage item \"\(Self.shortened(item))\" names no criterion")
            }
            for item in rubric + added where !item.contains("strong") || !item.contains("; weak") {
                found.append("Rubric's \"\(item.prefix { $0 != ":" })\" does not say strong …; weak …")
            }
        }
        for item in followUpItems where (item.listenFor ?? "").isEmpty {
            found.append(
                "Follow-up \"\(Self.shortened(item.question))\" has no indented \"\(Self.listenFor) …\" line under it"
            )
        }
        if document.sections["Hints"] != nil, hints.count != 3 {
            found.append("Hints has \(hints.count) numbered hints, not 3")
        }
        return found
    }

    /// Where a candidate's README gives the interviewer's side away: a section of the sheet's, or
    /// a run of words copied from one of its hints, follow-ups or talking points.
    public func spoilers(in readme: String) -> [String] {
        let text = " " + Self.words(readme).joined(separator: " ") + " "
        var found: [String] = []
        for section in Self.spoilers {
            let items = section == "Hints" ? hints : document.bulletItems(of: section)
            for item in items {
                let words = Self.words(item)
                // Eight words in a row are a copy, not a coincidence; a short item counts whole.
                let span = min(8, words.count)
                guard span >= 4 else { continue }
                let copied = (0...(words.count - span)).contains { start in
                    text.contains(" " + words[start..<start + span].joined(separator: " ") + " ")
                }
                if copied {
                    found.append("repeats the interviewer's \(section) item \"\(Self.shortened(item))\"")
                }
            }
        }
        return found
    }

    /// An item cut to 60 characters for a one-line message.
    static func shortened(_ item: String) -> String {
        item.count > 60 ? item.prefix(59) + "…" : item
    }

    /// Lower-cased words, punctuation and markup dropped, so reflowing or quoting hides no copy.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'") }.map(String.init)
    }
}
