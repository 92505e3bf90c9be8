import Foundation

/// What a round hides of a kata's README, on plain text. One rule serves a blind round and a
/// staged round alike: a staged kata's stages not reached yet are hidden (each `## Stage N · Title`
/// section after the stage reached, heading and all); a blind round hides the Requirements body
/// too, behind the line that says how to ask, while a staged round that is not blind hides only
/// the later stages' groups of it, behind a line that says when they come. `BlindFiles` applies
/// it to the file on disk, and again as each stage arrives.
extension BlindView {
    /// The README as a round shows it at `stage`, and what it hides. Nil is a kata played whole:
    /// a blind round on a staged kata then shows stage 1, and a round that is not blind hides
    /// nothing.
    public static func hide(readme text: String, kata number: Int, stage: Int? = nil, blind: Bool = true)
        -> BlindText
    {
        let lines = split(text)
        let sections = sections(of: lines)
        let count = sections.filter { KataReadme.stage(ofHeading: $0.title) != nil }.count + 1
        // A round that is neither blind nor staged hides nothing.
        let reached = stage ?? (blind ? 1 : .max)
        var hidden = [Bool](repeating: false, count: lines.count)
        var replacements: [Int: String] = [:]
        var laterStageBefore = false
        for section in sections {
            if let own = KataReadme.stage(ofHeading: section.title) {
                laterStageBefore = own > reached
                if laterStageBefore { for index in section.lines { hidden[index] = true } }
                continue
            }
            defer { laterStageBefore = false }
            guard section.title == "Requirements", let body = body(of: section.lines, in: lines) else {
                continue
            }
            if blind {
                // The stages hidden just above go with the heading, so one line stands for them all.
                if laterStageBefore { hidden[section.lines.lowerBound] = true }
                for index in body { hidden[index] = true }
                replacements[body.lowerBound] = askLine(kata: number)
            } else if reached < count {
                let later = laterGroups(in: body, of: lines, after: reached)
                for index in later { hidden[index] = true }
                if let first = later.first { replacements[first] = laterLine(stage: reached + 1, of: count) }
            }
        }
        return Self.blind(lines, hidden: hidden, replacements: replacements)
    }

    /// The line that stands for the Requirements groups of the stages not reached yet.
    public static func laterLine(stage next: Int, of count: Int) -> String {
        "Stage \(next) of \(count) comes later in the round, once every behaviour above passes."
    }

    /// Each `## ` section: its title, and its lines from the heading to the next heading.
    private static func sections(of lines: [String]) -> [(title: String, lines: Range<Int>)] {
        var insideCode = false
        var headings: [(title: String, at: Int)] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { insideCode.toggle() }
            guard !insideCode, line.hasPrefix("## ") else { continue }
            headings.append((line.dropFirst(3).trimmingCharacters(in: .whitespaces), index))
        }
        return headings.indices.map { position in
            let end = position + 1 < headings.count ? headings[position + 1].at : lines.count
            return (headings[position].title, headings[position].at..<end)
        }
    }

    /// A section's body worth hiding: from the line after its heading to its last line that is not
    /// blank. Nil when it has none.
    private static func body(of section: Range<Int>, in lines: [String]) -> Range<Int>? {
        let start = section.lowerBound + 1
        guard let end = section.last(where: { $0 >= start && !isBlank(lines[$0]) }) else { return nil }
        return start..<(end + 1)
    }

    /// In a Requirements body, the lines of the groups of the stages after `reached`: each from its
    /// heading to the next group's, blank lines and all (the body ends at its last line that is
    /// not blank).
    private static func laterGroups(in body: Range<Int>, of lines: [String], after reached: Int) -> [Int] {
        var later = false
        return body.filter { index in
            let line = lines[index]
            if !line.hasPrefix("- "), let stage = KataReadme.stage(ofHeading: String(trimmed(line))) {
                later = stage > reached
            }
            return later
        }
    }

    private static func isBlank(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).isEmpty
    }
}
