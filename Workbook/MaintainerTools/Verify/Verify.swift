import Foundation
import WorkbookKit

/// The maintainer's proof that the workbook is honest: every kata's suite is red on its untouched
/// stub and green on its reference, `--filter KataNTests` selects exactly kata N, the given context
/// is the same in both trees, each README is complete, names the tests' behaviours and shows only
/// real commands whose filters select one kata, and the blind view of each kata hides its contract
/// and gives every file back.
public struct Verify {
    public let workspace: Workspace
    public let tool: SwiftTool
    public let say: (String) -> Void
    /// Where the steps and the word between them show (a status line on a terminal, a line every
    /// few seconds in a log); nil says only the steps' names.
    var console: Console?

    public init(workspace: Workspace, tool: SwiftTool, say: @escaping (String) -> Void) {
        self.workspace = workspace
        self.tool = tool
        self.say = say
    }

    /// Returns true when everything holds.
    public func run() throws(WorkbookError) -> Bool {
        let katas = try workspace.katas()
        guard !katas.isEmpty else { throw WorkbookError("There are no katas under Katas/ to verify.") }
        // Two builds, the reference's run, each kata's, the tool's tests.
        let progress = console.map { VerifyProgress(console: $0, steps: katas.count + 4, katas: katas.count) }
        defer { progress?.finish() }
        let begin = { (step: String) in progress.map { $0.begin(step) } ?? self.say(step) }
        let say = { (line: String) in
            self.say(line)
            progress?.said()
        }

        try buildOrExplain(.exercises, progress: progress, begin: begin)
        try buildOrExplain(.solutions, progress: progress, begin: begin)

        begin("Running every suite against the reference, then listing the stubs' tests…")
        var referenceRequest = TestRequest(filter: nil, mode: .solutions)
        referenceRequest.bounds.progress = progress?.listener
        let reference = try tool.test(referenceRequest)
        let listed = try tool.listTests(mode: .exercises)
        let commands = ReadmeCheck(tool: tool, katas: katas, testIDs: listed)

        var passed = 0
        var failed = 0
        for kata in katas {
            begin("Kata\(kata.number) on its stub: swift test --filter \(kata.shellFilter)…")
            // The stub run also writes the xUnit report CI systems read: it must parse.
            let reports = TemporaryFiles.shared.make("xunit")
            defer { TemporaryFiles.shared.remove(reports) }
            try? FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
            let xunit = reports.appendingPathComponent("report.xml")
            var stubRequest = TestRequest(filter: kata.testFilter, mode: .exercises)
            stubRequest.xunit = xunit
            var stub = try tool.test(stubRequest)
            let xunitProblems = Self.xunitProblems(
                kata: kata, report: XUnitReport.swiftTestingFile(for: xunit))
            if !stub.run.endedNormally, !stub.outcome.killed {
                // Tests run in parallel, so several were in flight when the process died. Run
                // them one at a time to name the one that traps.
                say(
                    "  the stub run crashed; running Kata\(kata.number)'s tests one at a time to find the culprit…"
                )
                stubRequest.xunit = nil
                stubRequest.serially = true
                stub = try tool.test(stubRequest)
            }
            let problems =
                Self.judge(
                    kata: kata, listed: listed, stub: stub.run, stubKilled: stub.outcome.killed,
                    reference: reference.run)
                + Self.contextProblems(kata) + Self.documentProblems(kata) + Self.timeBoxProblems(kata)
                + Self.skeletonProblems(kata) + Self.catalogueProblems(kata, in: workspace)
                + Self.linkProblems(kata, in: workspace)
                + Self.blindProblems(kata)
                + Self.requirementProblems(kata, tests: reference.run.tests(of: kata))
                + commands.problems(readme: kata.readmeText, of: kata).map { "README: \($0)" }
                + xunitProblems
            let tests = reference.run.tests(of: kata)
            let cases = tests.reduce(0) { $0 + $1.cases.count }
            let name = "Kata\(kata.number) \(kata.title)"
            if problems.isEmpty {
                passed += 1
                say(
                    "✓ \(name): \(tests.count) tests, \(cases) cases; red on the stub, green on the reference;"
                        + " \(SolutionView.linesToWrite(kata)) lines to write in \(kata.minutes) minutes"
                )
            } else {
                failed += 1
                say("✗ \(name): \(problems.count) problem\(problems.count == 1 ? "" : "s")")
                for problem in problems { say("    \(problem)") }
            }
        }

        if commands.judgeTheWorkbooksReadme(say: say) { passed += 1 } else { failed += 1 }

        // The tool's own tests are no kata's: they live in the tool's package, `Workbook/`.
        begin("The tool's own tests (Workbook/), built first…")
        var request = TestRequest(filter: nil, mode: .exercises, scope: .tool)
        request.building = true
        request.bounds.progress = progress?.listener
        request.bounds.timeout = 900
        let own = try tool.test(request).run
        let ownTests = own.tests
        let ownFailures = ownTests.filter { !$0.passed }.map(\.displayName)
        if ownTests.isEmpty || !own.endedNormally || !ownFailures.isEmpty {
            failed += 1
            say(
                "✗ Workbook tool tests: "
                    + (ownFailures.isEmpty
                        ? "did not run" : "failing: " + ownFailures.joined(separator: "; ")))
        } else {
            passed += 1
            say("✓ Workbook tool tests: \(ownTests.count) tests, green")
        }
        say("\(passed) passed, \(failed) failed")
        return failed == 0 && reference.run.endedNormally
    }

