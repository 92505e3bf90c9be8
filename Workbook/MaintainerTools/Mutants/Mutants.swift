import Foundation
import WorkbookKit

/// The mutant catalogue of every kata (`Tests/Mutants/KataN_….json`), and the proof that each
/// mutant makes the kata's suite fail, and that each correct alternative
/// (`Tests/Alternatives/KataN_…/`) makes it pass.
///
/// Each kata is judged in a copy of the workbook of its own, `.build/mutants/KataN/`, never in
/// `Solutions/`, so an interrupted run loses nothing. The copy declares that kata alone
/// (`WORKBOOK_ONLY`), so a mutant recompiles one small module and relinks one small test binary,
/// and it is kept so the next run rebuilds only what changed.
public struct MutantRun {
    public let workspace: Workspace
    public let say: (String) -> Void

    public init(workspace: Workspace, say: @escaping (String) -> Void) {
        self.workspace = workspace
        self.say = say
    }

    /// Returns true when every mutant of every chosen kata is caught and every alternative passes.
    public func run(katas: [Kata]) throws(WorkbookError) -> Bool {
        var passed = 0
        var failed = 0
        for kata in katas {
            let mutants = try Self.catalogue(for: kata, in: workspace)
            let alternatives = Self.alternatives(for: kata, in: workspace)
            guard !mutants.isEmpty || !alternatives.isEmpty else {
                say(
                    "- Kata\(kata.number) \(kata.title): no mutants in Tests/Mutants/\(kata.folder).json "
                        + "and no alternatives in Tests/Alternatives/\(kata.folder)/")
                continue
            }
            let sandbox = Workspace(
                root: workspace.root.appendingPathComponent(".build/mutants/\(kata.module)"))
            try Self.mirror(workspace.root, into: sandbox.root)
            var tool = try SwiftTool(workspace: sandbox)
            // A mutant is a hurried candidate's code: an unused variable it leaves behind is a
            // warning to them, not a reason to call the mutant uncompilable.
            tool.environmentChanges["WORKBOOK_STRICT"] = .some(nil)
            tool.environmentChanges["WORKBOOK_ONLY"] = kata.module

            say(
                "Kata\(kata.number) \(kata.title): \(mutants.count) mutants, \(alternatives.count) alternatives "
                    + "(building in \(sandbox.root.path))")
            // A mutant only counts as caught against a reference that passes untouched. The last
            // run may have left the tests compiled against an alternative's declarations.
            Self.touchTests(of: kata, in: sandbox)
            if let broken = try baselineProblem(kata, tool: tool) {
                failed += 1
                say(
                    "✗ Kata\(kata.number) \(kata.title): the untouched reference \(broken), so nothing can be judged"
                )
                continue
            }
            var problems: [String] = []
            for (index, mutant) in mutants.enumerated() {
                let verdict = try judge(mutant, of: kata, in: sandbox, tool: tool)
                let outcome =
                    switch verdict {
                    case .caught(nil): "caught"
                    case .caught(let how?): "caught (\(how))"
                    case .uncompilable: "DOES NOT COMPILE"
                    case .survived: "SURVIVED"
                    }
                say("  [\(index + 1)/\(mutants.count)] \(outcome): \(mutant.name)")
                switch verdict {
                case .caught: break
                case .uncompilable(let why), .survived(let why):
                    problems.append("mutant \(mutant.name): \(why)")
                }
            }
            for (index, alternative) in alternatives.enumerated() {
                let verdict = try judge(alternative, of: kata, in: sandbox, tool: tool)
                say(
                    "  [alternative \(index + 1)/\(alternatives.count)] \(verdict == nil ? "accepted" : "REJECTED"): "
                        + alternative.name)
                if let verdict { problems.append("alternative \(alternative.name): \(verdict)") }
            }
            if problems.isEmpty {
                passed += 1
                say(
                    "✓ Kata\(kata.number) \(kata.title): all \(mutants.count) mutants caught, "
                        + "all \(alternatives.count) alternatives accepted")
            } else {
                failed += 1
                say(
                    "✗ Kata\(kata.number) \(kata.title): \(problems.count) problem\(problems.count == 1 ? "" : "s")"
                )
                for problem in problems { say("    \(problem)") }
            }
        }
        say("\(passed) passed, \(failed) failed")
        return failed == 0
    }

    private func baselineProblem(_ kata: Kata, tool: SwiftTool) throws(WorkbookError) -> String? {
        guard case .ran(let run, _) = try buildAndTest(kata, tool: tool) else { return "does not build" }
        let ran = run.tests(of: kata)
        if ran.isEmpty { return "runs no test" }
        return run.endedNormally && ran.allSatisfy(\.passed) ? nil : "fails its own suite"
    }

    private enum Attempt {
        /// `stopped`: the run was ended at its time limit, not by itself.
        case ran(TestRun, stopped: Bool)
        case uncompilable(errors: [String])
    }

    /// What a mutant did to the suite. A run that crashed or hung counts as caught (the
    /// candidate would see red too), but says so: only a failed expectation is a clean catch.
    enum Verdict: Equatable {
        case caught(how: String?)
        case survived(String)
        case uncompilable(String)
    }

