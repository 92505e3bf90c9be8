import Foundation

/// How one kata's run reads to the candidate: each behaviour ✓ or ✗ under its suite, in the
/// README's order, and the first failures with what failed and where.
public struct CheckReport: Sendable, Equatable {
    /// How the test program ended.
    public enum Ending: Sendable, Equatable {
        case normally
        /// It died (a trap, a signal) before it reported the end of the run.
        case crashed
        /// The tool ended it when its time limit passed.
        case timedOut
    }

    public var tests: [TestResult]
    /// The behaviours the README lists that never reported (the run ended before they started),
    /// as (suite, behaviour): they count in the total, and pass nothing.
    public var notRun: [(suite: String, behaviour: String)]
    public var ending: Ending
    /// After a crash or the time limit: the tests it happened in and where, as far as known.
    public var culprit: Culprit?
    public var passing: Int { tests.filter(passes).count }
    /// Every behaviour of the kata: the ones that ran and the ones the run never reached.
    public var total: Int { tests.count + notRun.count }
    public var allPass: Bool { total > 0 && passing == total }

    /// Keeps the kata's own tests, ordered as the README's Requirements list them (the test file
    /// order), whatever order the parallel run finished them in. The README's list is also the
    /// count: a run cut short still says how many behaviours the kata has.
    public init(run: TestRun, kata: Kata, ending: Ending? = nil) {
        let groups = kata.readme.requirementGroups
        let names = run.suiteNames
        // The suite's own group first: two suites may list the same sentence.
        func rank(_ test: TestResult) -> (Int, Int, String, Int) {
            let (group, position) = Self.rank(of: test, in: groups, suiteNames: names)
            return (group, position, test.file, test.line)
        }
        tests = run.tests(of: kata).sorted { rank($0) < rank($1) }
        suiteNames = names
        readmeGroups = groups
        self.ending = ending ?? (run.endedNormally ? .normally : .crashed)
        // Each behaviour the README lists is matched to a test that ran: by suite and sentence,
        // then (a run that did not name its suites) by sentence; the rest never ran.
        var unmatched = tests.map { (suite: names[$0.suiteID] ?? $0.suiteID, name: $0.displayName) }
        var missing: [(suite: String, behaviour: String)] = []
        let listed = groups.flatMap { group in group.behaviours.map { (suite: group.suite, behaviour: $0) } }
        for entry in listed {
            if let index = unmatched.firstIndex(where: {
                $0.suite == entry.suite && $0.name == entry.behaviour
            }) {
                unmatched.remove(at: index)
            } else {
                missing.append(entry)
            }
        }
        notRun = missing.filter { entry in
            guard let index = unmatched.firstIndex(where: { $0.name == entry.behaviour }) else { return true }
            unmatched.remove(at: index)
            return false
        }
    }

    public static func == (left: CheckReport, right: CheckReport) -> Bool {
        left.tests == right.tests && left.ending == right.ending && left.suiteNames == right.suiteNames
            && left.culprit == right.culprit
            && left.notRun.map { [$0.suite, $0.behaviour] } == right.notRun.map { [$0.suite, $0.behaviour] }
    }

    /// A test passes when every case passed and it finished: one the run cut short proved nothing.
    public func passes(_ test: TestResult) -> Bool {
        test.passed && test.finished
    }

    var suiteNames: [String: String]
    var groups: [(suite: String, behaviours: [String])] { readmeGroups }
    private let readmeGroups: [(suite: String, behaviours: [String])]

    /// The summary line: "5 of 22 behaviours passing", or after a run that did not end normally,
    /// "0 of 22 behaviours pass, 9 not run".
    public var summary: String {
        let count = "\(passing) of \(total) behaviour\(total == 1 ? "" : "s")"
        if ending == .normally && notRun.isEmpty { return count + " passing" }
        return count + " pass" + (notRun.isEmpty ? "" : ", \(notRun.count) not run")
    }

    /// The summary line, then each suite's behaviours in the README's order, the ones never
    /// run in their place.
    public func behaviourLines(title: String) -> [String] {
        var lines = ["\(title): \(summary)"]
        var suite: String?
        func heading(_ name: String) {
            guard name != suite else { return }
            suite = name
            lines.append("")
            if !name.isEmpty { lines.append(Self.escaped(name)) }
        }
        var waiting = notRun[...]
        for test in tests {
            let rank = Self.rank(of: test, in: groups, suiteNames: suiteNames)
            while let next = waiting.first, Self.rank(of: next, in: groups) < rank {
                heading(next.suite)
                lines.append("  · \(Self.escaped(next.behaviour)) (not run)")
                waiting.removeFirst()
            }
            heading(suiteNames[test.suiteID] ?? test.suiteID)
            lines.append("  " + line(for: test))
        }
        for next in waiting {
            heading(next.suite)
            lines.append("  · \(Self.escaped(next.behaviour)) (not run)")
        }
        return lines
    }

