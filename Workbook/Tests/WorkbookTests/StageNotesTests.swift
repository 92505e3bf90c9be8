import Foundation
import Testing

@testable import WorkbookKit

/// A blind staged round where the candidate writes notes just under the line that stands for the
/// Requirements. Found in a real round on Kata12: when stage 2 arrived, the Requirements came back
/// above the notes and the new stage's view hid them with the Requirements, so the candidate's own
/// lines vanished from their README until the round ended.
@Suite("Notes where a staged round's Requirements go")
struct StageNotesTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let readme = "Katas/Kata7_Staged/README.md"
    let whole = stagedReadme
    let note = "My notes: a 204 is a failure."

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(whole, to: readme)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata7_Staged", workspace: workspace))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the next stage never hides a line the candidate wrote; the round's end gives back everything")
    func notesStay() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata.reaching(stage: 1), blind: true)
        let ask = BlindView.askLine(kata: 7)
        let blind = try read(readme)
        #expect(blind.contains(ask) && !blind.contains("Now offline"), "\(blind)")
        let withNotes = blind.replacingOccurrences(of: ask, with: ask + "\n" + note)
        try folder.write(withNotes, to: readme)

        let said = try files.reach(kata.reaching(stage: 2))

        let shown = try read(readme)
        #expect(shown.contains(note), "The candidate's line is still in their README: \(shown)")
        #expect(!shown.contains("keeps the last answer"), "The Requirements stay hidden: \(shown)")
        #expect(said.count == 1 && said[0].contains("README.md"), "\(said)")

        let end = try files.leave(kata)

        let back = try read(readme)
        #expect(back.components(separatedBy: note).count == 2, "The note is there once: \(back)")
        #expect(
            back.replacingOccurrences(of: "\n" + note, with: "") == whole, "Everything else is back: \(back)")
        #expect(end.first?.contains("full files are back") == true, "\(end)")
    }
}
