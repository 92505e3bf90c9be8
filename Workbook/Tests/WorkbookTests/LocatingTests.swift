import Foundation
import Testing

@testable import WorkbookKit

@Suite("Finding the workbook and the options every command takes")
struct LocatingTests {
    /// A folder shaped like a workbook, and another folder outside it.
    func workbook() throws -> (book: TemporaryFolder, elsewhere: TemporaryFolder) {
        let book = try TemporaryFolder()
        try book.write("// swift-tools-version: 6.2\n", to: "Package.swift")
        try book.write("# Entity\n", to: "Katas/Kata1_Entity/README.md")
        try book.write("", to: ".build/debug/workbook")
        return (book, try TemporaryFolder())
    }

    @Test("runs from any subfolder of the workbook")
    func fromSubfolder() throws {
        let (book, elsewhere) = try workbook()

        let found = try Workspace.locate(
            packagePath: nil, currentDirectory: book.url.appendingPathComponent("Katas/Kata1_Entity"),
            executable: elsewhere.url.appendingPathComponent("workbook"))

        #expect(found.root.standardizedFileURL.path == book.url.standardizedFileURL.path)
    }

    @Test("runs from another folder, as `swift run --package-path` starts it, beside its own build")
    func fromElsewhere() throws {
        let (book, elsewhere) = try workbook()

        let found = try Workspace.locate(
            packagePath: nil, currentDirectory: elsewhere.url,
            executable: book.url.appendingPathComponent(".build/debug/workbook"))

        #expect(found.root.standardizedFileURL.path == book.url.standardizedFileURL.path)
    }

    @Test("--package-path names the workbook, relative to the current folder, and a wrong one is refused")
    func packagePath() throws {
        let (book, elsewhere) = try workbook()
        let parent = book.url.deletingLastPathComponent()

        let found = try Workspace.locate(
            packagePath: book.url.lastPathComponent, currentDirectory: parent, executable: nil)

        #expect(found.root.standardizedFileURL.path == book.url.standardizedFileURL.path)
        #expect(throws: WorkbookError.self) {
            try Workspace.locate(packagePath: elsewhere.url.path, currentDirectory: book.url, executable: nil)
        }
    }

    @Test("reads --package-path and --time-limit anywhere on the line, and leaves the command")
    func globalOptions() throws {
        let (options, rest) = try GlobalOptions.extract(
            ["check", "--time-limit", "30", "1", "--package-path=/books/katas"],
            environment: ["WORKBOOK_TIME_LIMIT": "20"])

        #expect(options == GlobalOptions(packagePath: "/books/katas", timeLimit: 30))
        #expect(rest == ["check", "1"])
        #expect(
            try GlobalOptions.extract(["list"], environment: ["WORKBOOK_TIME_LIMIT": "2.5"]).options.timeLimit
                == 2.5)
        #expect(try GlobalOptions.extract(["list"]).options == GlobalOptions())
    }

    @Test(
        "refuses a time limit that is no number of seconds, in one sentence",
        arguments: [["--time-limit", "soon"], ["--time-limit", "0"], ["--time-limit"], ["--package-path"]])
    func badOptions(arguments: [String]) {
        #expect {
            try GlobalOptions.extract(["check", "1"] + arguments)
        } throws: { error in
            (error as? WorkbookError).map { $0.exitCode == 2 && !$0.message.contains("\n") } ?? false
        }
    }
}