    private func buildOrExplain(
        _ mode: BuildMode, progress: VerifyProgress?, begin: (String) -> Void
    ) throws(WorkbookError) {
        let what = mode == .exercises ? "the stubs (Katas/)" : "the reference (Solutions/)"
        begin("Building \(what) with every test target… (a minute or two when nothing is cached)")
        let started = Date()
        let outcome = try tool.build(mode, progress: progress?.listener)
        guard outcome.status == 0 else {
            throw WorkbookError(
                "The build of \(what) failed, so nothing could be verified. The first errors:\n"
                    + CompileErrors(output: outcome.output).headlines(in: outcome.output, limit: 12)
                    .joined(separator: "\n")
                    + "\nFix them, then run `swift run workbook-dev verify` again.")
        }
        say("  built in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// Compares what the stub run and the reference run of one kata reported.
    static func judge(kata: Kata, listed: [String], stub: TestRun, stubKilled: Bool, reference: TestRun)
        -> [String]
    {
        var problems: [String] = []
        let own = Set(listed.filter(kata.owns(testID:)))
        if own.isEmpty {
            return [
                "no tests: is \(kata.folder) in Package.swift's katas list, with \(kata.testsFolder)?"
            ]
        }
        if !stub.endedNormally {
            let culprit =
                stub.unfinished.isEmpty
                ? "" : " while running \"\(stub.unfinished.joined(separator: "\", \""))\""
            problems.append(
                stubKilled
                    ? "the stub run did not finish in time\(culprit): a stub must return at once"
                    : "the stub run crashed\(culprit): a stub must never trap (fatalError, try!, a force unwrap)"
            )
        }

        let selected = Set(stub.tests.map(\.id))
        for stray in selected.subtracting(own).sorted() {
            problems.append("`swift test --filter \(kata.shellFilter)` also selects \(stray)")
        }
        if stub.endedNormally {
            for missing in own.subtracting(selected).sorted() {
                problems.append("`swift test --filter \(kata.shellFilter)` does not run \(missing)")
            }
        }

        for test in stub.tests where own.contains(test.id) && test.finished {
            for testCase in test.cases where testCase.passed {
                problems.append("passes on the untouched stub: \(label(test, testCase))")
            }
        }

        let referenceTests = reference.tests(of: kata)
        for missing in own.subtracting(referenceTests.map(\.id)).sorted() {
            problems.append("did not run on the reference: \(missing)")
        }
        for test in referenceTests {
            for testCase in test.cases where !testCase.passed {
                let first = testCase.issues.first.map { ": \($0.message) (\($0.fileID):\($0.line))" } ?? ""
                problems.append("fails on the reference: \(label(test, testCase))\(first)")
            }
            if let twin = stub.tests.first(where: { $0.id == test.id }), twin.cases.count != test.cases.count
            {
                problems.append(
                    "\"\(test.displayName)\" has \(twin.cases.count) cases on the stub but \(test.cases.count) on the reference"
                )
            }
        }
        return problems
    }

