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

    @Test("with nobody to answer, it says how to see it anyway and exits 2")
    func noTerminal() throws {
        let code = try SolutionCommand(kata: "7", diff: true, yes: false) { _ in nil }.run(in: context)
        #expect(code == 2)
        #expect(output.text.contains("swift run workbook solution 7 --diff --yes"))
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