    /// Builds what changed and runs the kata's suite in one `swift test`: one start of the
    /// package manager per mutant instead of two.
    private func buildAndTest(_ kata: Kata, tool: SwiftTool) throws(WorkbookError) -> Attempt {
        var request = TestRequest(filter: kata.testFilter, mode: .solutions)
        request.bounds.timeout = 120
        request.building = true
        let (run, outcome) = try tool.test(request)
        guard outcome.output.contains(SwiftTool.buildCompleteMarker) else {
            return .uncompilable(
                errors: CompileErrors(output: outcome.output).headlines(in: outcome.output, limit: 3))
        }
        return .ran(run, stopped: outcome.killed)
    }

    private func judge(_ mutant: Mutant, of kata: Kata, in sandbox: Workspace, tool: SwiftTool)
        throws(WorkbookError) -> Verdict
    {
        let file = sandbox.root.appendingPathComponent("Solutions/\(kata.folder)/\(mutant.file)")
        guard let original = try? String(contentsOf: file, encoding: .utf8) else {
            return .uncompilable("no file Solutions/\(kata.folder)/\(mutant.file)")
        }
        let mutated: String
        switch mutant.apply(to: original) {
        case .success(let text): mutated = text
        case .failure(let error): return .uncompilable(error.message)
        }
        do {
            try mutated.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw WorkbookError("Cannot write the mutant to \(file.path): \(error.localizedDescription).")
        }
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }

        let run: TestRun
        let stopped: Bool
        switch try buildAndTest(kata, tool: tool) {
        case .ran(let result, let wasStopped): (run, stopped) = (result, wasStopped)
        case .uncompilable(let errors):
            return .uncompilable("does not compile, so it proves nothing:\n" + errors.joined(separator: "\n"))
        }
        return Self.verdict(
            on: run.tests(of: kata), endedNormally: run.endedNormally, stopped: stopped)
    }

    /// What a mutant's run of the suite says. A run stopped at the tool's time limit, or a test
    /// that Swift Testing stopped at its own (`.timeLimit`), may have failed expectations too, but
    /// the candidate waited for the limit first, so it is said.
    static func verdict(on ran: [TestResult], endedNormally: Bool, stopped: Bool) -> Verdict {
        if stopped { return .caught(how: "the suite ran over its time limit") }
        if ran.contains(where: { $0.finished && !$0.passed }) {
            let timedOut = ran.flatMap(\.issues).contains { $0.message.hasPrefix(timeLimitIssue) }
            return .caught(how: timedOut ? "a test ran over its time limit" : nil)
        }
        if !endedNormally { return .caught(how: "the test program crashed") }
        return ran.isEmpty ? .survived("no test ran") : .survived("every test still passes")
    }

    /// How Swift Testing's issue for a test stopped by its `.timeLimit` begins.
    static let timeLimitIssue = "Time limit was exceeded"

    /// nil when the suite passes with the alternative's files over the reference; otherwise why not.
    private func judge(_ alternative: Alternative, of kata: Kata, in sandbox: Workspace, tool: SwiftTool)
        throws(WorkbookError) -> String?
    {
        let folder = sandbox.root.appendingPathComponent("Solutions/\(kata.folder)")
        var originals: [URL: Data?] = [:]
        // An alternative may declare a type differently (a class for a struct, a generic
        // decorator): the tests must be compiled again against it, and again against whatever
        // comes next, or they link against symbols that no longer exist.
        Self.touchTests(of: kata, in: sandbox)
        defer {
            Self.touchTests(of: kata, in: sandbox)
            for (file, data) in originals {
                if let data {
                    try? data.write(to: file, options: .atomic)
                } else {
                    try? FileManager.default.removeItem(at: file)
                }
            }
        }
        for (name, data) in alternative.files {
            let file = folder.appendingPathComponent(name)
            originals[file] = FileManager.default.contents(atPath: file.path)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            } catch {
                throw WorkbookError(
                    "Cannot write the alternative to \(file.path): \(error.localizedDescription).")
            }
        }
        for path in alternative.removed {
            let file = folder.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                return "\(Alternative.removedList) names \(path), which the reference does not have"
            }
            originals[file] = data
            try? FileManager.default.removeItem(at: file)
        }
        var run: TestRun
        switch try buildAndTest(kata, tool: tool) {
        case .ran(let result, _): run = result
        case .uncompilable(let errors):
            return "does not compile:\n" + errors.joined(separator: "\n")
        }
        if !run.endedNormally {
            // A crash is no verdict of the suite's: build from fresh test objects and run once
            // more, and only a second crash rejects the alternative.
            say("    the run of \(alternative.name) crashed; building its tests afresh and running once more")
            Self.touchTests(of: kata, in: sandbox)
            if case .ran(let again, _) = try buildAndTest(kata, tool: tool) { run = again }
        }
        let ran = run.tests(of: kata)
        guard !ran.isEmpty else { return "no test ran" }
        guard run.endedNormally else { return "the test run crashed" }
        let failing = ran.filter { !$0.passed }
        guard !failing.isEmpty else { return nil }
        return "rejected by "
            + failing.prefix(3).map { test in
                "\"\(test.displayName)\"" + (test.issues.first.map { " (\($0.message))" } ?? "")
            }.joined(separator: "; ") + (failing.count > 3 ? " and \(failing.count - 3) more" : "")
    }
}
