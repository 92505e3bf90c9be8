import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// Kata12, the full round, as the workbook ships it: every check of verify's that needs no build
/// holds, and its README reads as four stages.
@Suite("The full round as shipped")
struct FullRoundShapeTests {
    let workspace = Workspace(root: Repository.root)

    @Test("Kata12's README holds four stages, each with its groups of behaviours")
    func stages() throws {
        let kata = try workspace.kata("12")
        #expect(
            kata.stages.map { "\($0.number) · \($0.title)" } == [
                "1 · The order history", "2 · Offline", "3 · Housekeeping", "4 · Search",
            ])
        let first = kata.reaching(stage: 1)
        #expect(
            first.readme.requirementGroups.map(\.suite) == [
                "Stage 1 · The order history", "Stage 1 · The rows",
            ])
        #expect(kata.readme.bulletItems(of: "Requirements").count >= 30)
    }

    @Test("Kata12 passes verify's checks of its documents, given code, time box, catalogue and blind view")
    func verifiedWithoutABuild() throws {
        let kata = try workspace.kata("12")
        let problems =
            Verify.contextProblems(kata) + Verify.documentProblems(kata) + Verify.timeBoxProblems(kata)
            + Verify.skeletonProblems(kata) + Verify.catalogueProblems(kata, in: workspace)
            + Verify.linkProblems(kata, in: workspace) + Verify.blindProblems(kata)
        #expect(problems == [])
        #expect(SolutionView.linesToWrite(kata) <= 2 * kata.minutes)
        #expect(GivenCode.folders(in: kata.exerciseFolder) == ["Data/Given", "Presentation/Given"])
    }
}
