import Foundation
import Testing

@testable import WorkbookKit

/// A refactor round (`kind: refactor`): the candidate's files start as working legacy code, and
/// what the time box counts is what they write, not what they move.
@Suite("A refactor round's kind")
struct RefactorKindTests {
    /// A kata whose stub is one legacy file and whose reference moves two of its lines into a layer
    /// (one of them made public on the way) and writes two of its own.
    static func refactor(kind: String = "refactor") throws -> (TemporaryFolder, Kata) {
        let folder = try TemporaryFolder()
        try folder.write("---\ntitle: Refactor\nkind: \(kind)\n---\n", to: "Katas/Kata9_Refactor/README.md")
        try folder.write(
            """
            /// The screen, as it has always been.
            final class Screen {
                let rule = 30 * 24 * 60 * 60
                func rows() -> [String] { ["Kettle"] }
            }
            """, to: "Katas/Kata9_Refactor/App/Screen.swift")
        try folder.write(
            """
            public struct Rule {
                public let rule = 30 * 24 * 60 * 60
                public init() {}
            }
            """, to: "Solutions/Kata9_Refactor/Domain/Rule.swift")
        try folder.write(
            """
            final class Screen {
                func rows() -> [String] { ["Kettle"] }
            }
            """, to: "Solutions/Kata9_Refactor/App/Screen.swift")
        let kata = try #require(Kata(folder: "Kata9_Refactor", workspace: Workspace(root: folder.url)))
        return (folder, kata)
    }

    @Test("the front matter's kind is read: refactor")
    func kind() throws {
        let (folder, kata) = try Self.refactor()
        _ = folder
        #expect(kata.kind == .refactor)
        #expect(kata.kind.movedLinesAreFree)
        #expect(!KataKind.code.movedLinesAreFree && !KataKind.review.movedLinesAreFree)
        #expect(kata.kind.promptMayStateMost && !KataKind.code.promptMayStateMost)
    }

    @Test("the time box counts the lines written, not the lines moved to another file or made public")
    func movedLinesAreFree() throws {
        let (folder, kata) = try Self.refactor()
        _ = folder
        // Written: `public struct Rule {` and `public init() {}`. Moved: the rule (made public)
        // and the rest of the screen.
        #expect(SolutionView.linesToWrite(kata) == 2)
        let (other, code) = try Self.refactor(kind: "")
        _ = other
        #expect(SolutionView.linesToWrite(code) == 3, "a code kata counts the moved rule as written")
    }

    @Test("a stub's line accounts for one moved line only: a line written twice counts once")
    func eachLineOnce() {
        #expect(SolutionView.linesNotMoved(from: ["let a = 1"], to: ["let a = 1\npublic let a = 1"]) == 1)
        #expect(KataKind.withoutAccess("public private(set) var state = 0") == "var state = 0")
        #expect(KataKind.withoutAccess("publicity = 1") == "publicity = 1")
    }

    @Test("the legacy code is shown whole in a blind round, so verify asks no hidden contract of it")
    func blindViewHidesNothing() throws {
        let (folder, kata) = try Self.refactor()
        _ = folder
        #expect(!kata.kind.blindViewHidesContracts)
        #expect(BlindFiles.editedFiles(of: kata) == ["README.md"])
        #expect(kata.kind.isCandidatesFile("App/Screen.swift"))
        #expect(!kata.kind.isCandidatesFile("App/Given/LegacyAPI.swift"))
    }

    @Test("the session says the code beside the prompt is to refactor, and the reference is code only")
    func words() throws {
        let (folder, kata) = try Self.refactor()
        _ = folder
        #expect(kata.kind.whereToWrite(kata).hasPrefix("Refactor the code in Katas/Kata9_Refactor/"))
        #expect(kata.kind.besideThePrompt(kata).hasPrefix("refactor the working code beside it"))
        #expect(kata.kind.fileToOpen(kata) == nil)
        #expect(kata.kind.revealedWithTheReference.isEmpty)
    }
}
