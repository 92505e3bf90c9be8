import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// Given code is any file under a `Context` or `Given` folder of a kata, at any depth: the
/// reference's files, the time box, the blind view and verify all tell it apart the same way.
@Suite("Telling given code apart")
struct GivenCodeTests {
    @Test("a file under a Context or Given folder, at any depth, is given code; no other is")
    func paths() {
        #expect(GivenCode.contains("Context/Clock.swift"))
        #expect(GivenCode.contains("Data/Given/HTTPClient.swift"))
        #expect(GivenCode.contains("Presentation/Given/Deep/State.swift"))
        #expect(!GivenCode.contains("Data/OrderMapper.swift"))
        #expect(!GivenCode.contains("Given.swift"))
        #expect(!GivenCode.contains("Domain/GivenOrders.swift"))
    }

    /// A full round's two trees: the reference links one given folder and copies the other.
    static func round(copy: String) throws -> (TemporaryFolder, Kata) {
        let folder = try TemporaryFolder()
        try folder.write("---\ntitle: Round\n---\n", to: "Katas/Kata7_Round/README.md")
        try folder.write("struct Client {}\n", to: "Katas/Kata7_Round/Data/Given/Client.swift")
        try folder.write("struct State {}\n", to: "Katas/Kata7_Round/Presentation/Given/State.swift")
        try folder.write("// TODO\n", to: "Katas/Kata7_Round/Data/Repository.swift")
        try folder.write("struct Repository {}\n", to: "Solutions/Kata7_Round/Data/Repository.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Solutions/Kata7_Round/Data/Given").path,
            withDestinationPath: "../../../Katas/Kata7_Round/Data/Given")
        try folder.write(copy, to: "Solutions/Kata7_Round/Presentation/Given/State.swift")
        let kata = try #require(Kata(folder: "Kata7_Round", workspace: Workspace(root: folder.url)))
        return (folder, kata)
    }

    @Test("every given folder of both trees is found, a linked one too, and said where it is")
    func folders() throws {
        let (folder, kata) = try Self.round(copy: "struct State {}\n")
        _ = folder
        #expect(GivenCode.folders(in: kata.exerciseFolder) == ["Data/Given", "Presentation/Given"])
        #expect(GivenCode.folders(in: kata.solutionFolder) == ["Data/Given", "Presentation/Given"])
        #expect(
            GivenCode.whereItIs(in: kata.exerciseFolder)
                == "its Given/ folders (Data/Given/, Presentation/Given/)")
        try folder.write("struct Clock {}\n", to: "Katas/Kata3_Layer/Context/Clock.swift")
        #expect(
            GivenCode.whereItIs(in: folder.url.appendingPathComponent("Katas/Kata3_Layer"))
                == "its Context/ folder",
            "a kata of one layer")
    }

    @Test("the candidate's own files leave every given folder out, so the time box counts none of it")
    func ownFiles() throws {
        let (folder, kata) = try Self.round(copy: "struct State {}\n")
        _ = folder
        #expect(Array(SolutionView.ownFiles(in: kata.solutionFolder).keys) == ["Data/Repository.swift"])
        #expect(SolutionView.linesToWrite(kata) == 1)
        #expect(BlindFiles.editedFiles(of: kata) == ["Data/Repository.swift", "README.md"])
    }

    @Test("verify compares every given folder across the trees, and names the one that differs")
    func sameInBothTrees() throws {
        let (same, kata) = try Self.round(copy: "struct State {}\n")
        _ = same
        #expect(Verify.contextProblems(kata) == [])

        let (different, changed) = try Self.round(copy: "struct State { var rows = 0 }\n")
        _ = different
        #expect(
            Verify.contextProblems(changed) == [
                "Presentation/Given/State.swift differs between Katas/ and Solutions/"
            ])
    }
}
