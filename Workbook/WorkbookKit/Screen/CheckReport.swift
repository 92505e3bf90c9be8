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
        tests = run.tests(inModule: kata.testModule).sorted { rank($0) < rank($1) }
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
            if !name.isEmpty { lines.append(name) }
        }
        var waiting = notRun[...]
        for test in tests {
            let rank = Self.rank(of: test, in: groups, suiteNames: suiteNames)
            while let next = waiting.first, Self.rank(of: next, in: groups) < rank {
                heading(next.suite)
                lines.append("  · \(next.behaviour) (not run)")
                waiting.removeFirst()
            }
            heading(suiteNames[test.suiteID] ?? test.suiteID)
            lines.append("  " + line(for: test))
        }
        for next in waiting {
            heading(next.suite)
            lines.append("  · \(next.behaviour) (not run)")
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
                return "✗ \(test.displayName) (" + (ending == .timedOut ? "stuck here)" : "crashed here)")
            }
            if culprit?.testIDs.isEmpty == false {
                return "✗ \(test.displayName) (cut short "
                    + (ending == .timedOut ? "at the time limit)" : "by the crash)")
            }
            return ending == .timedOut
                ? "✗ \(test.displayName) (still running at the time limit)"
                : "✗ \(test.displayName) (running when the program crashed)"
        }
        return Self.line(for: test)
    }

    static func line(for test: TestResult) -> String {
        let mark = test.passed && test.finished ? "✓" : "✗"
        guard test.cases.count > 1 else { return "\(mark) \(test.displayName)" }
        let passed = test.cases.filter(\.passed).count
        let count = test.cases.count
        return test.passed
            ? "\(mark) \(test.displayName) (\(count) cases)"
            : "\(mark) \(test.displayName) (\(passed) of \(count) cases pass)"
    }

    /// The first failing expectation of each of the first `limit` failing behaviours, with the
    /// comments the test attached to it (`↳ …`, as `swift test` prints them).
    public func failureLines(root: URL, limit: Int = 3) -> [String] {
        // A test cut short before it failed has no failed expectation to show.
        let failing = tests.filter { !$0.issues.isEmpty }
        guard !failing.isEmpty else { return [] }
        var lines = ["", failing.count > limit ? "First failures:" : "Failures:"]
        for test in failing.prefix(limit) {
            guard let testCase = test.cases.first(where: { !$0.passed }),
                let issue = testCase.issues.first
            else { continue }
            let arguments = testCase.arguments.isEmpty ? "" : " [\(testCase.arguments)]"
            lines.append("  ✗ \(test.displayName)\(arguments)")
            for messageLine in Self.shorten(issue.message).split(separator: "\n") {
                lines.append("      " + messageLine)
            }
            for comment in issue.comments {
                for (index, commentLine) in Self.shorten(comment).split(separator: "\n").enumerated() {
                    lines.append((index == 0 ? "      ↳ " : "        ") + commentLine)
                }
            }
            lines.append("      at \(Self.location(of: issue, root: root))")
        }
        return lines
    }

    /// A path the candidate can open: relative to the workbook when the stream said where.
    static func location(of issue: Issue, root: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        let file =
            issue.filePath.hasPrefix(prefix)
            ? String(issue.filePath.dropFirst(prefix.count))
            : issue.fileID.isEmpty ? "(unknown file)" : "Tests/" + issue.fileID
        return "\(file):\(issue.line)"
    }

    /// Expectation messages print whole values; a huge one is cut so the list stays readable.
    static func shorten(_ message: String, limit: Int = 400) -> String {
        message.count <= limit ? message : message.prefix(limit) + "…"
    }
}

/// A failed build's compiler output, cut down to what the candidate must read.
public struct CompileErrors: Sendable, Equatable {
    /// One diagnostic: its heading line (path:line:column: error: …) and the source excerpt after it.
    public struct Diagnostic: Sendable, Equatable {
        public var path: String
        public var lines: [String]
    }

    public var diagnostics: [Diagnostic]
    /// Error lines that name no file (a link failure, a manifest error).
    public var unplaced: [String]

