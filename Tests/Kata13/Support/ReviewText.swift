import Foundation

/// The review's markdown, line by line: what starts an item, what is a table's header, what is
/// the template's.
enum ReviewText {
    /// The template's guidance sits in HTML comments; a reviewer's words never do.
    static func withoutComments(_ markdown: String) -> String {
        var text = markdown
        while let open = text.range(of: "<!--") {
            let close = text.range(of: "-->", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        return text
    }

    /// A bullet (`-`, `*`, `+`), a numbered item (`1.`, `1)`), a table row or a checkbox.
    static func startsItem(_ line: String) -> Bool {
        if line.hasPrefix("|") { return true }
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " { return true }
        let digits = line.prefix(while: \.isNumber)
        return !digits.isEmpty && [".", ")"].contains(line.dropFirst(digits.count).first)
    }

    /// The item's words without its marker: `- [ ] `, `1. `, `* `.
    static func withoutMarker(_ line: String) -> String {
        guard startsItem(line), !line.hasPrefix("|") else { return line }
        var rest = Substring(line)
        if let first = rest.first, "-*+".contains(first) {
            rest = rest.dropFirst()
        } else {
            rest = rest.drop(while: \.isNumber).dropFirst()
        }
        rest = rest.drop { $0 == " " }
        for box in ["[ ] ", "[x] ", "[X] "] where rest.hasPrefix(box) { rest = rest.dropFirst(box.count) }
        return String(rest)
    }

    /// A GitHub-style annotation, `Data/File.swift:42: message`: the line starts with its place.
    static func startsWithPlace(_ line: String) -> Bool {
        let first = line.filter { !"`*".contains($0) }.prefix { !$0.isWhitespace }
        return first.contains(".swift:") || first.contains(".swift#L")
    }

    /// `|---|:---:|`.
    static func isTableSeparator(_ line: String) -> Bool {
        line.hasPrefix("|") && line.allSatisfy { "|-: ".contains($0) }
    }

    /// A table's first row names its columns: no Swift file in it.
    static func isTableHeader(_ row: String) -> Bool {
        PlaceReader.files(in: row).isEmpty
    }

    /// "The two that matter most", "Top 2", "What I would block on", "Blockers", "Priorities".
    static func isTwoThatMatterTitle(_ title: String) -> Bool {
        let words = title.lowercased()
        return ["two", "2", "matter", "most", "block", "priorit", "top", "merge"].contains {
            words.contains($0)
        }
    }

    /// "Finding 3", "#3", "item 3", "(3)": the number of a finding the reviewer points back to.
    static func findingNumber(in text: String) -> Int? {
        findingNumberAndOffset(in: text)?.number
    }

    /// The first number of a finding the text points back to, and where (in UTF-16) it starts.
    static func findingNumberAndOffset(in text: String) -> (number: Int, offset: Int)? {
        guard let regex = try? NSRegularExpression(pattern: pointer + #"(\d+)"#),
            let match = regex.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)),
            let range = Range(match.range(at: 1), in: text), let number = Int(text[range])
        else { return nil }
        return (number, match.range.location)
    }

    /// What points back at a finding by its number: "Finding 3", "findings", "#", "item", "no.".
    static let pointer = #"(?:[Ff]indings?|[Ii]tems?|#|[Nn]os?\.)\s*"#

    /// Every finding a text points back to by its number, in order: "Findings 3 and 7", "#3, #7".
    static func findingNumbers(in text: String) -> [Int] {
        guard let regex = try? NSRegularExpression(pattern: pointer + #"(\d+(?:\s*(?:,|&|and)\s*#?\d+)*)"#)
        else { return [] }
        return regex.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)).flatMap {
            match in
            Range(match.range(at: 1), in: text).map { text[$0].split { !$0.isNumber }.compactMap { Int($0) } }
                ?? []
        }
    }

    /// The file a line names and nothing else (`**Domain/File.swift**`, `` `File.swift`: ``,
    /// `File.swift`), or nil.
    static func onlyFile(in line: String) -> String? {
        var name = line.filter { !"`*".contains($0) }.trimmingCharacters(in: .whitespaces)
        if name.hasSuffix(":") { name.removeLast() }
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: "_ "))
        let files = PlaceReader.files(in: name)
        return files == [name] ? name : nil
    }

    /// The words of a finding that are not where it is: letters' words, not files or numbers.
    static func wordsBesidesPlaces(in text: String) -> Int {
        text.split { !$0.isLetter && $0 != "'" && $0 != "’" && $0 != "." && $0 != "/" && $0 != "_" }
            .filter { word in
                !word.contains(".swift") && !word.contains("/") && word.contains { $0.isLetter }
                    && !["line", "lines", "l", "ll"].contains(
                        word.lowercased().trimmingCharacters(in: .punctuationCharacters))
            }
            .count
    }
}
