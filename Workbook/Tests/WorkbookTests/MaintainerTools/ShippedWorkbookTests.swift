import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

@Suite(
    "Verify judges the workbook as shipped", .enabled(if: (try? Git(root: URL(fileURLWithPath: "/"))) != nil))
struct ShippedWorkbookTests {
    let identity = [
        "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
    ]

    /// A workbook pushed upstream with its stub and reference, and a clone of it.
    func makeClone(_ folder: TemporaryFolder) throws -> (clone: URL, git: Git) {
        let upstream = folder.url.appendingPathComponent("upstream")
        let clone = folder.url.appendingPathComponent("clone")
        try folder.write("// Package", to: "upstream/Package.swift")
        try folder.write("stub\n", to: "upstream/Katas/Kata7_Sample/Thing.swift")
        try folder.write("given\n", to: "upstream/Katas/Kata7_Sample/Context/Given.swift")
        try folder.write("reference\n", to: "upstream/Solutions/Kata7_Sample/Thing.swift")
        try FileManager.default.createSymbolicLink(
            atPath: upstream.appendingPathComponent("Solutions/Kata7_Sample/Context").path,
            withDestinationPath: "../../Katas/Kata7_Sample/Context")
        try folder.write("tests\n", to: "upstream/Tests/Kata7/Tests/ThingTests.swift")
        try folder.write("// Tool\n", to: "upstream/Workbook/Package.swift")
        try FileManager.default.createSymbolicLink(
            atPath: upstream.appendingPathComponent(".workbook-tool").path, withDestinationPath: "Workbook")
        let git = try Git(root: upstream)
        #expect(try git.run(["init", "-q"]).status == 0)
        #expect(try git.run(["add", "."]).status == 0)
        #expect(try git.run(identity + ["commit", "-qm", "stub"]).status == 0)
        #expect(try git.run(["clone", "-q", upstream.path, clone.path]).status == 0)
        return (clone, try Git(root: clone))
    }

    @Test("an untouched clone is judged in place, with nothing to say")
    func untouched() throws {
        let folder = try TemporaryFolder()
        let (clone, _) = try makeClone(folder)

        let (judged, note) = try ShippedWorkbook.prepare(Workspace(root: clone))

        #expect(judged.root == clone)
        #expect(note == nil)
    }

    @Test("a candidate's work, committed or not, is left alone and the tracked stubs are judged in a copy")
    func candidatesWork() throws {
        let folder = try TemporaryFolder()
        let (clone, git) = try makeClone(folder)
        try folder.write("solved\n", to: "clone/Katas/Kata7_Sample/Thing.swift")
        #expect(try git.run(identity + ["commit", "-qam", "my work"]).status == 0)
        try folder.write("solved better\n", to: "clone/Katas/Kata7_Sample/Thing.swift")
        try folder.write("helper\n", to: "clone/Katas/Kata7_Sample/Helper.swift")

        let (judged, note) = try ShippedWorkbook.prepare(Workspace(root: clone))

        let copy = judged.root
        #expect(copy.path.hasSuffix(".build/verify/workbook"))
        #expect(
            try String(
                contentsOf: copy.appendingPathComponent("Katas/Kata7_Sample/Thing.swift"), encoding: .utf8)
                == "stub\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: copy.appendingPathComponent("Katas/Kata7_Sample/Helper.swift").path))
        #expect(
            try String(
                contentsOf: copy.appendingPathComponent("Solutions/Kata7_Sample/Context/Given.swift"),
                encoding: .utf8) == "given\n")
        #expect(
            FileManager.default.fileExists(
                atPath: copy.appendingPathComponent("Tests/Kata7/Tests/ThingTests.swift").path))
        #expect(
            try String(
                contentsOf: clone.appendingPathComponent("Katas/Kata7_Sample/Thing.swift"), encoding: .utf8)
                == "solved better\n")
        // The manifest names the tool by its link, which stays a link to the copy's own tool.
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: copy.appendingPathComponent(".workbook-tool").path) == "Workbook")
        #expect(
            FileManager.default.fileExists(atPath: copy.appendingPathComponent("Workbook/Package.swift").path)
        )
        #expect(
            note?.contains("origin/") == true, "the note names where the stubs come from: \(note ?? "none")")
    }
}
