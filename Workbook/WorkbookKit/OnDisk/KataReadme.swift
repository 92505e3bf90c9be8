/// A kata's README, read as the tool needs it: the front matter, and each `## ` section's text.
/// The interviewer's sheet is read with the same parser (it has no front matter).
public struct KataReadme: Sendable, Equatable {
    /// The sections every kata README has, in order: what the candidate may read, and no more.
    public static let requiredSections = ["Prompt", "Requirements", "Given", "Run", "Layers"]
    public static let requiredFields = ["title", "grade", "minutes", "layer"]

    /// The first `# ` line's text: "Kata1 · Entity".
    public var heading: String
    public var fields: [String: String]
    /// Section title → its text, without the heading line.
    public var sections: [String: String]
    public var sectionOrder: [String]

    public init(text: String) {
        var fields: [String: String] = [:]
        var sections: [String: String] = [:]
        var order: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
            let close = lines.dropFirst().firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == "---"
            })
        {
            for line in lines[1..<close] {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            lines.removeSubrange(0...close)
        }

        var current: String?
        var insideCode = false
        var heading = ""
        for line in lines {
            if line.hasPrefix("```") { insideCode.toggle() }
            if !insideCode, heading.isEmpty, current == nil, line.hasPrefix("# ") {
                heading = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            } else if !insideCode, line.hasPrefix("## ") {
                let title = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                current = title
                order.append(title)
                sections[title] = ""
            } else if let title = current {
                sections[title, default: ""] += line + "\n"
            }
        }
        self.heading = heading
        self.fields = fields
        self.sections = sections.mapValues { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        self.sectionOrder = order
    }

    /// The numbered items of a section ("1. …" with its continuation lines), as the Hints use.
    public func numberedItems(of section: String) -> [String] {
        items(of: section) { line in
            guard let dot = line.firstIndex(of: "."), dot > line.startIndex,
                line[..<dot].allSatisfy(\.isNumber)
            else { return nil }
            return line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The "- " items of a section, as Requirements, Follow-ups and Talking points use.
    public func bulletItems(of section: String) -> [String] {
        bulletItemLines(of: section).map { $0.joined(separator: " ") }
    }

    /// The "- " items of a section as written: each its first line's text, then its continuation
    /// lines, trimmed, so a line the sheet starts with a label ("Listen for:") can be told apart.
    public func bulletItemLines(of section: String) -> [[String]] {
        itemLines(of: section) { line in
            line.hasPrefix("- ") ? String(line.dropFirst(2)) : nil
        }
    }

    /// The Requirements as written: each suite's name (a plain line) with the behaviours listed
    /// under it. Two suites may share a behaviour's sentence, so a behaviour is known by both.
    public var requirementGroups: [(suite: String, behaviours: [String])] { groups(of: "Requirements") }

    /// A section laid out as the Requirements are: plain lines naming suites, bullets under them.
    /// The interviewer's sheet lists what its Prompt states this way.
    public func groups(of section: String) -> [(suite: String, behaviours: [String])] {
        var groups: [(suite: String, behaviours: [String])] = []
        for line in (sections[section] ?? "").split(separator: "\n").map(String.init) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("- ") {
                if groups.isEmpty { groups.append(("", [])) }
                groups[groups.count - 1].behaviours.append(String(text.dropFirst(2)))
            } else if !text.isEmpty, !line.hasPrefix("  ") {
                groups.append((text, []))
            }
        }
        return groups
    }

    /// Everything wrong with the README's shape, one sentence each; empty when it is complete.
    public var problems: [String] {
        var found: [String] = []
        for field in Self.requiredFields where (fields[field] ?? "").isEmpty {
            found.append("front matter has no \(field)")
        }
        for field in ["grade", "minutes"] where fields[field].map({ Int($0) == nil }) ?? false {
            found.append("front matter \(field) is not a whole number")
        }
        found += sectionProblems(Self.requiredSections)
        found += stageProblems
        for section in InterviewerSheet.requiredSections where sections[section] != nil {
            found.append("\"## \(section)\" belongs in the interviewer's sheet, not the candidate's README")
        }
        return found
    }

    /// Each of `required` missing or empty, and the order when they are all there.
    func sectionProblems(_ required: [String]) -> [String] {
        var found: [String] = []
        for section in required where (sections[section] ?? "").isEmpty {
            found.append(
                sections[section] == nil ? "no \"## \(section)\" section" : "\"## \(section)\" is empty")
        }
        let present = sectionOrder.filter(required.contains)
        if found.isEmpty, present != required {
            found.append("the sections are not in the order \(required.joined(separator: ", "))")
        }
        return found
    }

    private func items(of section: String, start: (String) -> String?) -> [String] {
        itemLines(of: section, start: start).map { $0.joined(separator: " ") }
    }

    private func itemLines(of section: String, start: (String) -> String?) -> [[String]] {
        guard let text = sections[section] else { return [] }
        var result: [[String]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let first = start(line) {
                result.append([first])
            } else if !result.isEmpty, line.hasPrefix("  "),
                !line.trimmingCharacters(in: .whitespaces).isEmpty
            {
                result[result.count - 1].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return result
    }
}
