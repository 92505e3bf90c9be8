/// Fitting lines to a window: a line wider than the window is folded at its spaces, never cut and
/// never inside a word, its later lines indented under its text, so nothing the candidate must read
/// is lost, scrambled or broken. A span in backticks (a command, a path, a piece of code) folds as
/// one word while it fits on a line. A unified diff's lines keep their `+`, `-` or space on every
/// line they fold to, so a long added line never reads as context.
public enum TextLayout {
    /// What becomes of one word wider than a whole line (a long path, a long identifier).
    public enum LongWords: Sendable {
        /// Split where the line ends: a screen drawn to a grid of rows needs every line to fit.
        case split
        /// Kept whole on a line of its own: printed output, where it is copied in one piece (the
        /// terminal wraps it where it must).
        case whole
    }

    /// Each line folded to at most `width` columns; nil leaves them as they are. A diff's hunks
    /// are known by their `@@ -a,b +c,d @@` headers, which say how many lines follow.
    public static func wrap(_ lines: [String], width: Int?, longWords: LongWords = .split) -> [String] {
        guard let width else { return lines }
        var folded: [String] = []
        var hunk = HunkLines(old: 0, new: 0)
        for line in lines {
            if hunk.take(line) {
                folded += wrap(diffLine: line, width: width, longWords: longWords)
            } else {
                hunk = HunkLines(header: line) ?? HunkLines(old: 0, new: 0)
                folded += wrap(line, width: width, longWords: longWords)
            }
        }
        return folded
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

    /// Lines of code, each folded at spaces, its later lines indented four more than its first, as
    /// an editor continues a line; nil leaves them as they are.
    public static func wrap(code lines: [String], width: Int?, longWords: LongWords = .split) -> [String] {
        guard let width else { return lines }
        return lines.flatMap { line in
            fold(line, width: width, hang: line.prefix { $0 == " " }.count + 4, longWords: longWords)
        }
    }

    /// A line of a diff's hunk: its marker (`+`, `-` or a space) starts every line it folds to, and
    /// its code folds as code.
    static func wrap(diffLine line: String, width: Int, longWords: LongWords = .split) -> [String] {
        guard columns(line) > width, width > 2, let marker = line.first else { return [line] }
        return wrap(code: [String(line.dropFirst())], width: width - 1, longWords: longWords).map {
            String(marker) + $0
        }
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

    /// How many lines of a diff's hunk are still to come, on each side.
    struct HunkLines {
        var old: Int
        var new: Int

        /// The counts a hunk's header announces: `@@ -25,8 +25,15 @@` is 8 and 15 (a count left
        /// out is 1); nil for any other line.
        init?(header: String) {
            let parts = header.split(separator: " ")
            guard parts.count >= 4, parts[0] == "@@", parts[3] == "@@", parts[1].hasPrefix("-"),
                parts[2].hasPrefix("+")
            else { return nil }
            func count(_ range: Substring) -> Int? {
                let numbers = range.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
                guard numbers.count <= 2, numbers.allSatisfy({ Int($0) != nil }) else { return nil }
                return numbers.count == 2 ? Int(numbers[1]) : 1
            }
            guard let old = count(parts[1]), let new = count(parts[2]) else { return nil }
            self.init(old: old, new: new)
        }

        init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }

        /// Counts `line` off when it is the hunk's next line: a space is on both sides, `-` the
        /// old one, `+` the new one.
        mutating func take(_ line: String) -> Bool {
            switch line.first {
            case " " where old > 0 && new > 0:
                old -= 1
                new -= 1
            case "-" where old > 0: old -= 1
            case "+" where new > 0: new -= 1
            default: return false
            }
            return true
        }
    }
}
