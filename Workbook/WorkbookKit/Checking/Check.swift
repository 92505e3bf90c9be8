import Foundation

/// Who reads a check's advice: at the command line, the commands to run; in the live session,
/// the keys to press.
public enum Audience: Sendable {
    case commandLine
    case session
}

/// One check of one kata: build, run its suite, and say how it went.
public struct Checker: Sendable {
    public let workspace: Workspace
    public let tool: SwiftTool
    public let console: Console
    public let audience: Audience

    public init(workspace: Workspace, tool: SwiftTool, console: Console, audience: Audience = .commandLine) {
        self.workspace = workspace
        self.tool = tool
        self.console = console
        self.audience = audience
    }

    public struct Outcome: Sendable {
        /// What to print, in order: what failed first, each failing behaviour's first failure.
        public var lines: [String]
        /// Nil when the build failed or the run produced no report.
        public var report: CheckReport?
        /// 0 every behaviour passes, 1 something does not (a failure, a compile error, a crash).
        public var exitCode: Int32
        /// True when the run was cancelled (a save while it ran): nothing to show, run again.
        public var cancelled = false
        /// The whole report, when there is more to it than `lines`: every failure of every case,
        /// then every behaviour in the README's order.
        public var whole: [String]? = nil
        public var wholeLines: [String] { whole ?? lines }
        /// A staged kata checked outside a round: the stage its count stops at, as a round reaches
        /// stages (`Checker.outcome(of:reaching:)`); nil when it counts the kata whole.
        public var reached: Int? = nil
        /// The behaviours of the stages after `reached`, which the lines leave out.
        public var later = 0
        public var passing: Int { report?.passing ?? 0 }
        public var total: Int { report?.total ?? 0 }
    }

    /// Builds what changed in `mode` (showing the build's progress), then runs the kata's suite,
    /// with kata N alone in the build (its tests and the shared fakes): another kata that does
    /// not compile blocks nothing. The tests get `tool.testTimeLimit` once built; `control`
    /// cancels the run at any moment. With `reachingStages`, a staged kata's outcome counts the
    /// stages its code reaches, as a round would (`outcome(of:reaching:)`).
    public func check(
        _ kata: Kata, mode: BuildMode, statusPrefix: String = "", control: RunControl? = nil,
        reachingStages: Bool = false
    ) throws(WorkbookError) -> Outcome {
        console.status(statusPrefix + "Building…")
        // One `swift test` builds what changed and runs the suite: half the package manager's
        // start-up cost of a separate build.
        // A review's suite writes what it saw named for the debrief (`ReviewVerdict`).
        let tool = ReviewVerdict.tool(tool, for: kata, mode: mode)
        let limit = tool.testTimeLimit
        var request = TestRequest(filter: kata.testFilter, mode: mode, scope: .only(kata.module))
        request.bounds.timeout = limit
        request.building = true
        request.bounds.sampling = true
        request.bounds.control = control
        request.bounds.progress = { [console] phase in
            switch phase {
            case .building(let step): console.status(statusPrefix + "Building… \(step)")
            case .testing: console.status(statusPrefix + "Running tests…")
            }
        }
        let (firstRun, outcome) = try tool.test(request)
        var run = firstRun
        console.clearStatus()
        if outcome.cancelled {
            return Outcome(lines: [], report: nil, exitCode: 1, cancelled: true)
        }
        guard outcome.output.contains(SwiftTool.buildCompleteMarker) else {
            if outcome.killed || outcome.timedOut {
                throw WorkbookError("The build was stopped before it finished; run the command again.")
            }
            let errors = CompileErrors(output: outcome.output)
            return Outcome(
                lines: errors.lines(kata: kata, mode: mode, root: workspace.root, audience: audience),
                report: nil, exitCode: 1)
        }
        let files = sourceFiles(of: kata, mode: mode)
        let ending = Self.ending(of: run, timedOut: outcome.timedOut)
        // A run that ended normally has no culprit to look for.
        var culprit =
            ending == .normally
            ? nil
            : Culprit.find(
                ending: ending, run: run, output: outcome.output, sample: outcome.sample,
                in: Culprit.Code(kata: kata, mode: mode, root: workspace.root, files: files))
        if var known = culprit, known.testIDs.isEmpty,
            run.tests(of: kata).contains(where: { !$0.finished })
        {
            // The parallel run left several tests unfinished and no stack that tells which one did
            // it: one at a time, the test left unfinished is the one.
            console.status(statusPrefix + CheckReport.findingTheStoppedTest)
            var serially = request
            serially.serially = true
            serially.building = false
            serially.bounds.progress = nil
            let (serial, again) = try tool.test(serially)
            console.clearStatus()
            if again.cancelled { return Outcome(lines: [], report: nil, exitCode: 1, cancelled: true) }
            if Self.ending(of: serial, timedOut: again.timedOut) == ending,
                let found = Culprit.find(
                    ending: ending, run: serial, output: again.output, sample: again.sample,
                    in: Culprit.Code(kata: kata, mode: mode, root: workspace.root, files: files))
            {
                known.complete(with: found)
            }
            culprit = known
        }
        if var stuck = Self.stuckToSkip(ending: ending, culprit: culprit, run: run, kata: kata) {
            // The stuck tests held every thread, so the tests still waiting have no result. They run
            // again without them, one at a time, so that the count says what the rest of the code
            // earns; a test that hangs there too is left out of the next run, two runs at most.
            console.status(statusPrefix + CheckReport.rerunningWithoutTheStuck)
            var others = request
            others.serially = true
            others.building = false
            others.bounds.progress = nil
            others.bounds.sampling = false
            others.bounds.timeout = min(limit, Self.rerunLimit)
            for _ in 0..<2 {
                others.skipping = stuck
                let (rest, restOutcome) = try tool.test(others)
                if restOutcome.cancelled {
                    return Outcome(lines: [], report: nil, exitCode: 1, cancelled: true)
                }
                run = run.completed(with: rest)
                let newlyStuck = rest.tests(of: kata).filter { !$0.finished }.map(\.id)
                guard restOutcome.timedOut, !newlyStuck.isEmpty else { break }
                stuck += newlyStuck
            }
            console.clearStatus()
        }
        let finished = FinishedRun(
            run: run, output: outcome.output, timedOut: outcome.timedOut ? limit : nil,
            sample: outcome.sample, files: files, culprit: culprit)
        guard reachingStages else {
            return try Self.outcome(
                of: finished, kata: kata, mode: mode, root: workspace.root, audience: audience)
        }
        return try Self.outcome(
            of: finished, reaching: kata, mode: mode, root: workspace.root, audience: audience)
    }

