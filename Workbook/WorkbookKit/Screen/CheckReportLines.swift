import Foundation

/// The report as the candidate reads it: the summary first, the failing behaviours with their first
/// failures, the rest by name.
extension CheckReport {
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
                    lines += Self.issueLines(issue, indent: "    ", root: root, fileToOpen: fileToOpen)
                }
                continue
            }
            for (position, testCase) in failing.enumerated() {
                lines.append("  ✗ [\(Self.escaped(testCase.arguments))]")
                guard every || position == 0 else { continue }
                for issue in every ? testCase.issues : Array(testCase.issues.prefix(1)) {
                    lines += Self.issueLines(issue, indent: "    ", root: root, fileToOpen: fileToOpen)
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
                "✗ \(Words.count(cutShort.count, "more behaviour")) \(cutShortNote)"
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
    static func issueLines(_ issue: Issue, indent: String, root: URL, fileToOpen: String? = nil) -> [String] {
        var lines = issue.message.split(separator: "\n", omittingEmptySubsequences: false).map {
            indent + escaped(String($0))
        }
        for comment in issue.comments {
            for (index, commentLine) in comment.split(separator: "\n").enumerated() {
                lines.append(indent + (index == 0 ? "↳ " : "  ") + escaped(String(commentLine)))
            }
        }
        lines.append(indent + "at \(fileToOpen ?? location(of: issue, root: root))")
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