    /// Where the README lists a test: (group, position), after everything when it does not.
    static func rank(
        of test: TestResult, in groups: [(suite: String, behaviours: [String])], suiteNames: [String: String]
    ) -> (Int, Int) {
        let suite = suiteNames[test.suiteID] ?? test.suiteID
        for (index, group) in groups.enumerated() where group.suite == suite || group.suite.isEmpty {
            if let position = group.behaviours.firstIndex(of: test.displayName) { return (index, position) }
        }
        return (Int.max, Int.max)
    }

    static func rank(
        of entry: (suite: String, behaviour: String), in groups: [(suite: String, behaviours: [String])]
    )
        -> (Int, Int)
    {
        for (index, group) in groups.enumerated() where group.suite == entry.suite {
            if let position = group.behaviours.firstIndex(of: entry.behaviour) { return (index, position) }
        }
        return (Int.max, Int.max)
    }

    func line(for test: TestResult) -> String {
        guard test.finished || !test.issues.isEmpty else {
            if let culprit, culprit.testIDs.contains(test.id) {
                return "✗ \(Self.escaped(test.displayName)) ("
                    + (ending == .timedOut ? "stuck here)" : "crashed here)")
            }
            if culprit?.testIDs.isEmpty == false {
                return "✗ \(Self.escaped(test.displayName)) (cut short "
                    + (ending == .timedOut ? "at the time limit)" : "by the crash)")
            }
            return ending == .timedOut
                ? "✗ \(Self.escaped(test.displayName)) (still running at the time limit)"
                : "✗ \(Self.escaped(test.displayName)) (running when the program crashed)"
        }
        return Self.line(for: test)
    }

    static func line(for test: TestResult) -> String {
        let mark = test.passed && test.finished ? "✓" : "✗"
        let name = escaped(test.displayName)
        guard test.cases.count > 1 else { return "\(mark) \(name)" }
        let passed = test.cases.filter(\.passed).count
        let count = test.cases.count
        return test.passed
            ? "\(mark) \(name) (\(count) cases)"
            : "\(mark) \(name) (\(passed) of \(count) cases pass)"
    }

    /// What the candidate reads after a run, red first: the summary, then each failing behaviour
    /// with what failed and where, then the behaviours never run, then one line for everything
    /// that passes. `every` is the whole report: every failure of every case, then every behaviour
    /// in the README's order. The first `limit` failing behaviours are shown in full, the rest
    /// counted. Lines are not wrapped here: `TextLayout.wrap` fits them to a window.
    public func lines(title: String, root: URL, every: Bool = false, limit: Int = .max) -> [String] {
        var lines = ["\(title): \(summary)"] + failureLines(root: root, limit: limit, every: every)
        if every {
            return lines + ["", "Every behaviour, in the README's order:"]
                + behaviourLines(title: title).dropFirst(2)
        }
        if !notRun.isEmpty { lines.append("") }
        for entry in notRun {
            lines.append("· \(Self.named(entry.behaviour, suite: entry.suite)) (not run)")
        }
        let passed = tests.filter(passes)
        guard !passed.isEmpty else { return lines }
        // Counted by suite, in the README's order, when the kata has more than one.
        var bySuite: [(suite: String, count: Int)] = []
        for test in passed {
            let suite = suiteNames[test.suiteID] ?? test.suiteID
            if let index = bySuite.firstIndex(where: { $0.suite == suite }) {
                bySuite[index].count += 1
            } else {
                bySuite.append((suite, 1))
            }
        }
        let split =
            bySuite.count > 1
            ? " (" + bySuite.map { "\(Self.escaped($0.suite)) \($0.count)" }.joined(separator: ", ") + ")"
            : ""
        let count = passed.count
        lines += ["", "✓ \(count) behaviour\(count == 1 ? "" : "s") pass\(count == 1 ? "es" : "")\(split)"]
        return lines
    }

