import Foundation
import Testing

@testable import WorkbookKit

/// A composer stub in the shape of Kata 12's: a method whose doc comment has a purpose and a
/// contract paragraph, which a blind round hides.
private let composer = """
    import Foundation

    /// The composition root.
    enum Composer {
        /// A working screen, built from the app's network and
        /// clock.
        ///
        /// `now` is the only time the screen knows. Composing asks nothing of the network: the work
        /// starts at `load()`.
        @MainActor static func makeScreen(
            httpClient: any HTTPClient, now: @escaping @Sendable () -> Date
        ) -> any Screen {
            // TODO: build the screen.
            NothingWiredYet()
        }
    }

    """

/// The candidate's rewrite during the round: the method's doc comment is gone, the declaration
/// and the rest of the file are theirs.
private let rewrite = """
    import Foundation

    /// The composition root.
    enum Composer {
        @MainActor static func makeScreen(
            httpClient: any HTTPClient, now: @escaping @Sendable () -> Date
        ) -> any Screen {
            let loader = RemoteLoader(client: httpClient)
            return ScreenModel(loader: loader, now: now)
        }
    }

    """

@Suite("Giving a hidden paragraph back only where its place is intact")
struct BlindGiveBackTests {
    let blind = BlindView.hide(swift: composer)

    @Test("the sample hides one paragraph, the one under the method's purpose")
    func hidesOne() {
        #expect(blind.blocks.count == 1, "One contract paragraph is hidden.")
        #expect(
            blind.text.contains("    /// clock.\n    @MainActor static func makeScreen("),
            "The blind view keeps the purpose right above the declaration.")
    }

    @Test("a doc comment rewritten away: the file is the candidate's text exactly, the paragraph kept aside")
    func commentRemoved() {
        let back = BlindView.restore(rewrite, from: blind)

        #expect(back.text == rewrite, "No line may be spliced into a file whose comment is gone.")
        #expect(back.unplaced == blind.blocks, "The paragraph is returned to be kept aside.")
    }

    @Test("only the line before left: the paragraph is not put back against a declaration that changed")
    func onlyLineBefore() {
        let edited = blind.text.replacingOccurrences(
            of: "@MainActor static func makeScreen(", with: "@MainActor static func makeScreen(client")

        let back = BlindView.restore(edited, from: blind)

        #expect(back.text == edited, "The file stays as the candidate left it.")
        #expect(back.unplaced == blind.blocks, "The paragraph is kept aside.")
    }

    @Test("only the line after left: the paragraph is not put back under a purpose that changed")
    func onlyLineAfter() {
        let edited = blind.text.replacingOccurrences(of: "    /// clock.", with: "    /// clock, mine.")

        let back = BlindView.restore(edited, from: blind)

        #expect(back.text == edited, "The file stays as the candidate left it.")
        #expect(back.unplaced == blind.blocks, "The paragraph is kept aside.")
    }

    @Test("both lines intact and adjacent, the body rewritten: the paragraph goes back exactly there")
    func anchorIntact() {
        let edited = blind.text.replacingOccurrences(
            of: "        // TODO: build the screen.\n        NothingWiredYet()",
            with: "        ScreenModel(now: now)")

        let back = BlindView.restore(edited, from: blind)

        #expect(back.unplaced.isEmpty, "The place is intact.")
        #expect(
            back.text
                == composer.replacingOccurrences(
                    of: "        // TODO: build the screen.\n        NothingWiredYet()",
                    with: "        ScreenModel(now: now)"),
            "The paragraph is back where it was, and the candidate's body is kept.")
    }

    @Test("the pair of lines found twice now but once then: ambiguous, so kept aside")
    func ambiguous() {
        let copy =
            "    /// clock.\n    @MainActor static func makeScreen(\n        httpClient: any HTTPClient, "
            + "now: @escaping @Sendable () -> Date\n    ) -> any Screen { Fake() }\n"
        let edited = blind.text.replacingOccurrences(
            of: "enum Composer {\n", with: "enum Composer {\n" + copy)

        let back = BlindView.restore(edited, from: blind)

        #expect(back.text == edited, "With two places to choose from, none is chosen.")
        #expect(back.unplaced == blind.blocks, "The paragraph is kept aside.")
    }
}

@Suite("The end of a round whose file lost a paragraph's place")
struct BlindGiveBackOnDiskTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let file = "Katas/Kata12_Sample/App/Composer.swift"

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write("# Kata12\n\n## Prompt\nCompose.\n", to: "Katas/Kata12_Sample/README.md")
        try folder.write(composer, to: file)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata12_Sample", workspace: workspace))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the rewrite stays byte for byte, the paragraph is in .workbook/blind, one sentence says so")
    func keptAside() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        try folder.write(rewrite, to: file)

        let lines = try files.leave(kata)

        #expect(try read(file) == rewrite, "The candidate's file is exactly as they left it.")
        let aside = ".workbook/blind/Kata12_Sample-unplaced.txt"
        let kept = try read(aside)
        for line in blind.blocks[0].lines { #expect(kept.contains(line), "The paragraph is kept whole.") }
        #expect(
            lines.first == "Kata12's round is over; nothing it hid could go back in its place:",
            "No paragraph was put back: \(lines)")
        let note = try #require(lines.first { $0.hasPrefix("App/Composer.swift:") })
        #expect(note.contains(aside) && note.contains("as you left it"), "\(note)")
    }

    @Test("untouched, the file comes back byte for byte and nothing is kept aside")
    func untouched() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)

        let lines = try files.leave(kata)

        #expect(try read(file) == composer, "The file is whole again.")
        #expect(lines == ["Kata12's full files are back: App/Composer.swift (1 paragraph)."], "\(lines)")
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent(".workbook/blind/Kata12_Sample-unplaced.txt").path))
    }

    var blind: BlindText { BlindView.hide(swift: composer) }
}
