import Foundation

/// A full round's stages, read from its README: the Prompt is stage 1's paragraph, each later
/// stage is a `## Stage N · Title` section between the Prompt and the Requirements, and every
/// group of the one Requirements section is headed by its stage (`Stage 2 · Offline`), as its
/// suite's display name is. A kata with none of these has no stages and plays as one.
extension KataReadme {
    /// One stage of a full round: what the interviewer says when it arrives.
    public struct Stage: Sendable, Equatable {
        public var number: Int
        public var title: String
        public var paragraph: String
    }

    /// "Stage 2 · Offline" → 2; nil for a heading that names no stage.
    public static func stage(ofHeading heading: String) -> Int? {
        guard heading.hasPrefix(stagePrefix) else { return nil }
        let rest = heading.dropFirst(stagePrefix.count)
        let digits = rest.prefix(while: \.isNumber)
        guard !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(" · ") else { return nil }
        return Int(digits)
    }

    /// "Offline" for "Stage 2 · Offline".
    static func title(ofStageHeading heading: String) -> String {
        guard let dot = heading.range(of: " · ") else { return heading }
        return String(heading[dot.upperBound...])
    }

    static let stagePrefix = "Stage "

    /// The round's stages in order; empty when the kata is not staged. Stage 1 is the Prompt,
    /// titled by its first Requirements group.
    public var stages: [Stage] {
        let later = sectionOrder.compactMap { title -> Stage? in
            guard let number = Self.stage(ofHeading: title) else { return nil }
            return Stage(
                number: number, title: Self.title(ofStageHeading: title), paragraph: sections[title] ?? "")
        }
        let firstGroup = requirementGroups.first { Self.stage(ofHeading: $0.suite) == 1 }
        guard !later.isEmpty || firstGroup != nil else { return [] }
        let first = Stage(
            number: 1, title: firstGroup.map { Self.title(ofStageHeading: $0.suite) } ?? "",
            paragraph: sections["Prompt"] ?? "")
        return [first] + later
    }

