import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// The README a candidate reads first, and every kata's, hold to what they show: real commands,
/// each `swift test --filter` one kata's, the first command on the first screen.
@Suite("The READMEs' commands")
struct ReadmeCommandsTests {
    static let root = Repository.root

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every README a candidate reads: the workbook's, then each kata's.
    static func readmes() throws -> [(path: String, kata: Kata?)] {
        let katas = try Workspace(root: root).katas()
        return [("README.md", nil)] + katas.map { ("Katas/\($0.folder)/README.md", $0) }
    }

    /// Test IDs in the shape `swift test list` prints them, `Module.Suite/test()`, one per test
    /// file of the workbook's test folders (a kata's two halves, the given code's, the clock's):
    /// enough to tell which modules and suites a filter reaches without building anything.
    /// `verify` runs the same check on the IDs the built package lists.
    static func testIDs() throws -> [String] {
        let tests = root.appendingPathComponent("Tests")
        var ids: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted() {
            let parts: [(module: String, path: String)] =
                folder.hasPrefix("Kata")
                ? [(folder + "Tests", folder + "/Tests"), (folder + "Tests2", folder + "/Tests2")]
                : [(folder, folder)]
            for part in parts {
                let files =
                    (try? FileManager.default.contentsOfDirectory(atPath: tests.path + "/" + part.path)) ?? []
                for file in files.sorted() where file.hasSuffix("Tests.swift") {
                    ids.append("\(part.module).\(file.dropLast(".swift".count))/aTest()")
                }
            }
        }
        return ids
    }

