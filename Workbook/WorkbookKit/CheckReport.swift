import Foundation

/// How one kata's run reads to the candidate: each behaviour ✓ or ✗ under its suite, in the
/// README's order, and the first failures with what failed and where.
public struct CheckReport: Sendable, Equatable {
    public var tests: [TestResult]
    /// Tests that were running when the test program crashed: they passed nothing.
    var unfinished: Set<String>
    public var passing: Int { tests.filter(passes).count }
    public var total: Int { tests.count }
    public var allPass: Bool { total > 0 && passing == total }

    /// Keeps the kata's own tests, ordered as the README's Requirements list them (the test file
    /// order), whatever order the parallel run finished them in.
    public init(run: TestRun, kata: Kata) {
        let groups = kata.readme.requirementGroups
        let names = run.suiteNames
        func rank(_ test: TestResult) -> (Int, Int, String, Int) {
            // The suite's own group first: two suites may list the same sentence.
            let suite = names[test.suiteID] ?? test.suiteID
            for (index, group) in groups.enumerated() where group.suite == suite {
                if let position = group.behaviours.firstIndex(of: test.displayName) {
                    return (index, position, test.file, test.line)
                }
            }
            return (Int.max, Int.max, test.file, test.line)
        }
        tests = run.tests(inModule: kata.testModule).sorted { rank($0) < rank($1) }
        suiteNames = names
        unfinished = run.endedNormally ? [] : Set(run.unfinished)
    }

    public func passes(_ test: TestResult) -> Bool {
        test.passed && !unfinished.contains(test.displayName)
    }

    var suiteNames: [String: String]

    /// The summary line, then each suite's behaviours.
    public func behaviourLines(title: String) -> [String] {
        var lines = ["\(title): \(passing) of \(total) behaviour\(total == 1 ? "" : "s") passing"]
        var suite: String?
        for test in tests {
            if test.suiteID != suite {
                suite = test.suiteID
                lines.append("")
                lines.append(suiteNames[test.suiteID] ?? test.suiteID)
            }
            lines.append(
                unfinished.contains(test.displayName)
                    ? "  ✗ \(test.displayName) (cut short by the crash)"
                    : "  " + Self.line(for: test))
        }
        return lines
    }

    static func line(for test: TestResult) -> String {
        let mark = test.passed ? "✓" : "✗"
        guard test.cases.count > 1 else { return "\(mark) \(test.displayName)" }
        let passed = test.cases.filter(\.passed).count
        let count = test.cases.count
        return test.passed
            ? "\(mark) \(test.displayName) (\(count) cases)"
            : "\(mark) \(test.displayName) (\(passed) of \(count) cases pass)"
    }

    /// The first failing expectation of each of the first `limit` failing behaviours.
    public func failureLines(root: URL, limit: Int = 3) -> [String] {
        let failing = tests.filter { !$0.passed }
        guard !failing.isEmpty else { return [] }
        // (A test cut short by a crash has no failed expectation to show.)
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
            let names = Set(
                otherKatas.map { relative($0.path).split(separator: "/").dropFirst().first ?? "" })
            lines = [
                "Another kata does not compile (\(names.sorted().joined(separator: ", "))), and every kata's "
                    + "tests run in one test program, so nothing can run: finish it or reset it "
                    + "(`swift run workbook reset <kata>`, your work is backed up)."
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
