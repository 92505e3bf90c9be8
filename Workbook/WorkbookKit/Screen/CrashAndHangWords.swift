import Foundation

// Every sentence the candidate reads about a crash or a hang: the report's opening lines, what a
// cut-short test is marked with, the statuses while the tool looks further, and why no stack could
// be read. The checker (Checking/) finds out what happened; this file says it.

extension CheckReport {
    /// After a hang's opening lines.
    static let whereHangsHide =
        "Look for a loop whose condition never changes, an await that nothing resumes, or a step "
        + "a test waits for that your code never takes (a sleep on the injected clock, a call "
        + "to a double); `--time-limit <seconds>` gives slow tests longer."

    /// After a crash's opening lines.
    static let whereCrashesHide =
        "Look for fatalError, a force unwrap (!), try! or an index out of range there; "
        + "the tests it cut short pass nothing."

    /// The status while the tests run one at a time to find the one that stopped the run.
    static let findingTheStoppedTest = "Running the tests one at a time to find the one that stopped…"

    /// The status while the rest run again without the tests that hung.
    static let rerunningWithoutTheStuck = "Running the other tests without the ones that hung…"

    /// What a test that never finished is marked with, beside its name.
    func unfinishedNote(for test: TestResult) -> String {
        if let culprit, culprit.testIDs.contains(test.id) {
            return ending == .timedOut ? "stuck here" : "crashed here"
        }
        if culprit?.testIDs.isEmpty == false {
            return "cut short " + cutShortCause
        }
        return ending == .timedOut ? "still running at the time limit" : "running when the program crashed"
    }

    /// "cut short at the time limit", for the count of the behaviours it left without a result.
    var cutShortNote: String { "cut short " + cutShortCause }

    private var cutShortCause: String { ending == .timedOut ? "at the time limit" : "by the crash" }

    /// The first lines of a run that crashed or ran over its time limit (`limit`, "15 s"): one
    /// line naming the test, the place and the runtime's words, then a sentence for what cannot
    /// be known. `✗ Kata1 crashed in “a free gift …” at Katas/…/OrderItem.swift:27 in
    /// OrderItem.subtotal.getter: Fatal error: Index out of range`.
    func stopLines(kata: Kata, limit: String) -> [String] {
        let culprit = self.culprit ?? Culprit()
        let names = culprit.testNames.map { "“\(Self.escaped($0))”" }
        let quoted =
            names.count <= 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        var line = "✗ \(kata.module) " + (ending == .timedOut ? "hung" : "crashed")
        if !quoted.isEmpty { line += " in \(quoted)" }
        if let site = culprit.site { line += " at \(site.description)" }
        if ending == .timedOut {
            line += ": still running after \(limit), so the tool stopped it."
        } else if let message = culprit.message {
            line += ": \(message)"
        }
        var unknown: [String] = []
        if names.isEmpty { unknown.append("which test") }
        if culprit.site == nil { unknown.append("which line of your code") }
        guard !unknown.isEmpty else { return [line] }
        let reason: String
        switch (ending == .timedOut, culprit.stackRead) {
        case (true, true):
            reason = "no thread was in your code when the tool looked (an await that nothing resumes?)"
        case (false, true):
            reason =
                culprit.site == nil
                ? "the stack it printed holds no line of your code" : "its stack names no test"
        case (true, false): reason = (culprit.noStack ?? .noDebugger).reason
        case (false, false): reason = (culprit.noStack ?? .printedNone).reason
        }
        let which = unknown.joined(separator: " and ")
        return [line, which.prefix(1).uppercased() + which.dropFirst() + " cannot be told: \(reason)."]
    }
}

extension NoStack {
    /// The end of the report's sentence "Which line of your code cannot be told: …".
    public var reason: String {
        switch self {
        case .printedNone: "it printed no stack"
        case .macOSPrintsNone, .backtraceRefused:
            "macOS prints no Swift backtrace for the test helper, a hardened program. Run that test "
                + "in Xcode (the diamond beside it in the test navigator): the debugger stops on the line"
        case .noDebugger: "there is no debugger (gdb or lldb) to look with"
        case .hardened(let program):
            "macOS lets no debugger into \(program), which runs with the hardened runtime. Run that "
                + "test in Xcode and pause it (Debug ▸ Pause) to see where it is stuck"
        case .needsPermission:
            "macOS would ask for a password before a debugger looks, so the tool did not. Run "
                + "`DevToolsSecurity -enable` once as an administrator, or pause the test in Xcode"
        case .refused(let words): "the debugger could not attach (\(words))"
        case .tooSlow: "the debugger took too long to read the threads"
        }
    }
}
