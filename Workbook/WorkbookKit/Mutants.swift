import Foundation

/// A plausible wrong implementation: edits that turn a kata's reference into code a hurried
/// candidate might write. A suite that lets one pass has a gap.
public struct Mutant: Sendable, Equatable, Decodable {
    public struct Edit: Sendable, Equatable, Decodable {
        /// Text that occurs exactly once in the file.
        public var find: String
        public var replace: String
    }

    public var name: String
    /// A file of the kata's reference, relative to `Solutions/KataN_…/`.
    public var file: String
    public var edits: [Edit]

    /// The file's text with the edits made, or why they cannot be.
    public func apply(to text: String) -> Result<String, WorkbookError> {
        var result = text
        for edit in edits {
            let count = result.components(separatedBy: edit.find).count - 1
            guard count == 1 else {
                return .failure(
                    WorkbookError(
                        "mutant \"\(name)\" looks for text that occurs \(count) times in \(file), not once: "
                            + edit.find, exitCode: 1))
            }
            result = result.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        return .success(result)
    }
}

/// The mutant catalogue of every kata (`Tests/Mutants/KataN_….json`), and the proof that each
/// mutant makes the kata's suite fail.
///
/// The mutants are made in a copy of the workbook under `.build/mutants/`, never in `Solutions/`,
/// so an interrupted run loses nothing; the copy is kept so the next run rebuilds only what changed.
public struct MutantRun {
    public let workspace: Workspace
    public let say: (String) -> Void

    public init(workspace: Workspace, say: @escaping (String) -> Void) {
        self.workspace = workspace
        self.say = say
    }

    public static func catalogue(for kata: Kata, in workspace: Workspace) throws(WorkbookError) -> [Mutant] {
        let file = workspace.root.appendingPathComponent("Tests/Mutants/\(kata.folder).json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        do {
            return try JSONDecoder().decode([Mutant].self, from: data)
        } catch {
            throw WorkbookError("Tests/Mutants/\(kata.folder).json is not a list of mutants: \(error).")
        }
    }

    /// Returns true when every mutant of every chosen kata is caught.
    public func run(katas: [Kata]) throws(WorkbookError) -> Bool {
        let sandbox = Workspace(root: workspace.root.appendingPathComponent(".build/mutants/package"))
        say("Copying the workbook to \(sandbox.root.path)…")
        try Self.mirror(workspace.root, into: sandbox.root)
        var tool = try SwiftTool(workspace: sandbox)
        // A mutant is a hurried candidate's code: an unused variable it leaves behind is a
        // warning to them, not a reason to call the mutant uncompilable.
        tool.environmentChanges["WORKBOOK_STRICT"] = .some(nil)

        var passed = 0
        var failed = 0
        for kata in katas {
            let mutants = try Self.catalogue(for: kata, in: workspace)
            guard !mutants.isEmpty else {
                say(
                    "- Kata\(kata.number) \(kata.title): no mutants listed in Tests/Mutants/\(kata.folder).json"
                )
                continue
            }
            say("Kata\(kata.number) \(kata.title): \(mutants.count) mutants")
            // A mutant only counts as caught against a reference that passes untouched.
            if let broken = try baselineProblem(kata, tool: tool) {
                failed += 1
                say(
                    "✗ Kata\(kata.number) \(kata.title): the untouched reference \(broken), so no mutant can be judged"
                )
                continue
            }
            var survivors: [String] = []
            for (index, mutant) in mutants.enumerated() {
                let verdict = try judge(mutant, of: kata, in: sandbox, tool: tool)
                let outcome =
                    switch verdict {
                    case nil: "caught"
                    case let reason? where reason.hasPrefix("does not compile"): "DOES NOT COMPILE"
                    default: "SURVIVED"
                    }
                say("  [\(index + 1)/\(mutants.count)] \(outcome): \(mutant.name)")
                if let verdict { survivors.append("\(mutant.name): \(verdict)") }
            }
            if survivors.isEmpty {
                passed += 1
                say("✓ Kata\(kata.number) \(kata.title): all \(mutants.count) mutants caught")
            } else {
                failed += 1
                say(
                    "✗ Kata\(kata.number) \(kata.title): \(survivors.count) of \(mutants.count) mutants not caught"
                )
                for survivor in survivors { say("    \(survivor)") }
            }
        }
        say("\(passed) passed, \(failed) failed")
        return failed == 0
    }