    /// The xUnit report of a kata's run, as a CI system would read it.
    static func xunitProblems(kata: Kata, report: URL) -> [String] {
        let command = "`swift test --filter \(kata.shellFilter) --xunit-output r.xml`"
        guard let data = FileManager.default.contents(atPath: report.path) else {
            return ["\(command) wrote no \(report.lastPathComponent)"]
        }
        return XUnitReport.problem(in: data).map { ["the xUnit report of \(command) \($0)"] } ?? []
    }

    /// Every behaviour the tests pin is listed in the README's Requirements, and nothing else is.
    static func requirementProblems(_ kata: Kata, tests: [TestResult]) -> [String] {
        guard !tests.isEmpty else { return [] }
        let listed = kata.readme.bulletItems(of: "Requirements")
        let names = tests.map(\.displayName)
        return names.filter { !listed.contains($0) }.map { "README: Requirements does not list \"\($0)\"" }
            + listed.filter { !names.contains($0) }.map {
                "README: Requirements lists \"\($0)\", which no test checks"
            }
    }

    /// The candidate's README has its sections and nothing of the interviewer's; the sheet has its.
    /// The most lines of code a minute of the time box asks for: what a good candidate writes
    /// while thinking aloud. Above it, the minutes change or machinery moves into Context/.
    static let linesPerMinute = 2.0

    /// A kata that asks more code than its minutes allow.
    static func timeBoxProblems(_ kata: Kata, lines: Int? = nil) -> [String] {
        let lines = lines ?? SolutionView.linesToWrite(kata)
        guard kata.minutes > 0, Double(lines) > linesPerMinute * Double(kata.minutes) else { return [] }
        let rate = (Double(lines) / Double(kata.minutes) * 10).rounded() / 10
        return [
            "asks \(lines) lines of code in \(kata.minutes) minutes (\(rate) a minute): at most"
                + " \(Int(linesPerMinute)) a minute fits the time box; give it more minutes or move"
                + " machinery that is not the lesson into Context/"
        ]
    }

    /// A kata without mistakes to catch or correct code to accept proves little about its suite.
    static func catalogueProblems(_ kata: Kata, in workspace: Workspace) -> [String] {
        var problems: [String] = []
        let mutants = (try? MutantRun.catalogue(for: kata, in: workspace)) ?? []
        if mutants.isEmpty {
            problems.append(
                "Tests/Mutants/\(kata.folder).json lists no mutants: write the mistakes from the README")
        }
        // A mutant is an edit of the reference as it is: an edit of the reference (a doc comment
        // reworded) can leave a mutant finding nothing, which `mutants` only says after building.
        for mutant in mutants {
            let file = kata.solutionFolder.appendingPathComponent(mutant.file)
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if case .failure(let error) = mutant.apply(to: text) {
                problems.append("Tests/Mutants/\(kata.folder).json: " + error.message)
            }
        }
        for alternative in MutantRun.alternatives(for: kata, in: workspace) {
            for path in alternative.removed
            where !FileManager.default.fileExists(
                atPath: kata.solutionFolder.appendingPathComponent(path).path)
            {
                problems.append(
                    "Tests/Alternatives/\(kata.folder)/\(alternative.name)/\(Alternative.removedList) names "
                        + "\(path), which the reference does not have")
            }
        }
        if MutantRun.alternatives(for: kata, in: workspace).isEmpty {
            problems.append(
                "Tests/Alternatives/\(kata.folder)/ holds no correct alternative written another way")
        }
        return problems
    }

    private static func label(_ test: TestResult, _ testCase: CaseResult) -> String {
        let arguments = testCase.arguments.replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t")
        return "\"\(test.displayName)\"" + (arguments.isEmpty ? "" : " [\(arguments)]")
    }
}
