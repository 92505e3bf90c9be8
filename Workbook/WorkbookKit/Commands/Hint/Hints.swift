/// `workbook hint` and the session's `h`: one more hint from the interviewer's sheet each time,
/// from a nudge to nearly the answer.
public enum Hints {
    /// What to print, given how many hints were shown before, and how many are shown after.
    public static func reveal(_ kata: Kata, alreadyShown: Int, all: Bool) -> (lines: [String], shown: Int) {
        let hints = kata.sheet.hints
        guard !hints.isEmpty else { return (["\(kata.module) has no hints."], alreadyShown) }
        let count = hints.count
        func line(_ index: Int) -> String { "Hint \(index + 1) of \(count): \(hints[index])" }

        if all || alreadyShown >= count {
            var lines = hints.indices.map(line)
            if !all { lines.append("Those are all the hints for \(kata.module).") }
            return (lines, count)
        }
        let index = max(0, alreadyShown)
        var lines = [line(index)]
        if index + 1 < count {
            lines.append("(Run it again for the next one, or add --all.)")
        }
        return (lines, index + 1)
    }
}
