/// Fitting lines to a window: a line of prose wider than the window is folded at its spaces, never
/// cut and never inside a word, its later lines indented under its text, so nothing the candidate
/// must read is lost, scrambled or broken. A span in backticks (a command, a path, a piece of code)
/// folds as one word while it fits on a line. Code and diffs never fold: a unified diff (its file
/// headers, its hunks), a fenced code block and a source listing pass through line for line, so a
/// piped diff applies and a listing is the file's own text; on a screen drawn to a grid, a line too
/// wide is clipped at the window's edge with a marker, never continued on a line of its own.
public enum TextLayout {
    /// What becomes of one word wider than a whole line (a long path, a long identifier).
    public enum LongWords: Sendable {
        /// Split where the line ends: a screen drawn to a grid of rows needs every line to fit.
        case split
        /// Kept whole on a line of its own: printed output, where it is copied in one piece (the
        /// terminal wraps it where it must).
        case whole
    }

    /// Each line of prose folded to at most `width` columns, code and diffs passed through
    /// (`verbatim`); nil leaves them all as they are. A diff is known by its hunks' `@@ -a,b +c,d @@`
    /// headers, which say how many lines follow, and the `--- `/`+++ ` lines before the first; a
    /// code block by its fences.
    public static func wrap(_ lines: [String], width: Int?, longWords: LongWords = .split) -> [String] {
        guard let width else { return lines }
        var folded: [String] = []
        var hunk = HunkLines(old: 0, new: 0)
        var fenced = false
        for (index, line) in lines.enumerated() {
            let fence = line.drop { $0 == " " }.hasPrefix("```")
            if hunk.take(line) || fenced || fence || isFileHeader(at: index, of: lines) {
                folded += verbatim([line], width: width, longWords: longWords)
            } else if let header = HunkLines(header: line) {
                hunk = header
                folded += verbatim([line], width: width, longWords: longWords)
            } else {
                hunk = HunkLines(old: 0, new: 0)
                folded += wrap(line, width: width, longWords: longWords)
            }
            if fence { fenced.toggle() }
        }
        return folded
    }

    /// The `--- old` or `+++ new` line that opens a diff of one file: the pair, then a hunk's header.
    static func isFileHeader(at index: Int, of lines: [String]) -> Bool {
        func line(_ offset: Int) -> String? {
            lines.indices.contains(index + offset) ? lines[index + offset] : nil
        }
        let opens = { (offset: Int) -> Bool in
            line(offset)?.hasPrefix("--- ") == true && line(offset + 1)?.hasPrefix("+++ ") == true
                && line(offset + 2).flatMap(HunkLines.init(header:)) != nil
        }
        return opens(0) || opens(-1)
    }

    /// One line folded at spaces to at most `width` columns. The later lines start under the text:
    /// past the line's own indent and a leading mark (`✗ `, `- `, `1. `…), or, in a line of
    /// columns ("  --minutes <m>    the time you get…"), under its last column.
    public static func wrap(_ line: String, width: Int, longWords: LongWords = .split) -> [String] {
        fold(line, width: width, hang: hang(of: line), longWords: longWords)
    }

    /// `text` after a bullet ("  1. ", "Listen for: "), folded at `width` columns, its later
    /// lines under the text.
    public static func wrap(_ text: String, bullet: String, width: Int) -> [String] {
        fold(bullet + text, width: width, hang: bullet.count)
    }

    /// Lines of code or of a diff, never folded: printed (`.whole`), each as it is, byte for byte;
    /// on a grid (`.split`), a line wider than the window is cut at its edge and ends in
    /// `clipMarker`, so it never reads as a line of its own. Nil leaves them as they are.
    public static func verbatim(_ lines: [String], width: Int?, longWords: LongWords = .split) -> [String] {
        guard let width, longWords == .split else { return lines }
        return lines.map { clip($0, width: width) }
    }

    /// Ends a line cut at the window's edge: the line goes on past it.
    public static let clipMarker: Character = "→"

    /// `line` cut to `width` columns, its last one `clipMarker`, when it is wider; colours are
    /// reset after the cut, so none runs on.
    static func clip(_ line: String, width: Int) -> String {
        guard columns(line) > width, width > 0 else { return line }
        var kept = ""
        var count = 0
        var escaped = false
        for character in line {
            if escaped || character == "\u{1B}" {
                escaped = character == "\u{1B}" || !character.isLetter
            } else {
                if count == width - 1 { break }
                count += 1
            }
            kept.append(character)
        }
        return kept + (line.contains("\u{1B}") ? "\u{1B}[0m" : "") + String(clipMarker)
    }

    static let marks = ["✗ ", "✓ ", "· ", "↳ ", "- ", "* ", "★ ", "⟳ "]

