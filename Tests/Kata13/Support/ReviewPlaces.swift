import Foundation

/// One place a review points at: a Swift file as the reviewer wrote it (with or without its
/// folders) and the lines.
struct ReviewPlace: Equatable, Sendable, CustomStringConvertible {
    var file: String
    var lines: ClosedRange<Int>

    var description: String { "\(file):\(lines.lowerBound)-\(lines.upperBound)" }

    /// True when `file` names `path`, with or without folders, whatever its case:
    /// `OrderDetail.swift`, `Domain/OrderDetail.swift` and `Kata13_Review/Domain/OrderDetail.swift`
    /// all name `Domain/OrderDetail.swift`; `Detail.swift` does not.
    func names(_ path: String) -> Bool {
        let written = file.lowercased().split(separator: "/")
        let real = path.lowercased().split(separator: "/")
        let shorter = min(written.count, real.count)
        return shorter > 0 && written.suffix(shorter) == real.suffix(shorter)
    }
}

/// Reads the places in one finding's text, in the forms reviewers write them:
/// `Data/File.swift:42`, `File.swift:42:7`, `File.swift:42-45`, `File.swift#L42-L45`,
/// `File.swift line 42`, `File.swift, lines 40–44`, `File.swift L42`, "line 42 of File.swift",
/// "lines 10 and 24 in File.swift", and a table row whose cells hold the file and the lines.
enum PlaceReader {
    /// A mention of a file or of lines, by where it starts and ends in the text.
    private struct Mention {
        var start: Int
        var end: Int
        var file: String?
        var lines: [ClosedRange<Int>] = []
    }

