/// Fitting lines to a window: a line wider than the window is folded at spaces, never cut, its
/// later lines indented under its text, so nothing the candidate must read is lost or scrambled.
public enum TextLayout {
    /// Each line folded to at most `width` columns; nil leaves them as they are (a pipe, a log).
    public static func wrap(_ lines: [String], width: Int?) -> [String] {
        guard let width else { return lines }
        return lines.flatMap { wrap($0, width: width) }
    }

    /// One line folded at spaces to at most `width` columns. The later lines start under the text:
    /// past the line's own indent and a leading mark (`✗ `, `✓ `, `· `, `↳ `, `- `). A word longer
    /// than the room left is split, so no line is ever wider than `width`.
    public static func wrap(_ line: String, width: Int) -> [String] {
        let indent = line.prefix { $0 == " " }.count
        let marks = ["✗ ", "✓ ", "· ", "↳ ", "- ", "★ ", "⟳ "]
        let marked = marks.contains { line.dropFirst(indent).hasPrefix($0) }
        return fold(line, width: width, hang: indent + (marked ? 2 : 0))
    }

    /// `text` after a bullet ("  1. ", "Listen for: "), folded at `width` columns, its later
    /// lines under the text.
    public static func wrap(_ text: String, bullet: String, width: Int) -> [String] {
        fold(bullet + text, width: width, hang: bullet.count)
    }

    /// One line folded at spaces, its later lines indented by `hang` columns.
    static func fold(_ line: String, width: Int, hang wanted: Int) -> [String] {
        guard line.count > width, width > 0 else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        // A hanging indent too deep for the window leaves no room: start under the line's start.
        let hang = wanted < width / 2 ? wanted : 0
        let padding = String(repeating: " ", count: hang)

        var lines: [String] = []
        // An indent as wide as the window would leave no room for a word.
        var current = String(repeating: " ", count: min(indent, width / 2))
        var fresh = true
        for word in line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let gap = fresh ? 0 : 1
            if current.count + gap + word.count <= width {
                current += (fresh ? "" : " ") + word
                fresh = false
                continue
            }
            if !fresh {
                lines.append(current)
                current = padding
                fresh = true
            }
            // Too long for a whole line: split it where the line ends.
            while current.count + word.count > width {
                let room = width - current.count
                current += word.prefix(room)
                word = word.dropFirst(room)
                lines.append(current)
                current = padding
            }
            current += word
            fresh = word.isEmpty
        }
        if !fresh || lines.isEmpty { lines.append(current) }
        return lines
    }
}