    /// Where a folded line's later lines start: under the text after the indent and a mark or a
    /// number ("12. "); in a line of columns, under the last one; else at the indent.
    static func hang(of line: String) -> Int {
        let indent = line.prefix { $0 == " " }.count
        let text = line.dropFirst(indent)
        if let mark = marks.first(where: { text.hasPrefix($0) }) { return indent + mark.count }
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        if (1...3).contains(digits), text.dropFirst(digits).hasPrefix(". ") { return indent + digits + 2 }
        return indent + (lastColumn(of: text) ?? 0)
    }

    /// Where the last column of a line of columns starts: after its last run of two or more spaces
    /// (outside backticks) with text before and after it; nil in a line of prose.
    static func lastColumn(of text: Substring) -> Int? {
        var column: Int?
        var offset = 0
        var spaces = 0
        var quoted = false
        var sawText = false
        var escaped = false
        for character in text {
            // A colour's escape sequence takes no column: from ESC to the letter that ends it.
            if escaped || character == "\u{1B}" {
                escaped = character == "\u{1B}" || !character.isLetter
                continue
            }
            if character == " ", !quoted {
                spaces += 1
            } else {
                if spaces >= 2, sawText { column = offset }
                if character == "`" { quoted.toggle() }
                spaces = 0
                sawText = true
            }
            offset += 1
        }
        return column
    }

    /// One line folded at spaces, its later lines indented by `hang` columns when that leaves room
    /// to read (else by the line's own indent, else none).
    static func fold(_ line: String, width: Int, hang wanted: Int, longWords: LongWords = .split) -> [String]
    {
        guard columns(line) > width, width > 0 else { return [line] }
        let ownIndent = line.prefix { $0 == " " }.count
        func leavesRoom(_ hang: Int) -> Bool { width - hang >= min(width / 2 + 1, 24) }
        let hang = [wanted, ownIndent].first(where: leavesRoom) ?? 0
        // An indent as wide as the window would leave no room for a word.
        var lines = Lines(width: width, hang: hang, indent: min(ownIndent, width / 2), longWords: longWords)
        for (gap, word) in words(line.dropFirst(ownIndent)) {
            lines.place(word, after: gap)
        }
        return lines.finished
    }

    /// How many columns `text` takes on a terminal: its characters, less the escape sequences that
    /// colour them (ESC, "[", numbers, and the letter that ends them).
    static func columns(_ text: some StringProtocol) -> Int {
        var count = 0
        var escaped = false
        for character in text {
            if escaped || character == "\u{1B}" {
                escaped = character == "\u{1B}" || !character.isLetter
            } else {
                count += 1
            }
        }
        return count
    }

    /// The words of a line, each with the spaces before it. A span in backticks, and whatever
    /// touches it, is one word; a backtick with no partner is a character like any other.
    static func words(_ text: Substring) -> [(gap: Int, word: Substring)] {
        var words: [(gap: Int, word: Substring)] = []
        var gap = 0
        var start: Substring.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " {
                if let first = start {
                    words.append((gap, text[first..<index]))
                    start = nil
                    gap = 0
                }
                gap += 1
                index = text.index(after: index)
                continue
            }
            if start == nil { start = index }
            let next = text.index(after: index)
            if character == "`", let close = text[next...].firstIndex(of: "`") {
                index = text.index(after: close)
            } else {
                index = next
            }
        }
        if let first = start { words.append((gap, text[first...])) }
        return words
    }

    /// The lines a fold builds, word by word.
    private struct Lines {
        let width: Int
        let padding: String
        let longWords: LongWords
        var done: [String] = []
        var current: String
        /// Nothing but the indent on the current line yet.
        var empty = true

        init(width: Int, hang: Int, indent: Int, longWords: LongWords) {
            self.width = width
            self.padding = String(repeating: " ", count: hang)
            self.longWords = longWords
            self.current = String(repeating: " ", count: indent)
        }

        var finished: [String] {
            empty && !done.isEmpty ? done : done + [current]
        }

        mutating func newLine() {
            done.append(current)
            current = padding
            empty = true
        }

        mutating func place(_ word: Substring, after gap: Int) {
            let spacing = empty ? 0 : gap
            if columns(current) + spacing + columns(word) <= width {
                current += String(repeating: " ", count: spacing) + word
                empty = false
                return
            }
            // Wider than a whole line: a span in backticks folds at its own spaces, as prose.
            if columns(word) > width - padding.count, word.contains(" ") {
                for (index, piece) in word.split(separator: " ").enumerated() {
                    place(piece, after: index == 0 ? gap : 1)
                }
                return
            }
            if !empty { newLine() }
            if columns(current) + columns(word) <= width {
                current += word
                empty = false
                return
            }
            switch longWords {
            case .whole:
                current += word
                newLine()
            case .split:
                var rest = word
                while columns(current) + columns(rest) > width {
                    let room = max(1, width - columns(current))
                    current += rest.prefix(room)
                    rest = rest.dropFirst(room)
                    newLine()
                }
                current += rest
                empty = rest.isEmpty
            }
        }
    }
}