    /// Each failing behaviour, in the README's order: its line, then its first failed expectation
    /// (the message whole, with the test's comments `↳ …`, as `swift test` prints them) and the
    /// place to open. A parameterised test lists every failing case; the first one's failure is
    /// shown, and with `every` each case's every failure. The first `limit` failing behaviours
    /// are shown in full, the rest counted in one line.
    public func failureLines(root: URL, limit: Int = .max, every: Bool = false) -> [String] {
        var lines: [String] = []
        // An error the code throws, shown in full once: the behaviours right after it that throw
        // the same (a stub's "not implemented", one bug everywhere) are listed by name under it.
        var shownError: String?
        var sameAsShown = 0
        // Past `limit`, a count: a short view keeps the prompt above it on the screen.
        var beyondLimit = 0
        func closeGroup() {
            if sameAsShown > 0 { lines.append("    (each of these throws the same error)") }
            sameAsShown = 0
        }
        // After a crash or a hang whose test is known: that test first, then what failed on its
        // own, and the tests it cut short on one line (they proved nothing; the whole report
        // names them).
        let failingTests = tests.filter { !passes($0) }
        func isCulprit(_ test: TestResult) -> Bool { culprit?.testIDs.contains(test.id) == true }
        func isCutShort(_ test: TestResult) -> Bool {
            !every && !test.finished && test.issues.isEmpty && !isCulprit(test)
                && culprit?.testIDs.isEmpty == false
        }
        let cutShort = failingTests.filter(isCutShort)
        let ordered =
            failingTests.filter(isCulprit) + failingTests.filter { !isCulprit($0) && !isCutShort($0) }
        for (index, test) in ordered.enumerated() {
            let suite = suiteNames[test.suiteID] ?? test.suiteID
            let heading =
                "✗ " + Self.named(String(line(for: test).dropFirst(2)), suite: suite, escaping: false)
            let failing = test.cases.filter { !$0.passed }
            let firstMessage = (failing.first?.issues.first ?? test.issues.first)?.message
            if !every, index < limit, let firstMessage, firstMessage == shownError {
                sameAsShown += 1
                lines.append(heading)
                continue
            }
            closeGroup()
            guard index < limit else {
                beyondLimit += 1
                continue
            }
            shownError = firstMessage.flatMap { $0.hasPrefix("Caught error:") ? $0 : nil }
            lines += ["", heading]
            if test.cases.count == 1 && test.cases[0].arguments.isEmpty {
                for issue in every ? test.issues : Array(test.issues.prefix(1)) {
                    lines += Self.issueLines(issue, indent: "    ", root: root)
                }
                continue
            }
            for (position, testCase) in failing.enumerated() {
                lines.append("  ✗ [\(Self.escaped(testCase.arguments))]")
                guard every || position == 0 else { continue }
                for issue in every ? testCase.issues : Array(testCase.issues.prefix(1)) {
                    lines += Self.issueLines(issue, indent: "    ", root: root)
                }
            }
        }
        closeGroup()
        if beyondLimit > 0 {
            lines += ["", "✗ \(Words.count(beyondLimit, "more failing behaviour")) (check lists them all)"]
        }
        if !cutShort.isEmpty {
            lines += [
                "",
                "✗ \(Words.count(cutShort.count, "more behaviour")) cut short "
                    + (ending == .timedOut ? "at the time limit" : "by the crash")
                    + " (the whole report names them)",
            ]
        }
        return lines
    }

    /// True when the report leaves out something the whole report shows: a second failure of a
    /// behaviour, a failing case's own message, or the names of the behaviours that pass.
    public var hasMore: Bool {
        tests.contains { test in
            !passes(test) && (test.cases.filter { !$0.passed }.count > 1 || test.issues.count > 1)
        } || tests.contains(where: passes)
    }

    /// "Suite · behaviour", or the behaviour alone in a kata whose README names no suites.
    static func named(_ behaviour: String, suite: String, escaping: Bool = true) -> String {
        let name = escaping ? escaped(behaviour) : behaviour
        return suite.isEmpty ? name : "\(escaped(suite)) · \(name)"
    }

    /// One failed expectation: the message whole (each of its lines with control characters
    /// escaped), the comments, and the place.
    static func issueLines(_ issue: Issue, indent: String, root: URL) -> [String] {
        var lines = issue.message.split(separator: "\n", omittingEmptySubsequences: false).map {
            indent + escaped(String($0))
        }
        for comment in issue.comments {
            for (index, commentLine) in comment.split(separator: "\n").enumerated() {
                lines.append(indent + (index == 0 ? "↳ " : "  ") + escaped(String(commentLine)))
            }
        }
        lines.append(indent + "at \(location(of: issue, root: root))")
        return lines
    }

    /// A path the candidate can open: relative to the workbook when the stream said where.
    static func location(of issue: Issue, root: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        let file =
            issue.filePath.hasPrefix(prefix)
            ? String(issue.filePath.dropFirst(prefix.count))
            : issue.fileID.isEmpty ? "(unknown file)" : KataTests.path(ofFileID: issue.fileID)
        return "\(file):\(issue.line)"
    }

    /// Control characters as a Swift literal writes them (`\t`, `\n`, `\u{1B}`): printed raw, a
    /// tab or a newline in a case's label would break the line or move the cursor.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
