import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

@Suite("Starting a new kata")
struct NewKataTests {
    let manifest = """
        let katas = [
            "Kata1_Entity",
            "Kata2_UseCase",
        ]

        let other = ["x"]
        """

    @Test("the kata is numbered after the last one, and named from its folder")
    func numbered() throws {
        let kata = try NewKata(name: "TokenRefresh", grade: 5, minutes: 30, layer: "Data", after: [1, 2, 11])

        #expect(kata.folder == "Kata12_TokenRefresh")
        #expect(kata.title == "Token refresh")
    }

    @Test(
        "bad input is one sentence that names what is wrong",
        arguments: [
            ("loadMore", 3, 25, "Data", "UpperCamelCase"),
            ("Load-More", 3, 25, "Data", "UpperCamelCase"),
            ("LoadMore", 0, 25, "Data", "--grade"),
            ("LoadMore", 3, 200, "Data", "--minutes"),
            ("LoadMore", 3, 25, "UI", "--layer"),
        ] as [(String, Int, Int, String, String)])
    func badInput(name: String, grade: Int, minutes: Int, layer: String, names: String) {
        #expect {
            try NewKata(name: name, grade: grade, minutes: minutes, layer: layer, after: [1])
        } throws: { error in
            guard let error = error as? WorkbookError else { return false }
            return error.message.contains(names) && !error.message.contains("\n")
        }
    }

    @Test("the kata is added last to Package.swift's list, and nothing else changes")
    func manifestLine() throws {
        let updated = try NewKata.adding("Kata3_LoadMore", toManifest: manifest)

        #expect(
            updated
                == manifest.replacingOccurrences(
                    of: "    \"Kata2_UseCase\",\n]",
                    with: "    \"Kata2_UseCase\",\n    \"Kata3_LoadMore\",\n]"))
        #expect(throws: WorkbookError.self) { try NewKata.adding("Kata3_X", toManifest: "let other = []") }
    }

    @Test("a typed list with full rounds in it takes the new kata last, as a kata of one folder")
    func typedManifestLine() throws {
        let typed = manifest.replacingOccurrences(of: "let katas = [", with: "let katas: [KataShape] = [")
            .replacingOccurrences(of: "    \"Kata2_UseCase\",", with: "    .layers(\"Kata2_FullRound\"),")

        let updated = try NewKata.adding("Kata3_LoadMore", toManifest: typed)

        #expect(
            updated
                == typed.replacingOccurrences(
                    of: "    .layers(\"Kata2_FullRound\"),\n]",
                    with: "    .layers(\"Kata2_FullRound\"),\n    \"Kata3_LoadMore\",\n]"))
    }

    @Test("the skeleton holds every file a kata needs, no link among its tests, and never overwrites one")
    func skeleton() throws {
        let folder = try TemporaryFolder()
        try folder.write(manifest, to: "Package.swift")
        let kata = try NewKata(name: "LoadMore", grade: 3, minutes: 25, layer: "Presentation", after: [1, 2])

        let written = try kata.write(in: folder.url)

        let root = folder.url
        for path in [
            "Katas/Kata3_LoadMore/README.md", "Katas/Kata3_LoadMore/LoadMore.swift",
            "Solutions/Kata3_LoadMore/LoadMore.swift", "Solutions/Kata3_LoadMore/INTERVIEWER.md",
            "Solutions/Kata3_LoadMore/Context/LoadMoreContext.swift", "Tests/Kata3/Support/Fixtures.swift",
            "Tests/Kata3/Tests/LoadMoreTests.swift", "Tests/Kata3/Tests2/LoadMoreMoreTests.swift",
            "Tests/Mutants/Kata3_LoadMore.json",
        ] {
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path),
                "the skeleton has no \(path)")
        }
        let tests = try FileManager.default.subpathsOfDirectory(atPath: root.path + "/Tests/Kata3")
        #expect(
            tests.filter { path in
                (try? FileManager.default.destinationOfSymbolicLink(
                    atPath: root.path + "/Tests/Kata3/" + path))
                    != nil
            } == [],
            "the skeleton links files into its tests; what both halves use belongs in Support/")
        for half in ["Tests/Kata3/Tests/LoadMoreTests.swift", "Tests/Kata3/Tests2/LoadMoreMoreTests.swift"] {
            let text = try String(contentsOf: root.appendingPathComponent(half), encoding: .utf8)
            #expect(
                text.contains("@testable import Kata3Support\n"),
                "\(half) does not import the support module, so it cannot see the fixtures")
        }
        #expect(written.contains("Package.swift: \"Kata3_LoadMore\" added to the katas list"))
        let readme = KataReadme(
            text: try String(
                contentsOf: root.appendingPathComponent("Katas/Kata3_LoadMore/README.md"), encoding: .utf8))
        #expect(
            readme.fields == ["title": "Load more", "grade": "3", "minutes": "25", "layer": "Presentation"])
        #expect(readme.heading == "Kata3 · Load more")
        #expect(throws: WorkbookError.self, "a second run must not overwrite the first") {
            try kata.write(in: root)
        }
    }

    @Test("verify names each section of the skeleton still to write, one line each")
    func verifyNamesWhatIsMissing() throws {
        let kata = try NewKata(name: "LoadMore", grade: 3, minutes: 25, layer: "Presentation", after: [9])

        #expect(
            Verify.toWrite(in: kata.readme, file: "README") == [
                "README: Prompt is still to write", "README: Requirements is still to write",
                "README: Given is still to write", "README: Layers is still to write",
            ])
        #expect(Verify.toWrite(in: kata.sheet, file: "INTERVIEWER.md").count == 7)
        #expect(Verify.toWrite(in: "## Prompt\n\"Write it.\"\n", file: "README").isEmpty)
    }
}
