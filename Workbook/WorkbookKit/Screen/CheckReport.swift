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
    /// Where a failure sends the candidate when it is not the test's line (`KataKind`).
    public var fileToOpen: String?
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
        // A staged round counts the stages reached so far, and no other.
        tests = run.tests(of: kata).filter { kata.counts(suite: names[$0.suiteID] ?? $0.suiteID) }
            .sorted { rank($0) < rank($1) }
        suiteNames = names
        readmeGroups = groups
        fileToOpen = kata.kind.fileToOpen(kata)
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
            && left.culprit == right.culprit && left.fileToOpen == right.fileToOpen
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
            return "✗ \(Self.escaped(test.displayName)) (\(unfinishedNote(for: test)))"
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
}
