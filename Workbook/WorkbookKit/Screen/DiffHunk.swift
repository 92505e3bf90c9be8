/// A diff's hunk as the text layout reads it: never folded, counted line by line.
extension TextLayout {
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
