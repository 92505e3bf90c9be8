import Foundation

/// One check of one kata: build, run its suite, and say how it went.
public struct Checker: Sendable {
    public let workspace: Workspace
    public let tool: SwiftTool
    public let console: Console

    public init(workspace: Workspace, tool: SwiftTool, console: Console) {
        self.workspace = workspace
        self.tool = tool
        self.console = console
    }

    public struct Outcome: Sendable {
        /// What to print, in order.
        public var lines: [String]
        /// Nil when the build failed or the run produced no report.
        public var report: CheckReport?
        /// 0 every behaviour passes, 1 something does not (a failure, a compile error, a crash).
        public var exitCode: Int32
        public var passing: Int { report?.passing ?? 0 }
        public var total: Int { report?.total ?? 0 }
    }

    /// Builds what changed in `mode` (showing the build's progress), then runs the kata's suite.
    public func check(_ kata: Kata, mode: BuildMode, statusPrefix: String = "") throws(WorkbookError)
        -> Outcome
    {
        console.status(statusPrefix + "Building…")
        // One `swift test` builds what changed and runs the suite: half the package manager's
        // start-up cost of a separate build.
        let (run, outcome) = try tool.test(filter: kata.module, mode: mode, timeout: 120, building: true) {
            [console] step in
            console.status(statusPrefix + "Building… \(step)")
        }
        console.clearStatus()
        guard outcome.output.contains(SwiftTool.buildCompleteMarker) else {
            if outcome.killed {
                throw WorkbookError("The build was stopped before it finished; run the command again.")
            }
            let errors = CompileErrors(output: outcome.output)
            return Outcome(
                lines: errors.lines(kata: kata, mode: mode, root: workspace.root), report: nil, exitCode: 1)
        }
        return try Self.outcome(
            of: run, kata: kata, mode: mode, killed: outcome.killed, output: outcome.output,
            root: workspace.root)
    }

    /// The runtime's own words about a trap ("Kata1/Order.swift:24: Fatal error: boom"), with the
    /// module turned into the folder the candidate edits.
    static func crashLines(in output: String, kata: Kata, mode: BuildMode) -> [String] {
        let folder = (mode == .solutions ? "Solutions/" : "Katas/") + kata.folder + "/"
        let found = output.split(separator: "\n").filter { $0.contains("Fatal error") }
        return found.prefix(3).map { line in
            line.hasPrefix(kata.module + "/") ? folder + line.dropFirst(kata.module.count + 1) : String(line)
        }
    }

    /// Turns a finished run into what the candidate reads; a run that tested nothing is an error.
    static func outcome(
        of run: TestRun, kata: Kata, mode: BuildMode, killed: Bool, output: String, root: URL
    ) throws(WorkbookError) -> Outcome {
        let report = CheckReport(run: run, kata: kata)
        let title = "\(kata.module) · \(kata.title)" + (mode == .solutions ? " (the reference)" : "")
        if report.total == 0 {
            if killed {
                throw WorkbookError(
                    "\(kata.module)'s tests did not start within two minutes; run check again.")
            }
            if !run.endedNormally, !run.tests.isEmpty || output.contains("Fatal error") {
                return Outcome(
                    lines: ["\(title): the test program crashed before any of its tests reported."]
                        + crashLines(in: output, kata: kata, mode: mode).map { "  " + $0 },
                    report: report, exitCode: 1)
            }
            throw WorkbookError(
                "No tests ran for \(kata.module): is \(kata.folder) in Package.swift's katas list, "
                    + "with its tests in Tests/\(kata.testModule)/?")
        }

        var lines = report.behaviourLines(title: title) + report.failureLines(root: root)
        if !run.endedNormally {
            let names = run.unfinished.prefix(2).map { "\"\($0)\"" }.joined(separator: ", ")
            let culprit =
                run.unfinished.isEmpty
                ? "" : " while running \(names)" + (run.unfinished.count > 2 ? " and others" : "")
            lines += [
                "",
                killed
                    ? "The tests did not finish within two minutes\(culprit): is something waiting forever?"
                    : "The test program crashed\(culprit): look for fatalError, a force unwrap (!), try! or "
                        + "an index out of range. Tests that had not run yet are not listed.",
            ]
            lines += crashLines(in: output, kata: kata, mode: mode).map { "  " + $0 }
            return Outcome(lines: lines, report: report, exitCode: 1)
        }
        if report.allPass {
            lines += [
                "",
                mode == .solutions
                    ? "Every behaviour passes on the reference."
                    : "Every behaviour passes. Compare with the reference: "
                        + "swift run workbook solution \(kata.number) --diff",
            ]
            return Outcome(lines: lines, report: report, exitCode: 0)
        }
        return Outcome(lines: lines, report: report, exitCode: 1)
    }
}