    private static let filePattern = regex(#"[A-Za-z0-9_./\\-]*[A-Za-z0-9_]\.swift(?![A-Za-z0-9_])"#)
    /// `:42`, `:L42`, `:42-45`, `:42:7` (a column), `#L42`, `#L42-L45`, right after a file's name.
    private static let attachedPattern = regex(#"^(?::L?|#L)(\d+)(?:\s*(?:-|–|—|\.\.)\s*L?(\d+))?"#)
    /// `line 42`, `lines 40-44`, `lines 10 and 24`, `ll. 3-5`, `L42`, `L42-45`, `L10, L24`.
    private static let keywordPattern = regex(
        #"(?:(?<![A-Za-z])(?:[Ll]ines?|ll\.|l\.)\s*:?\s*|(?<![A-Za-z0-9])L(?=\d))"#
            + #"(\d+(?:\s*(?:-|–|—|to|through|\.\.\.?)\s*L?\d+)?"#
            + #"(?:\s*(?:,|&|and|/)\s*L?\d+(?:\s*(?:-|–|—|to|\.\.\.?)\s*L?\d+)?)*)"#)
    /// A table cell that holds only lines: `42`, `42-45`, `L42`, `line 42`, `42, 57`.
    private static let cellPattern = regex(
        #"^(?:[Ll]ines?\s*|L)?(\d+(?:\s*(?:-|–|—)\s*L?\d+)?(?:\s*,\s*L?\d+(?:\s*(?:-|–|—)\s*L?\d+)?)*)$"#)
    private static let rangePattern = regex(#"(\d+)(?:\s*(?:-|–|—|to|through|\.\.\.?)\s*L?(\d+))?"#)
    /// What may stand between lines and the file they are in: "line 42 of File.swift".
    private static let ofPattern = regex(#"^\s*(?:,\s*)?(?:of|in|at|from)\s+(?:the\s+)?(?:file\s+)?$"#)

    /// The files the text names, in order.
    static func files(in text: String) -> [String] {
        matches(of: filePattern, in: clean(text)).map { clean(text)[$0.range] }
    }

    /// The places the text names. Lines with no file of their own belong to `contextFile` (a
    /// heading or a parent bullet that named one file), else to the file after them.
    static func places(in rawText: String, contextFile: String? = nil) -> [ReviewPlace] {
        let text = clean(rawText)
        var mentions = matches(of: filePattern, in: text).map {
            Mention(start: $0.range.location, end: $0.range.location + $0.range.length, file: text[$0.range])
        }
        let files = mentions
        for file in files {
            let rest = text[NSRange(location: file.end, length: text.utf16.count - file.end)]
            if let match = matches(of: attachedPattern, in: rest).first {
                mentions.append(
                    Mention(
                        start: file.end, end: file.end + match.range.length,
                        lines: ranges(in: rest[match.range])))
            }
        }
        for match in matches(of: keywordPattern, in: text)
        where !mentions.contains(where: {
            $0.file == nil && $0.start <= match.range.location && match.range.location < $0.end
        }) {
            mentions.append(
                Mention(
                    start: match.range.location, end: match.range.location + match.range.length,
                    lines: ranges(in: text[match.range(at: 1)])))
        }
        mentions.append(contentsOf: cellMentions(in: text))
        mentions.sort { $0.start < $1.start }
        return attribute(mentions, in: text, contextFile: contextFile)
    }

    /// Gives each mention of lines its file: the one right after "of"/"in", else the nearest one
    /// before it, else the context's, else the first one after it.
    private static func attribute(_ mentions: [Mention], in text: String, contextFile: String?)
        -> [ReviewPlace]
    {
        var places: [ReviewPlace] = []
        for (index, mention) in mentions.enumerated() where mention.file == nil {
            let after = mentions[(index + 1)...].first { $0.file != nil }
            let before = mentions[..<index].last { $0.file != nil }
            var file = before?.file ?? contextFile ?? after?.file
            if let after, let name = after.file {
                let between = text[NSRange(location: mention.end, length: after.start - mention.end)]
                if matches(of: ofPattern, in: between).first != nil { file = name }
            }
            guard let file else { continue }
            // A table's cell may be read twice, as a cell and as `L42`: once is enough.
            for lines in mention.lines where !places.contains(ReviewPlace(file: file, lines: lines)) {
                places.append(ReviewPlace(file: file, lines: lines))
            }
        }
        return places
    }

    /// A table row's cells that hold only lines.
    private static func cellMentions(in text: String) -> [Mention] {
        guard text.hasPrefix("|") else { return [] }
        var mentions: [Mention] = []
        var offset = 0
        for cell in text.split(separator: "|", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = cell.trimmingCharacters(in: .whitespaces)
            if matches(of: cellPattern, in: trimmed).first != nil {
                mentions.append(
                    Mention(start: offset, end: offset + cell.utf16.count, lines: ranges(in: trimmed)))
            }
            offset += cell.utf16.count + 1
        }
        return mentions
    }

    /// `42` → 42...42, `45-42` → 42...45, `10 and 24` → two.
    private static func ranges(in text: String) -> [ClosedRange<Int>] {
        matches(of: rangePattern, in: text).compactMap { match in
            guard let first = Int(text[match.range(at: 1)]) else { return nil }
            let last =
                match.range(at: 2).location == NSNotFound ? first : Int(text[match.range(at: 2)]) ?? first
            return min(first, last)...max(first, last)
        }
    }

    /// Markdown's emphasis and code marks and links' brackets stand between a file and its line
    /// (`` `File.swift`:42 ``, `**File.swift** L42`): they go.
    private static func clean(_ text: String) -> String {
        text.filter { !"`*".contains($0) }
    }

    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are the reader's own constants: a typo stops its tests at once.
        try! NSRegularExpression(pattern: pattern)
    }

    private static func matches(of regex: NSRegularExpression, in text: String) -> [NSTextCheckingResult] {
        regex.matches(in: text, range: NSRange(location: 0, length: text.utf16.count))
    }
}

extension String {
    fileprivate subscript(range: NSRange) -> String {
        guard let range = Range(range, in: self) else { return "" }
        return String(self[range])
    }
}
