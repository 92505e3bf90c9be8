/// The lines of an ASK.md before its first `## ` heading that give the kata's data, each
/// `<mark> <name>: <item>, <item>, …` (`case the remote fails: 503, 5xx`, `topic Getting one
/// order: getOrder`, `yours: caller's task`): read once here for every kind of line.
enum AskHeader {
    /// Each line that starts with `mark`, as its name (between the mark and the colon, trimmed)
    /// and its items (the comma-separated text after the colon, as written).
    static func lines(marked mark: String, in text: String) -> [(name: String, items: [String])] {
        var found: [(name: String, items: [String])] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix(mark), let colon = line.firstIndex(of: ":") else { continue }
            let name = line[line.index(line.startIndex, offsetBy: mark.count)..<colon]
                .trimmingCharacters(in: .whitespaces)
            found.append((name, line[line.index(after: colon)...].split(separator: ",").map(String.init)))
        }
        return found
    }
}
