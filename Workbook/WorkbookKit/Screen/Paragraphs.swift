extension TextLayout {
    /// Text wrapped by hand in its source (a README's prompt, a command's help) as one line per
    /// paragraph, ready to be folded to the window: a paragraph's lines joined; a list item, or a
    /// line of columns ("  --minutes <m>    the time you get"), joined with the lines indented
    /// under it; blank lines, headings, tables and code (fenced, or indented four spaces after a
    /// blank line) kept line for line.
    public static func reflow(_ text: String) -> [String] {
        var lines: [String] = []
        /// The indent of the line that started the last joined line; nil when the next line
        /// cannot continue it (after a blank line, a heading, a table or code).
        var open: Int?
        var fenced = false
        var indentedCode = false
        var previousBlank = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.drop { $0 == " " }
            defer { previousBlank = trimmed.isEmpty }
            if !trimmed.isEmpty {
                indentedCode = indent >= 4 && (indentedCode || (previousBlank && open == nil))
            }
            let fence = trimmed.hasPrefix("```")
            if fence { fenced.toggle() }
            if trimmed.isEmpty || fence || fenced || indentedCode || trimmed.hasPrefix("|")
                || trimmed.hasPrefix("#")
            {
                lines.append(trimmed.isEmpty ? "" : line)
                open = nil
                continue
            }
            var text = Substring(line)
            while text.last == " " { text.removeLast() }
            let startsItem = startsItem(trimmed) || (indent > 0 && lastColumn(of: trimmed) != nil)
            if let start = open, !startsItem, indent >= start, let last = lines.popLast() {
                lines.append(last + " " + text.drop { $0 == " " })
            } else {
                lines.append(String(text))
                open = indent
            }
            // A line ending in two spaces breaks there, as Markdown has it.
            if line.hasSuffix("  ") { open = nil }
        }
        return lines
    }

    /// A list item's first line: "- ", "* ", "+ " or a number and ". ".
    private static func startsItem(_ text: Substring) -> Bool {
        if ["- ", "* ", "+ "].contains(where: { text.hasPrefix($0) }) { return true }
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        return (1...3).contains(digits) && text.dropFirst(digits).hasPrefix(". ")
    }
}
