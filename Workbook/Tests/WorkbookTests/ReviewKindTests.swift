import Foundation
import Testing

@testable import WorkbookKit

/// A review round (`kind: review`): the change is the teammate's, the candidate writes
/// `REVIEW.md`, and the slips' key reaches the screen only after the round.
@Suite("A review round's kind")
struct ReviewKindTests {
    static func review(kind: String = "review") throws -> (TemporaryFolder, Kata) {
        let folder = try TemporaryFolder()
        try folder.write("---\ntitle: Review\nkind: \(kind)\n---\n", to: "Katas/Kata9_Review/README.md")
        try folder.write(
            "/// A rule.\n///\n/// Why.\nstruct Rule {}\n", to: "Katas/Kata9_Review/Domain/Rule.swift")
        try folder.write("# Review\n## Findings\n", to: "Katas/Kata9_Review/REVIEW.md")
        try folder.write(
            "# Review\n## Findings\n- Rule.swift:4 too wide\n", to: "Solutions/Kata9_Review/REVIEW.md")
        try folder.write(
            """
            | Id | Kind | Where | What | Why it matters | The fix |
            |----|------|-------|------|----------------|---------|
            | S1 | slip | Domain/Rule.swift:4 | The rule is wide | It costs | Narrow it |
            | D1 | sound | Domain/Rule.swift:1 | A doc comment | It is fine | Nothing |

            """, to: "Solutions/Kata9_Review/SLIPS.md")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Solutions/Kata9_Review/Domain").path,
            withDestinationPath: "../../Katas/Kata9_Review/Domain")
        let kata = try #require(Kata(folder: "Kata9_Review", workspace: Workspace(root: folder.url)))
        return (folder, kata)
    }

    @Test("the front matter's kind is read once; a README without one is a code kata")
    func kind() throws {
        let (folder, kata) = try Self.review()
        _ = folder
        #expect(kata.kind == .review)
        let (other, code) = try Self.review(kind: "")
        _ = other
        #expect(code.kind == .code)
    }

    @Test("the candidate's one file is REVIEW.md: solution shows it, the change never")
    func ownFiles() throws {
        let (folder, kata) = try Self.review()
        _ = folder
        #expect(Array(SolutionView.ownFiles(in: kata.solutionFolder, kind: kata.kind).keys) == ["REVIEW.md"])
        #expect(SolutionView.linesToWrite(kata) == 1)
        let shown = SolutionView.reference(kata, root: folder.url).joined(separator: "\n")
        #expect(shown.contains("Solutions/Kata9_Review/REVIEW.md"))
        #expect(shown.contains("Solutions/Kata9_Review/SLIPS.md"))
        #expect(!shown.contains("Rule.swift ──"))
    }

    @Test("the blind view leaves the change and the review whole: every finding's line stays put")
    func blindView() throws {
        let (folder, kata) = try Self.review()
        _ = folder
        #expect(BlindFiles.editedFiles(of: kata) == ["README.md"])
    }

    @Test("the debrief lists each slip with its place, why and fix, then the sound lines")
    func debrief() throws {
        let (folder, kata) = try Self.review()
        _ = folder
        let text = LayeringRead.lines(for: kata).joined(separator: " ")
        #expect(text.contains("The 1 slip in the change"))
        #expect(text.contains("Domain/Rule.swift:4: The rule is wide. It costs. Fix: Narrow it."))
        #expect(text.contains("Domain/Rule.swift:1: A doc comment. It is fine."))
    }

    @Test("the session says where the review is written")
    func whereToWrite() throws {
        let (folder, kata) = try Self.review()
        _ = folder
        #expect(KataKind.review.whereToWrite(kata).contains("Katas/Kata9_Review/REVIEW.md"))
        #expect(KataKind.code.whereToWrite(kata).hasPrefix("Write your code in Katas/Kata9_Review/"))
    }

    @Test("a failed expectation sends a reviewer to their review, not to the test that read it")
    func fileToOpen() throws {
        let (folder, kata) = try Self.review()
        _ = folder
        #expect(KataKind.review.fileToOpen(kata) == "Katas/Kata9_Review/REVIEW.md")
        #expect(KataKind.code.fileToOpen(kata) == nil)
        let issue = Issue(
            message: "3 of 12 slips named by file and line", fileID: "Kata9Tests/SlipsTests.swift", line: 5)
        let lines = CheckReport.issueLines(
            issue, indent: "", root: folder.url, fileToOpen: KataKind.review.fileToOpen(kata))
        #expect(lines.last == "at Katas/Kata9_Review/REVIEW.md")
    }
}
