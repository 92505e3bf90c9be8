import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

@Suite("Your code beside the reference")
struct SolutionViewTests {
    @Test("the diff and the reference show the code a candidate writes, never the interviewer's sheet")
    func codeOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write("# Prompt\n", to: "Katas/Kata7_Sample/README.md")
        try folder.write("struct Thing {}\n", to: "Katas/Kata7_Sample/Thing.swift")
        try folder.write("enum Given {}\n", to: "Katas/Kata7_Sample/Context/Given.swift")
        try folder.write("struct Thing { let ready = true }\n", to: "Solutions/Kata7_Sample/Thing.swift")
        try folder.write("# Sheet\n\n## Hints\n1. The answer.\n", to: "Solutions/Kata7_Sample/INTERVIEWER.md")
        let kata = try Workspace(root: folder.url).kata("7")

        let diff = SolutionView.diff(kata).joined(separator: "\n")
        let reference = SolutionView.reference(kata, root: folder.url).joined(separator: "\n")

        #expect(diff.contains("+++ Solutions/Kata7_Sample/Thing.swift (reference)"))
        #expect(diff.contains("+struct Thing { let ready = true }"))
        #expect(reference.contains("── Solutions/Kata7_Sample/Thing.swift ──"))
        for text in [diff, reference] {
            #expect(!text.contains("INTERVIEWER") && !text.contains("The answer."))
            #expect(!text.contains("README") && !text.contains("Given"))
        }
    }
}

/// A console that keeps what it was told, for one test: as wide as any line, since these tests
/// read what is said (how it folds to a window is EveryCommandPrintsTests').
final class RecordingConsole: Sendable {
    private let said = Mutex<[String]>([])
    var console: Console {
        Console(isInteractive: false, width: 10_000) { text in self.said.withLock { $0.append(text) } }
    }
    var text: String { said.withLock { $0.joined() } }
}

/// The questions a command asked, in order, kept for one test.
final class RecordedQuestions: Sendable {
    private let asked = Mutex<[String]>([])
    func record(_ question: String) { asked.withLock { $0.append(question) } }
    var all: [String] { asked.withLock { $0 } }
}

@Suite("The reference of a kata that does not pass yet")
struct SolutionAskTests {
    let folder: TemporaryFolder
    let context: CommandContext
    let output = RecordingConsole()

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("# Prompt\n", to: "Katas/Kata7_Sample/README.md")
        try folder.write("struct Thing {}\n", to: "Katas/Kata7_Sample/Thing.swift")
        try folder.write("struct Thing { let ready = true }\n", to: "Solutions/Kata7_Sample/Thing.swift")
        context = CommandContext(
            options: GlobalOptions(), workspace: Workspace(root: folder.url), console: output.console)
    }

    var seen: Date? {
        let kata = try? context.workspace.kata("7")
        return kata.map { context.store.load().progress[$0].referenceSeenAt } ?? nil
    }

    @Test("asks first, and a no shows nothing and records nothing")
    func declined() throws {
        let questions = RecordedQuestions()
        let code = try SolutionCommand(kata: "7", diff: false, yes: false) { question in
            questions.record(question)
            return ""
        }.run(in: context)
        let asked = questions.all
        #expect(code == 0)
        #expect(asked.count == 1 && asked[0].contains("Kata7 does not pass yet"))
        #expect(!output.text.contains("let ready"))
        #expect(seen == nil)
    }

    @Test("a yes shows the reference and records the look like a hint")
    func accepted() throws {
        let code = try SolutionCommand(kata: "7", diff: true, yes: false) { _ in "y" }.run(in: context)
        #expect(code == 0)
        #expect(output.text.contains("+struct Thing { let ready = true }"))
        #expect(seen != nil)
    }

    @Test("with nobody to answer, it refuses with how to see it anyway, and prints nothing a pipe would read")
    func noTerminal() throws {
        let refusal = #expect(throws: WorkbookError.self) {
            try SolutionCommand(kata: "7", diff: true, yes: false) { _ in nil }.run(in: context)
        }
        #expect(refusal?.exitCode == 2)
        #expect(refusal?.message.contains("swift run workbook solution 7 --diff --yes") == true)
        #expect(output.text.isEmpty, "standard output carries nothing for a pipe: \(output.text)")
        #expect(seen == nil)
    }

    @Test("once the code passes, the reference is shown without a question or a record")
    func passing() throws {
        let kata = try context.workspace.kata("7")
        context.store.update(warn: { _ in }, { $0.recordCheck(kata, passing: 3, total: 3, at: Date()) })
        let code = try SolutionCommand(kata: "7", diff: false, yes: false) { _ in
            Issue.record("asked although the code passes")
            return nil
        }.run(in: context)
        #expect(code == 0)
        #expect(output.text.contains("let ready = true"))
        #expect(seen == nil)
    }
}

/// `solution 3` and `solution 3 --diff` as a pipe gets them (no terminal: prose folds at 80
/// columns), on a copy of the repository's Kata3, whose reference has lines wider than 80.
@Suite("The reference and the diff, piped")
struct SolutionPipedTests {
    let folder: TemporaryFolder
    let kata: Kata

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        for tree in ["Katas", "Solutions"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(tree), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("\(tree)/Kata3_Repository"),
                to: folder.url.appendingPathComponent("\(tree)/Kata3_Repository"))
        }
        kata = try Workspace(root: folder.url).kata("3")
    }

    /// What the command printed with nobody at a terminal.
    func piped(diff: Bool) throws -> String {
        let said = Mutex("")
        let console = Console(isInteractive: false) { text in said.withLock { $0 += text } }
        let context = CommandContext(
            options: GlobalOptions(), workspace: Workspace(root: folder.url), console: console)
        _ = try SolutionCommand(kata: "3", diff: diff, yes: true).run(in: context)
        return said.withLock { $0 }
    }

    var reference: [String: String] { SolutionView.ownFiles(in: kata.solutionFolder) }

    @Test("the reference has lines wider than 80 columns, or these tests would prove nothing")
    func longLines() {
        #expect(reference.values.contains { UnifiedDiff.split($0).contains { $0.count > 80 } })
    }

    @Test(
        "a piped diff is a patch: `patch` applies it to the candidate's files, which become the reference",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch")))
    func diffApplies() throws {
        let diff = folder.url.appendingPathComponent("solution.diff")
        try Data(try piped(diff: true).utf8).write(to: diff)

        #expect(try patch(["-p0", "--dry-run", "-i", diff.path]) == 0, "patch --dry-run rejects the diff")
        #expect(try patch(["-p0", "-i", diff.path]) == 0)
        for (path, text) in reference {
            let yours = try String(
                contentsOf: kata.exerciseFolder.appendingPathComponent(path), encoding: .utf8)
            #expect(yours == text, "\(path) is not the reference once the diff is applied")
        }
    }

    @Test("a piped listing holds each reference file byte for byte, and its prose folds at 80")
    func listingExact() throws {
        let printed = try piped(diff: false)

        for (path, text) in reference {
            #expect(
                printed.contains("── Solutions/Kata3_Repository/\(path) ──\n" + text), "\(path) is not whole")
        }
        let code = Set(reference.values.flatMap(UnifiedDiff.split))
        let prose = printed.split(separator: "\n").map(String.init).filter { !code.contains($0) }
        #expect(prose.contains { $0.hasPrefix("The reference for Kata3") })
        for line in prose where line.count > 80 { Issue.record("prose not folded at 80: \(line)") }
    }

    /// `patch`'s exit status, run in the workbook's folder.
    func patch(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