    /// The README as a round shows it once `stage` is reached: the Prompt followed by each later
    /// stage's paragraph reached so far, led by its heading ("Stage 2 · Offline: …"), and the Requirements of those stages
    /// only. Stages not reached are not in it at all.
    public func upTo(stage reached: Int) -> KataReadme {
        var copy = self
        var prompt = sections["Prompt"] ?? ""
        for stage in stages where stage.number > 1 {
            let title = "\(Self.stagePrefix)\(stage.number) · \(stage.title)"
            copy.sections[title] = nil
            copy.sectionOrder.removeAll { $0 == title }
            if stage.number <= reached { prompt += "\n\n\(title): \(stage.paragraph)" }
        }
        copy.sections["Prompt"] = prompt
        let kept = requirementGroups.filter { group in (Self.stage(ofHeading: group.suite) ?? 0) <= reached }
        copy.sections["Requirements"] = kept.map { group in
            ([group.suite] + group.behaviours.map { "- " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n\n")
        return copy
    }

    /// What is wrong with a staged README's stages, one sentence each: the front matter's count,
    /// the stages' numbers, and each stage's groups in the Requirements.
    var stageProblems: [String] {
        let stages = self.stages
        let declared = fields["stages"].flatMap { Int($0) }
        guard !stages.isEmpty || declared != nil else { return [] }
        var found: [String] = []
        if declared != stages.count {
            found.append(
                "front matter says stages: \(fields["stages"] ?? "none"), but the README has \(stages.count)"
                    + " (the Prompt and each \"## Stage N · Title\" section)")
        }
        if !stages.isEmpty, stages.map(\.number) != Array(1...stages.count) {
            found.append("the stages are not numbered 1, 2, 3… in order (the Prompt is stage 1)")
        }
        for stage in stages where stage.paragraph.isEmpty {
            found.append("stage \(stage.number) has no paragraph")
        }
        let groups = requirementGroups.map(\.suite)
        for group in groups where Self.stage(ofHeading: group) == nil {
            found.append("the Requirements group \"\(group)\" names no stage (\"Stage N · \(group)\")")
        }
        for stage in stages where !groups.contains(where: { Self.stage(ofHeading: $0) == stage.number }) {
            found.append("no Requirements group belongs to stage \(stage.number)")
        }
        let order = sectionOrder.filter {
            $0 == "Prompt" || $0 == "Requirements" || Self.stage(ofHeading: $0) != nil
        }
        if order.first != "Prompt" || order.last != "Requirements" {
            found.append("the stages' sections belong between the Prompt and the Requirements")
        }
        return found
    }
}

extension Kata {
    /// The kata as a staged round shows it once `stage` is reached: its README holds the stages
    /// reached so far and their Requirements only (`KataReadme.upTo(stage:)`), and its checks
    /// count the behaviours of those stages only.
    public func reaching(stage: Int) -> Kata {
        var copy = self
        copy.stageReached = stage
        copy.readme = fullReadme.upTo(stage: stage)
        return copy
    }

    /// The kata's stages (empty for a kata played as one).
    public var stages: [KataReadme.Stage] { fullReadme.stages }

    /// The earlier rules a later stage's rule replaces (`replaces:` in `Solutions/<kata>/ASK.md`),
    /// each sentence with the first stage that replaces it; empty for a kata played as one.
    public var replacedRules: [String: Int] {
        let file = solutionFolder.appendingPathComponent("ASK.md")
        let words = AskWords(text: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        var found: [String: Int] = [:]
        for behaviour in Behaviour.all(in: fullReadme) {
            guard let stage = KataReadme.stage(ofHeading: behaviour.suite) else { continue }
            for sentence in words.replaced(by: behaviour.text) {
                found[sentence] = min(found[sentence] ?? stage, stage)
            }
        }
        return found
    }

}

extension InterviewerSheet {
    /// The `### ` heading each follow-up sits under, in the Follow-ups' order (nil before any): a
    /// full round's sheet heads its follow-ups by stage (`### Stage 2 · Offline`).
    public var followUpHeadings: [String?] { headings(of: "Follow-ups") }

    /// The `### ` heading each `- ` item of a section sits under, in order (nil before any).
    func headings(of section: String) -> [String?] {
        var heading: String?
        var found: [String?] = []
        for line in (document.sections[section] ?? "").split(separator: "\n").map(String.init) {
            if line.hasPrefix("### ") {
                heading = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("- ") {
                found.append(heading)
            }
        }
        return found
    }

    /// A section's items, each with the stage its heading names (nil: every stage's).
    func stagedItems(of section: String) -> [(stage: Int?, heading: String?, item: String)] {
        let headings = headings(of: section)
        return document.bulletItems(of: section).enumerated().map { index, item in
            let heading = index < headings.count ? headings[index] : nil
            return (heading.flatMap(KataReadme.stage(ofHeading:)), heading, item)
        }
    }

    /// The talking points a round that reached `stage` draws out: those under no stage's heading
    /// and those of the stages reached; every one when `stage` is nil.
    public func talkingPoints(upTo stage: Int?) -> [String] {
        stagedItems(of: "Talking points").filter { $0.stage.map { $0 <= stage ?? .max } ?? true }.map(\.item)
    }

    /// A criterion's rubric lines for a round that reached `stage`, each "strong: …; weak: …": the
    /// criterion's line for the whole round, then what each stage reached adds to it, headed by
    /// the stage ("Stage 2 · Offline: strong: …"). A later stage's are left out: that round never
    /// met them. Every stage's when `stage` is nil.
    public func rubricLines(_ criterion: String, upTo stage: Int?) -> [String] {
        func named(_ item: String) -> String? {
            guard item.replacingOccurrences(of: "*", with: "").hasPrefix(criterion + ":") else { return nil }
            return String(item.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        return stagedItems(of: "Rubric").compactMap { item in
            guard let line = named(item.item) else { return nil }
            guard let heading = item.heading else { return line }
            return item.stage.map { $0 <= stage ?? .max } ?? true ? "\(heading): \(line)" : nil
        }
    }

    /// The follow-ups a round that reached `stage` asks, each with its stage's heading: those of
    /// the stages reached, in order; every follow-up when `stage` is nil or the sheet is not staged.
    public func followUpItems(upTo stage: Int?) -> [(heading: String?, question: String, listenFor: String?)]
    {
        let headings = followUpHeadings
        return followUpItems.enumerated().compactMap { index, item in
            let heading = index < headings.count ? headings[index] : nil
            if let stage, let own = heading.flatMap(KataReadme.stage(ofHeading:)), own > stage { return nil }
            return (heading, item.question, item.listenFor)
        }
    }
}
