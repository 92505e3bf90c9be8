import Foundation
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
