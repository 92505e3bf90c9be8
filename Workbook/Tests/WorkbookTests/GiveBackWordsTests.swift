import Foundation
import Testing

@testable import WorkbookKit

/// What the end of a blind round says when hidden text could not go back: found in a real round
/// on Kata12, where a candidate wrote their notes over the line that stood for the Requirements
/// and the screen still said "Kata12's full files are back." and called the Requirements "a hidden
/// paragraph".
@Suite("The words of a give-back that kept text aside")
struct GiveBackWordsTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let readme = "Katas/Kata3_Sample/README.md"
    let file = "Katas/Kata3_Sample/Store.swift"
    let store = """
        /// Keeps orders.
        ///
        /// Saves what the remote says.
        struct Store {
            func save() {}
        }

        """

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(
            "# Kata3\n\n## Prompt\nKeep orders.\n\n## Requirements\n- saves what the remote says\n\n## Given\n- a store\n",
            to: readme)
        try folder.write(store, to: file)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata3_Sample", workspace: workspace))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("notes over the ask line: the README as left, the Requirements named as such and kept aside")
    func requirementsKeptAside() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        let blindReadme = try read(readme)
        let notes = blindReadme.replacingOccurrences(
            of: BlindView.askLine(kata: 3), with: "## My notes\n- save first")
        #expect(notes != blindReadme, "The blind README has the ask line.")
        try folder.write(notes, to: readme)

        let lines = try files.leave(kata)

        #expect(try read(readme) == notes, "The README is as the candidate left it.")
        #expect(try read(file) == store, "The untouched file is whole.")
        #expect(
            lines.first == "Kata3's round gave back Store.swift (1 paragraph).",
            "Not every file is whole: \(lines)")
        let note = try #require(lines.first { $0.hasPrefix("README.md:") }, "\(lines)")
        #expect(note.contains("hidden Requirements") && !note.contains("paragraph"), "\(note)")
        #expect(note.contains(".workbook/blind/Kata3_Sample-unplaced.txt"), "\(note)")
        let kept = try read(".workbook/blind/Kata3_Sample-unplaced.txt")
        #expect(kept.contains("- saves what the remote says"))
    }

    @Test("nothing changed: the full files are back, in those words")
    func whole() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)

        let lines = try files.leave(kata)

        #expect(
            lines == ["Kata3's full files are back: README.md (the Requirements), Store.swift (1 paragraph)."]
        )
        #expect(try read(readme).contains("- saves what the remote says"))
    }
}