    @Test("a command line reads as a shell reads it: settings, quotes and a comment")
    func shellWords() throws {
        let command = try #require(
            ReadmeCommand(line: #"SOLUTIONS=1 swift test --filter 'Kata12Tests2?\.Stage2'   # one stage"#))
        #expect(command.environment == ["SOLUTIONS": "1"])
        #expect(command.words == ["swift", "test", "--filter", #"Kata12Tests2?\.Stage2"#])
        #expect(command.filter == #"Kata12Tests2?\.Stage2"#)
        #expect(
            ReadmeCommand(line: #"swift run workbook ask 3 "What if it fails?""#)?.words.last
                == "What if it fails?")
        #expect(ReadmeCommand(line: "swift test --filter=Kata3Tests")?.filter == "Kata3Tests")
        #expect(ReadmeCommand(line: "# a comment alone") == nil)
    }

    @Test("`--filter Kata1` selects four katas' tests, as SwiftPM would; `Kata1Tests` selects Kata1's alone")
    func filterAsSwiftPMReadsIt() throws {
        let katas = try Workspace(root: Self.root).katas()
        let ids = [
            "GivenCodeTests.InstantParserTests/readsInstants(text:secondsSince1970:)",
            "Kata1Tests.OrderTests/total()", "Kata1Tests2.OrderItemTests/subtotal()",
            "Kata10Tests.OrderListFirstPageTests/endOfList()", "Kata11Tests2.SigningTests/signs()",
            "Kata12Tests.Stage2OfflineTests/offline()", "Kata12Tests2.Stage4SearchTests/search()",
        ]
        #expect(FilterSelection.selected(by: "Kata1", from: ids)?.count == 6)
        #expect(
            FilterSelection.selected(by: "Kata1Tests", from: ids)
                == ["Kata1Tests.OrderTests/total()", "Kata1Tests2.OrderItemTests/subtotal()"])
        // A suite that matches selects every test in it, even where the test's own ID does not.
        #expect(
            FilterSelection.selected(by: "OfflineTests$", from: ids) == [
                "Kata12Tests.Stage2OfflineTests/offline()"
            ])
        let mixed = FilterSelection.problems(of: "Kata1", kata: katas[0], katas: katas, testIDs: ids)
        #expect(
            mixed.count == 1 && mixed[0].contains("4 katas") && mixed[0].contains("`Kata1Tests`"), "\(mixed)")
        let kata3 = try #require(katas.first { $0.number == 3 })
        #expect(
            FilterSelection.problems(of: "Kata1Tests", kata: kata3, katas: katas, testIDs: ids)
                == ["`swift test --filter Kata1Tests` selects Kata1's tests, not Kata3's"])
        #expect(FilterSelection.problems(of: "Kata1Tests", kata: nil, katas: katas, testIDs: ids).isEmpty)
        #expect(FilterSelection.problems(of: "Kata99Tests", kata: nil, katas: katas, testIDs: ids).count == 1)
    }

    @Test("every README's `swift test --filter` selects its own kata's tests and no other kata's")
    func everyReadmeFilterSelectsOneKata() throws {
        let katas = try Workspace(root: Self.root).katas()
        let ids = try Self.testIDs()
        #expect(ids.count > 30 && katas.allSatisfy { kata in ids.contains(where: kata.owns(testID:)) })
        var filters = 0
        for readme in try Self.readmes() {
            for command in ReadmeCommand.all(in: try Self.text(readme.path)) {
                guard let filter = command.filter else { continue }
                filters += 1
                let problems = FilterSelection.problems(
                    of: filter, kata: readme.kata, katas: katas, testIDs: ids)
                #expect(problems.isEmpty, "\(readme.path): \(problems)")
            }
        }
        #expect(filters >= katas.count + 2, "every kata's README and the workbook's teach a filter")
    }

    @Test("every command a README shows names a real command and option of the tool or SwiftPM")
    func everyCommandIsReal() throws {
        let workspace = Workspace(root: Self.root)
        let check = ReadmeCheck(
            tool: try SwiftTool(workspace: workspace), katas: try workspace.katas(), testIDs: [])
        #expect(check.help["test"]?.contains("--filter") == true, "`swift test --help` answered")
        var shown = 0
        for readme in try Self.readmes() {
            for command in ReadmeCommand.all(in: try Self.text(readme.path)) where command.isSwift {
                shown += 1
                let problems = command.problems(manifest: check.manifest) { check.help[$0] ?? "" }
                #expect(problems.isEmpty, "\(readme.path): \(problems)")
            }
        }
        #expect(shown > 40)
        let typos = [
            "swift run workbook chek 3", "swift run workbook check 3 --solution", "swift test --filtr X",
        ]
        .compactMap(ReadmeCommand.init(line:))
        for typo in typos {
            #expect(
                !typo.problems(manifest: check.manifest) { check.help[$0] ?? "" }.isEmpty, "\(typo.shown)")
        }
        #expect(
            !ReadmeCommand(line: "SOLUTION=1 swift test")!.problems(manifest: check.manifest) { _ in "" }
                .isEmpty)
    }

    @Test("verify's line for the workbook's README: a filter of four katas fails it, and so does no command")
    func verdict() throws {
        let katas = try Workspace(root: Self.root).katas()
        let ids = ["Kata1Tests.OrderTests/total()", "Kata10Tests.OrderListRefreshTests/failedRefresh()"]
        let folder = try TemporaryFolder()
        let check = ReadmeCheck(root: folder.url, katas: katas, testIDs: ids, help: ["test": "--filter"])
        var said: [String] = []
        try folder.write("# A workbook\n\n```\nswift test --filter Kata1Tests\n```\n", to: "README.md")
        #expect(check.judgeTheWorkbooksReadme { said.append($0) })
        #expect(said == ["✓ README.md: 1 command, each real; each filter selects one kata"])
        said = []
        try folder.write("Run `swift test --filter Kata1` for Kata1.\n", to: "README.md")
        #expect(!check.judgeTheWorkbooksReadme { said.append($0) })
        #expect(
            said.first == "✗ README.md: 1 problem" && said.last?.contains("2 katas' tests") == true, "\(said)"
        )
        said = []
        try folder.write("# Nothing to run\n", to: "README.md")
        #expect(!check.judgeTheWorkbooksReadme { said.append($0) })
        #expect(said == ["✗ README.md: 1 problem", "    it shows no `swift` command to run"])
    }

    @Test("the README's first command is on its first screen, verify's says how long, and prose folds to 80")
    func firstScreen() throws {
        let lines = try Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0 == "swift run workbook" })
        #expect(first + 1 <= 24, "the first command is on line \(first + 1)")
        let verify = try #require(lines.firstIndex { $0 == "swift run workbook-dev verify" })
        #expect(verify + 1 <= 24, "verify is on line \(verify + 1)")
        #expect(lines[..<verify].contains { $0.contains("minutes on a 2-core machine") })
        var inBlock = false
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle() }
            if inBlock || line.hasPrefix("|") { continue }
            #expect(line.count <= 80, "README.md:\(index + 1) is \(line.count) columns")
        }
    }

    @Test("the bar beyond green is stated once in the README, and every interviewer's sheet points at it")
    func barBeyondGreen() throws {
        let readme = try Self.text("README.md")
        #expect(readme.components(separatedBy: "\n## The bar beyond green\n").count == 2)
        for kata in try Workspace(root: Self.root).katas() {
            let sheet = try Self.text("Solutions/\(kata.folder)/INTERVIEWER.md")
            #expect(
                sheet.components(separatedBy: "(../../README.md#the-bar-beyond-green)").count == 2,
                "\(kata.folder)'s sheet points at the bar once")
            #expect(
                kata.sheet.problems(module: kata.module).isEmpty,
                "\(kata.sheet.problems(module: kata.module))")
        }
    }
}
