import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// An alternative is files dropped over the reference, in subfolders too, and the reference files
/// its design does without, listed in `Removed.txt`.
@Suite("Reading an alternative")
struct AlternativeFilesTests {
    @Test(
        "Removed.txt lists the files taken away, comments and blank lines aside; every other file is dropped over"
    )
    func removedList() throws {
        let folder = try TemporaryFolder()
        try folder.write("---\ntitle: Round\n---\n", to: "Katas/Kata7_Round/README.md")
        try folder.write("struct UseCase {}\n", to: "Solutions/Kata7_Round/Domain/UseCase.swift")
        let alternative = "Tests/Alternatives/Kata7_Round/NoUseCase/"
        try folder.write("struct ViewModel {}\n", to: alternative + "Presentation/ViewModel.swift")
        try folder.write(
            "# what this design does without\n\nDomain/UseCase.swift\n", to: alternative + "Removed.txt")
        let workspace = Workspace(root: folder.url)
        let kata = try #require(Kata(folder: "Kata7_Round", workspace: workspace))

        let read = MutantRun.alternatives(for: kata, in: workspace)

        #expect(read.map(\.name) == ["NoUseCase"])
        #expect(read.first?.removed == ["Domain/UseCase.swift"])
        #expect(read.first.map { Array($0.files.keys) } == ["Presentation/ViewModel.swift"])
        #expect(Verify.catalogueProblems(kata, in: workspace).allSatisfy { !$0.contains("Removed.txt") })

        try folder.write("Domain/Gone.swift\n", to: alternative + "Removed.txt")
        #expect(
            Verify.catalogueProblems(kata, in: workspace).contains(
                "Tests/Alternatives/Kata7_Round/NoUseCase/Removed.txt names Domain/Gone.swift, which the "
                    + "reference does not have"))
    }
}
