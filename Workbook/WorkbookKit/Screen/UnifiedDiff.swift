/// A unified diff of two texts, line by line, as `diff -u` prints it. Exercise files are one
/// screen each, so the plain longest-common-subsequence table is small and fast enough.
public enum UnifiedDiff {
    enum Step: Equatable {
        case same
        case removed
        case added
    }

    /// Empty when the texts are equal.
    public static func lines(
        from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3
    ) -> [String] {
        let before = split(old)
        let after = split(new)
        let steps = script(before, after)
        guard steps.contains(where: { $0.step != .same }) else { return [] }

        var lines = ["--- \(oldLabel)", "+++ \(newLabel)"]
        for hunk in hunks(steps, context: context) {
            let slice = steps[hunk]
            let removedCount = slice.filter { $0.step != .added }.count
            let addedCount = slice.filter { $0.step != .removed }.count
            let first = steps[hunk.lowerBound]
            // `diff -u` numbers from 1, and names the line before an empty side.
            let oldStart = removedCount == 0 ? first.old : first.old + 1
            let newStart = addedCount == 0 ? first.new : first.new + 1
            lines.append("@@ -\(oldStart),\(removedCount) +\(newStart),\(addedCount) @@")
            for entry in slice {
                switch entry.step {
                case .same: lines.append(" " + before[entry.old])
                case .removed: lines.append("-" + before[entry.old])
                case .added: lines.append("+" + after[entry.new])
                }
            }
        }
        return lines
    }

    /// How many lines `new` has that `old` lacks, in the same longest-common-subsequence terms.
    package static func addedCount(from old: [String], to new: [String]) -> Int {
        script(old, new).filter { $0.step == .added }.count
    }

    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Each step with the line indexes (from 0) it stands at in the old and the new text.
    static func script(_ old: [String], _ new: [String]) -> [(step: Step, old: Int, new: Int)] {
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] =
                    old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var steps: [(step: Step, old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                steps.append((.same, i, j))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                steps.append((.added, i, j))
                j += 1
            } else {
                steps.append((.removed, i, j))
                i += 1
            }
        }
        // Within a run of changes, `diff` shows the removed lines before the added ones; then
        // each step is numbered again by where it stands in both texts.
        var ordered: [Step] = []
        var run: [Step] = []
        for step in steps.map(\.step) + [.same] {
            if step == .same {
                ordered += run.filter { $0 == .removed } + run.filter { $0 == .added } + [.same]
                run = []
            } else {
                run.append(step)
            }
        }
        ordered.removeLast()
        var numbered: [(step: Step, old: Int, new: Int)] = []
        var (oldLine, newLine) = (0, 0)
        for step in ordered {
            numbered.append((step, oldLine, newLine))
            if step != .added { oldLine += 1 }
            if step != .removed { newLine += 1 }
        }
        return numbered
    }

    /// The ranges of steps to print: each change with `context` unchanged lines around it,
    /// merged when they touch.
    static func hunks(_ steps: [(step: Step, old: Int, new: Int)], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, entry) in steps.enumerated() where entry.step != .same {
            let range = max(0, index - context)..<min(steps.count, index + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }
}