    public init(output: String) {
        var diagnostics: [Diagnostic] = []
        var unplaced: [String] = []
        var current: Diagnostic?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let path = Self.errorPath(line) {
                if let done = current { diagnostics.append(done) }
                current = Diagnostic(path: path, lines: [line])
            } else if current != nil, Self.isExcerpt(line) {
                current?.lines.append(line)
            } else {
                if let done = current { diagnostics.append(done) }
                current = nil
                if line.contains("error:"), !unplaced.contains(line) { unplaced.append(line) }
            }
        }
        if let done = current { diagnostics.append(done) }
        // The compiler may print the same diagnostic twice (two jobs, or a batch and a retry).
        var unique: [Diagnostic] = []
        for diagnostic in diagnostics where !unique.contains(diagnostic) { unique.append(diagnostic) }
        self.diagnostics = unique
        self.unplaced = unplaced
    }

    /// `/path/File.swift:24:9: error: …` → `/path/File.swift`.
    static func errorPath(_ line: String) -> String? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: ":")
        guard place.count >= 3, place[place.count - 1].allSatisfy(\.isNumber),
            place[place.count - 2].allSatisfy(\.isNumber)
        else { return nil }
        return place.dropLast(2).joined(separator: ":")
    }

    /// The compiler's source excerpt: `24 |     code`, `   |     `- error: …`.
    static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0.isNumber }
        return trimmed.hasPrefix("|") && line != trimmed
    }

    /// The errors in the candidate's own files first; if there are none, the errors that stop
    /// the build elsewhere, with one sentence saying what that means. Paths are made relative.
    public func lines(kata: Kata, mode: BuildMode, root: URL, limit: Int = 6) -> [String] {
        let prefix = root.standardizedFileURL.path + "/"
        func relative(_ text: String) -> String { text.replacingOccurrences(of: prefix, with: "") }
        let tree = mode == .solutions ? "Solutions/" : "Katas/"
        let ownFolder = prefix + tree + kata.folder + "/"

        let own = diagnostics.filter { $0.path.hasPrefix(ownFolder) }
        let otherKatas = diagnostics.filter {
            $0.path.hasPrefix(prefix + tree) && !$0.path.hasPrefix(ownFolder)
        }
        let tests = diagnostics.filter { $0.path.hasPrefix(prefix + "Tests/\(kata.testModule)/") }

        let chosen: [Diagnostic]
        var lines: [String]
        if !own.isEmpty {
            chosen = own
            lines = ["\(kata.module) does not compile:"]
        } else if !otherKatas.isEmpty {
            chosen = otherKatas
            let folders = Set(
                otherKatas.map { String(relative($0.path).split(separator: "/").dropFirst().first ?? "") })
            // `Kata3_Repository` → `swift run workbook reset 3`: a command to copy, not a template.
            let resets = folders.sorted().map { folder in
                let number = folder.dropFirst(4).prefix { $0.isNumber }
                return "`swift run workbook reset \(number.isEmpty ? folder : String(number))`"
            }
            lines = [
                "Another kata does not compile (\(folders.sorted().joined(separator: ", "))), and it is built "
                    + "with this one, so nothing can run: finish it or reset it "
                    + "(\(resets.joined(separator: ", ")), your work is backed up)."
            ]
        } else if !tests.isEmpty {
            chosen = tests
            lines = [
                "The tests no longer compile against your code: keep the names and signatures the stub "
                    + "gave you (the doc comments are the contract)."
            ]
        } else if !diagnostics.isEmpty {
            chosen = diagnostics
            lines = ["The workbook does not compile:"]
        } else {
            return ["The build failed:"] + unplaced.prefix(limit).map { "  " + relative($0) }
        }
        for diagnostic in chosen.prefix(limit) {
            lines.append("")
            lines += diagnostic.lines.map(relative)
        }
        if chosen.count > limit { lines += ["", "…and \(chosen.count - limit) more."] }
        return lines
    }

    /// One line per error, for a maintainer's report: each diagnostic's heading, then any error
    /// that names no file; the build's last lines if the compiler said nothing recognisable.
    public func headlines(in output: String, limit: Int) -> [String] {
        let found = diagnostics.compactMap(\.lines.first) + unplaced
        let chosen =
            found.isEmpty ? Array(output.split(separator: "\n").map(String.init).suffix(limit)) : found
        return chosen.prefix(limit).map { "  " + $0 }
    }
}