    private func baselineProblem(_ kata: Kata, tool: SwiftTool) throws(WorkbookError) -> String? {
        guard case .ran(let run) = try buildAndTest(kata, tool: tool) else { return "does not build" }
        let ran = run.tests(inModule: kata.testModule)
        if ran.isEmpty { return "runs no test" }
        return run.endedNormally && ran.allSatisfy(\.passed) ? nil : "fails its own suite"
    }

    private enum Attempt {
        case ran(TestRun)
        case uncompilable(errors: [String])
    }

    /// Builds what changed and runs the kata's suite in one `swift test`: one start of the
    /// package manager per mutant instead of two.
    private func buildAndTest(_ kata: Kata, tool: SwiftTool) throws(WorkbookError) -> Attempt {
        let (run, outcome) = try tool.test(
            filter: kata.module, mode: .solutions, timeout: 120, building: true)
        guard outcome.output.contains(SwiftTool.buildCompleteMarker) else {
            return .uncompilable(
                errors: CompileErrors(output: outcome.output).headlines(in: outcome.output, limit: 3))
        }
        return .ran(run)
    }

    /// nil when the suite catches the mutant; otherwise why it does not count as caught.
    private func judge(_ mutant: Mutant, of kata: Kata, in sandbox: Workspace, tool: SwiftTool)
        throws(WorkbookError)
        -> String?
    {
        let file = sandbox.root.appendingPathComponent("Solutions/\(kata.folder)/\(mutant.file)")
        guard let original = try? String(contentsOf: file, encoding: .utf8) else {
            return "no file Solutions/\(kata.folder)/\(mutant.file)"
        }
        let mutated: String
        switch mutant.apply(to: original) {
        case .success(let text): mutated = text
        case .failure(let error): return error.message
        }
        do {
            try mutated.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw WorkbookError("Cannot write the mutant to \(file.path): \(error.localizedDescription).")
        }
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }

        let run: TestRun
        switch try buildAndTest(kata, tool: tool) {
        case .ran(let result): run = result
        case .uncompilable(let errors):
            return "does not compile, so it proves nothing:\n" + errors.joined(separator: "\n")
        }
        let ran = run.tests(inModule: kata.testModule)
        guard !ran.isEmpty else { return "no test ran" }
        let caught = !run.endedNormally || ran.contains { !$0.passed }
        return caught ? nil : "every test still passes"
    }

    /// Makes `destination` hold the same package sources as `source`, rewriting only the files
    /// whose content differs, so the copy's build stays incremental.
    static func mirror(_ source: URL, into destination: URL) throws(WorkbookError) {
        let fileManager = FileManager.default
        let folders = ["Katas", "Solutions", "Tests", "Fakes", "Workbook"]
        do {
            try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
            try sync(
                source.appendingPathComponent("Package.swift"),
                destination.appendingPathComponent("Package.swift"))
            for folder in folders {
                try syncFolder(
                    source.appendingPathComponent(folder), destination.appendingPathComponent(folder))
            }
        } catch {
            throw WorkbookError(
                "Cannot copy the workbook to \(destination.path): \(error.localizedDescription).")
        }
    }

    private static func syncFolder(_ source: URL, _ destination: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        let wanted = try fileManager.contentsOfDirectory(atPath: source.path)
        for stale in try fileManager.contentsOfDirectory(atPath: destination.path)
        where !wanted.contains(stale) {
            try fileManager.removeItem(at: destination.appendingPathComponent(stale))
        }
        for name in wanted {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            let attributes = try fileManager.attributesOfItem(atPath: from.path)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                let target = try fileManager.destinationOfSymbolicLink(atPath: from.path)
                if (try? fileManager.destinationOfSymbolicLink(atPath: to.path)) != target {
                    try? fileManager.removeItem(at: to)
                    try fileManager.createSymbolicLink(atPath: to.path, withDestinationPath: target)
                }
            } else if attributes[.type] as? FileAttributeType == .typeDirectory {
                try syncFolder(from, to)
            } else {
                try sync(from, to)
            }
        }
    }

    private static func sync(_ source: URL, _ destination: URL) throws {
        let data = try Data(contentsOf: source)
        if FileManager.default.contents(atPath: destination.path) != data {
            try data.write(to: destination, options: .atomic)
        }
    }
}