    /// How long each run of the tests a hang starved may take: one at a time they take well under
    /// a second, so a test that hangs there too is known quickly (the start of `swift test` counts too).
    static let rerunLimit: TimeInterval = 5

    /// After a hang whose stuck tests are known, while tests it starved have no result of their
    /// own (unfinished, or never started): the stuck tests, to leave out of a second run.
    static func stuckToSkip(ending: CheckReport.Ending, culprit: Culprit?, run: TestRun, kata: Kata)
        -> [String]?
    {
        guard ending == .timedOut, let stuck = culprit?.testIDs, !stuck.isEmpty else { return nil }
        let ran = run.tests(of: kata)
        let starved = ran.contains { !$0.finished && !stuck.contains($0.id) }
        let neverStarted = !CheckReport(run: run, kata: kata, ending: ending).notRun.isEmpty
        return starved || neverStarted ? stuck : nil
    }

    /// How a run ended: the time limit, a report of its end, or neither (a crash).
    static func ending(of run: TestRun, timedOut: Bool) -> CheckReport.Ending {
        timedOut ? .timedOut : run.endedNormally ? .normally : .crashed
    }

    /// The kata's Swift files, relative to the workbook: a stack that names only a file's name
    /// (lldb) is placed by them.
    func sourceFiles(of kata: Kata, mode: BuildMode) -> [String] {
        let folder = kata.folder(in: mode)
        let url = workspace.root.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.map { folder + $0 }.sorted()
    }

    /// "15 s", "2.5 s".
    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }

    /// Turns a finished run into what the candidate reads; a run that tested nothing is an error.
    static func outcome(
        of finished: FinishedRun, kata: Kata, mode: BuildMode, root: URL, audience: Audience = .commandLine
    ) throws(WorkbookError) -> Outcome {
        let run = finished.run
        let output = finished.output
        let timedOut = finished.timedOut
        let ending = Self.ending(of: run, timedOut: timedOut != nil)
        var report = CheckReport(run: run, kata: kata, ending: ending)
        if ending != .normally {
            report.culprit =
                finished.culprit
                ?? Culprit.find(
                    ending: ending, run: run, output: output, sample: finished.sample,
                    in: Culprit.Code(kata: kata, mode: mode, root: root, files: finished.files))
            // A staged round names no test of a stage not reached yet, even the one that crashed.
            report.culprit = report.culprit?.keeping { kata.counts(testID: $0, suiteNames: run.suiteNames) }
        }
        let title = "\(kata.module) · \(kata.title)" + (mode == .solutions ? " (the reference)" : "")

        // What ended the run comes first, once; then the behaviours; then the failures.
        var head: [String] = []
        switch ending {
        case .timedOut:
            head =
                report.stopLines(kata: kata, limit: seconds(timedOut ?? 0)) + [
                    CheckReport.whereHangsHide, "",
                ]
        case .crashed:
            head = report.stopLines(kata: kata, limit: "") + [CheckReport.whereCrashesHide, ""]
        case .normally:
            break
        }
        if report.tests.isEmpty {
            // No test reported and nothing trapped: the filter selected nothing.
            if ending == .normally
                || (ending == .crashed && run.tests.isEmpty && !output.contains("Fatal error"))
            {
                throw WorkbookError(
                    "No tests ran for \(kata.module): is \(kata.folder) in Package.swift's katas list, "
                        + "with its tests in \(kata.testsFolder)?")
            }
            if report.total == 0 {
                return Outcome(
                    lines: head + ["\(title): no test reported before the run ended."], report: report,
                    exitCode: 1)
            }
        }

        var lines = head + report.lines(title: title, root: root)
        var whole = head + report.lines(title: title, root: root, every: true)
        if ending != .normally {
            return Outcome(lines: lines, report: report, exitCode: 1, whole: whole)
        }
        if report.allPass {
            let closing =
                mode == .solutions
                ? "Every behaviour passes on the reference."
                : audience == .session
                    ? "Every behaviour passes."
                    : "Every behaviour passes. Compare with the reference: "
                        + "`swift run workbook solution \(kata.number) --diff`"
            lines += ["", closing]
            whole += ["", closing]
            return Outcome(lines: lines, report: report, exitCode: 0, whole: whole)
        }
        // The session names its key for the whole report in its list of keys.
        if report.hasMore && audience == .commandLine {
            lines += ["", allAdvice(kata, mode: mode)]
        }
        return Outcome(lines: lines, report: report, exitCode: 1, whole: whole)
    }
}
