import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// A stub written to the blind convention: a type's comment with a contract, a given fact and a
/// closing remark; a method's comment with a contract; ordinary comments in the body.
let blindSample = """
    import Foundation

    /// Counts the things.
    ///
    /// - An empty list counts zero.
    /// - Negative things are refused.
    ///
    /// Given: the error reads "no things".
    ///
    /// Creating it reads nothing.
    struct Counter {
        /// Counts them.
        ///
        /// - Throws: `CounterError.negative` for a negative thing.
        func count(_ things: [Int]) throws -> Int {
            // TODO: count them
            0
        }
    }

    """

/// What a candidate in a blind round sees of `blindSample`.
let blindSampleShown = """
    import Foundation

    /// Counts the things.
    ///
    /// Given: the error reads "no things".
    struct Counter {
        /// Counts them.
        func count(_ things: [Int]) throws -> Int {
            // TODO: count them
            0
        }
    }

    """

let blindReadme = """
    ---
    title: Sample
    ---
    # Kata7 · Sample

    ## Prompt
    "Count the things."

    ## Requirements
    Counting
    - an empty list counts zero
    - a negative thing is refused

    ## Given
    - `Context/Given.swift`: the error.

    """

/// Whether every line of `part` is in `whole`, in the same order: nothing of it was lost.
func keepsInOrder(_ part: String, in whole: String) -> Bool {
    var rest = whole.split(separator: "\n", omittingEmptySubsequences: false)[...]
    for line in part.split(separator: "\n", omittingEmptySubsequences: false) {
        guard let found = rest.firstIndex(of: line) else { return false }
        rest = rest[(found + 1)...]
    }
    return true
}

/// Whether the block's lines stand together, in order, somewhere in `text`.
func holds(_ block: BlindText.Block, in text: String) -> Bool {
    text.contains(block.lines.joined(separator: "\n"))
}

@Suite("The blind view of a Swift file")
struct BlindViewSwiftTests {
    @Test("keeps each doc comment's first paragraph and Given paragraphs, hides every other one")
    func hidesLaterParagraphs() {
        let blind = BlindView.hide(swift: blindSample)

        #expect(
            blind.text == blindSampleShown,
            "The blind view should keep the purpose and the Given fact and hide the contract paragraphs.")
        #expect(blind.blocks.count == 3, "Each run of hidden lines should be one block.")
        #expect(blind.replacement == nil, "A Swift file replaces no line.")
    }

    @Test("a block is anchored on the kept lines around it")
    func anchors() throws {
        let blind = BlindView.hide(swift: blindSample)
        let method = try #require(blind.blocks.last)

        #expect(
            method.lines == ["    ///", "    /// - Throws: `CounterError.negative` for a negative thing."],
            "The method's hidden block should be its separator and its contract, as written.")
        #expect(method.before == "    /// Counts them.", "The line before the block should be its anchor.")
        #expect(
            method.after == "    func count(_ things: [Int]) throws -> Int {",
            "The line after the block should be its anchor.")
        #expect(method.occurrence == 0, "The pair of anchors appears once, so this is its first occurrence.")
    }

    @Test("code, ordinary comments and one-paragraph doc comments are left as they are")
    func keepsTheRest() {
        let text = """
            // A note: every rule is below.
            /// Makes things.
            struct Maker {
                // TODO: the rules say to refuse zero
                func make() -> Int { 0 }  /// not a doc line of its own
            }
            """

        let blind = BlindView.hide(swift: text)

        #expect(blind.text == text, "Nothing here is a later doc paragraph, so nothing should be hidden.")
        #expect(blind.blocks.isEmpty, "A file that hides nothing should have no blocks.")
    }

    @Test("an unchanged blind file comes back byte for byte, with or without a last newline, CRLF too")
    func exactRoundTrip() {
        let texts = [
            blindSample, String(blindSample.dropLast()),
            blindSample.replacingOccurrences(of: "\n", with: "\r\n"),
            "/// Top.\n///\n/// Hidden at the end.",
        ]
        for text in texts {
            let blind = BlindView.hide(swift: text)
            let back = BlindView.restore(blind.text, from: blind)

            #expect(!blind.blocks.isEmpty, "Each sample has a later paragraph to hide.")
            #expect(back.text == text, "Giving back an unchanged blind file should restore it exactly.")
            #expect(back.unplaced.isEmpty, "Every block of an unchanged file has its place.")
        }
    }
}

@Suite("The blind view of a README")
struct BlindViewReadmeTests {
    @Test("replaces the Requirements body with one line telling how to ask, and keeps every other section")
    func hidesRequirements() {
        let blind = BlindView.hide(readme: blindReadme, kata: 7)
        let shown = KataReadme(text: blind.text)

        #expect(
            shown.sections["Requirements"] == BlindView.askLine(kata: 7),
            "The Requirements body should be the one line that says how to ask.")
        #expect(
            BlindView.askLine(kata: 7).contains("swift run workbook ask 7"),
            "The line should name the command.")
        #expect(!blind.text.contains("negative"), "No requirement should show in the blind README.")
        #expect(shown.sections["Prompt"] == "\"Count the things.\"", "The Prompt should stay.")
        #expect(
            shown.sections["Given"] == "- `Context/Given.swift`: the error.", "The Given section should stay."
        )
        #expect(
            blind.replacement == BlindView.askLine(kata: 7), "The block should say which line stands for it.")
    }

    @Test("comes back byte for byte, and a note written under the ask line is kept")
    func restores() {
        let blind = BlindView.hide(readme: blindReadme, kata: 7)
        let note = "My guess: zero things is fine."
        let edited = blind.text.replacingOccurrences(
            of: BlindView.askLine(kata: 7), with: BlindView.askLine(kata: 7) + "\n" + note)

        #expect(
            BlindView.restore(blind.text, from: blind).text == blindReadme,
            "The README should come back exactly.")
        let back = BlindView.restore(edited, from: blind)
        #expect(back.text.contains("- a negative thing is refused"), "The Requirements should come back.")
        #expect(back.text.contains(note), "The candidate's note should be kept.")
        #expect(
            !back.text.contains(BlindView.askLine(kata: 7)),
            "The ask line should go when the body comes back.")
    }

    @Test("with the ask line deleted, the Requirements come back under their heading")
    func askLineDeleted() {
        let blind = BlindView.hide(readme: blindReadme, kata: 7)
        let edited = blind.text.replacingOccurrences(of: BlindView.askLine(kata: 7) + "\n", with: "")

        let back = BlindView.restore(edited, from: blind)

        #expect(back.unplaced.isEmpty, "The heading is still there to place the Requirements under.")
        #expect(back.text == blindReadme, "The Requirements should come back where they were.")
    }

    @Test("a README with no Requirements hides nothing")
    func noRequirements() {
        let text = "# Kata7\n\n## Prompt\nHello.\n"

        #expect(
            BlindView.hide(readme: text, kata: 7) == BlindText(text: text, blocks: []),
            "Nothing should be hidden.")
    }
}

@Suite("Giving an edited blind file back")
struct BlindViewRestoreTests {
    let blind = BlindView.hide(swift: blindSample)

    @Test("a body filled in and a helper added: every block back, every line of the candidate's kept")
    func bodyAndHelper() {
        let edited =
            blind.text.replacingOccurrences(
                of: "        // TODO: count them\n        0\n",
                with:
                    "        guard !things.contains(where: { $0 < 0 }) else { throw CounterError.negative }\n"
                    + "        return things.count\n")
            + "\nfunc helper() -> Int { 1 }\n"

        let back = BlindView.restore(edited, from: blind)

        #expect(back.unplaced.isEmpty, "Every block's anchors are intact, so every block should be placed.")
        #expect(keepsInOrder(edited, in: back.text), "Nothing the candidate wrote may be lost.")
        for block in blind.blocks {
            #expect(holds(block, in: back.text), "Each hidden block should come back whole.")
        }
        #expect(
            back.text.contains("    /// Counts them.\n    ///\n    /// - Throws:"),
            "The method's contract should come back right under its first paragraph.")
    }

    @Test("a first paragraph reworded: its block is left out, the other blocks go back")
    func purposeReworded() {
        let edited = blind.text.replacingOccurrences(
            of: "    /// Counts them.", with: "    /// Counts them all.")

        let back = BlindView.restore(edited, from: blind)

        #expect(
            back.unplaced == [blind.blocks[2]], "With one anchor changed, the block's place is not certain.")
        #expect(
            back.text.contains("    /// Counts them all.\n    func count("),
            "Nothing goes between the reworded line and the declaration.")
        #expect(holds(blind.blocks[0], in: back.text), "The type's contract, its place intact, comes back.")
    }

    @Test("a signature changed: its block is left out, the other blocks go back")
    func signatureChanged() {
        let edited = blind.text.replacingOccurrences(
            of: "func count(_ things: [Int])", with: "func count(of things: [Int])")

        let back = BlindView.restore(edited, from: blind)

        #expect(
            back.unplaced == [blind.blocks[2]], "With one anchor changed, the block's place is not certain.")
        #expect(
            back.text.contains("    /// Counts them.\n    func count(of"),
            "Nothing goes above the changed declaration.")
        #expect(holds(blind.blocks[0], in: back.text), "The type's contract, its place intact, comes back.")
    }

    @Test("a block whose anchors are both gone is returned unplaced, and nothing is lost")
    func bothAnchorsGone() {
        let edited = blind.text.replacingOccurrences(
            of: "    /// Counts them.\n    func count(_ things: [Int]) throws -> Int {",
            with: "    /// Tallies.\n    func tally(_ things: [Int]) throws -> Int {")

        let back = BlindView.restore(edited, from: blind)

        #expect(back.unplaced == [blind.blocks[2]], "Only the method's block has lost its place.")
        #expect(keepsInOrder(edited, in: back.text), "Nothing the candidate wrote may be lost.")
        #expect(
            holds(blind.blocks[0], in: back.text), "The blocks whose anchors are intact should come back.")
    }

    @Test("a block already in place is not put back twice")
    func alreadyInPlace() {
        let back = BlindView.restore(blindSample, from: blind)

        #expect(back.text == blindSample, "A full file given back should not change.")
        #expect(back.unplaced.isEmpty, "Blocks already there count as placed.")
    }

    @Test("twin anchors: each block goes back to its own declaration, even after lines are added above")
    func twinAnchors() {
        let text = """
            /// Does it.
            ///
            /// The first contract.
            func first() {}
            /// Does it.
            ///
            /// The second contract.
            func second() {}
            /// Does it.
            ///
            /// The third contract.
            func first() {}
            """
        let blind = BlindView.hide(swift: text)
        let edited = "// my notes\n/// Does it.\nfunc mine() {}\n" + blind.text

        let back = BlindView.restore(edited, from: blind)

        #expect(back.unplaced.isEmpty, "Every block should be placed.")
        #expect(
            back.text.hasSuffix(text),
            "Each contract should go back above its own declaration, in the same order.")
        #expect(
            back.text.hasPrefix("// my notes\n/// Does it.\nfunc mine() {}\n"), "The candidate's lines stay.")
    }
}

@Suite("The blind view of the shipped katas")
struct BlindViewShippedTests {
    /// The workbook this test file is in.
    static let root = Repository.root

    /// Every kata's README and edited Swift files, as (kata, path, text).
    static func files() throws -> [(kata: Kata, path: String, text: String)] {
        let katas = try Workspace(root: root).katas()
        return katas.flatMap { kata in
            BlindFiles.editedFiles(of: kata).compactMap { path in
                (try? String(contentsOf: kata.exerciseFolder.appendingPathComponent(path), encoding: .utf8))
                    .map { (kata, path, $0) }
            }
        }
    }

    static func hide(_ path: String, _ text: String, kata: Kata) -> BlindText {
        path == "README.md" ? BlindView.hide(readme: text, kata: kata.number) : BlindView.hide(swift: text)
    }

    @Test("every README and stub comes back byte for byte, and every README hides its Requirements")
    func roundTrip() throws {
        let files = try Self.files()
        #expect(files.count > 10, "The walk should find the katas' READMEs and stubs.")
        for (kata, path, text) in files {
            let blind = Self.hide(path, text, kata: kata)
            #expect(
                BlindView.restore(blind.text, from: blind).text == text,
                "\(kata.folder)/\(path) should come back exactly from its blind view.")
            if path == "README.md" {
                #expect(blind.replacement != nil, "\(kata.folder)'s README should hide its Requirements.")
            }
        }
    }

    @Test("an edited stub gives back every block with intact anchors, keeps out the rest, loses no line")
    func editedStubs() throws {
        for (kata, path, text) in try Self.files() where path.hasSuffix(".swift") {
            let blind = Self.hide(path, text, kata: kata)
            var lines = blind.text.components(separatedBy: "\n")
            // The body filled in: every TODO line becomes code.
            lines = lines.map { $0.contains("TODO") ? "        let written = 42  // mine" : $0 }
            // A helper added at the end, and a line of notes at the top.
            lines.append("private func helper() -> Int { 7 }")
            lines.insert("// my plan: read the prompt again", at: 0)
            // A doc line changed: the first kept doc line gets words of the candidate's.
            var reworded: String?
            if let doc = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("/// ") }
            ) {
                reworded = lines[doc]
                lines[doc] += " (my words)"
            }
            let edited = lines.joined(separator: "\n")

            let back = BlindView.restore(edited, from: blind)

            #expect(
                keepsInOrder(edited, in: back.text),
                "\(kata.folder)/\(path): none of the candidate's lines may go.")
            let changed = blind.blocks.filter { reworded != nil && [$0.before, $0.after].contains(reworded) }
            #expect(
                back.unplaced == changed,
                "\(kata.folder)/\(path): only a block beside the reworded line is left out.")
            for block in blind.blocks where !changed.contains(block) {
                #expect(
                    holds(block, in: back.text), "\(kata.folder)/\(path): every other block comes back whole."
                )
            }
        }
    }
}

@Suite("Blind files on disk")
struct BlindViewFilesTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let given = "/// Given code.\n///\n/// Shown whole, always.\nstruct Given {}\n"

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(blindReadme, to: "Katas/Kata7_Sample/README.md")
        try folder.write(blindSample, to: "Katas/Kata7_Sample/Counter.swift")
        try folder.write(given, to: "Katas/Kata7_Sample/Context/Given.swift")
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("entering saves the state, then shows the blind README and stubs; Context stays whole")
    func enter() throws {
        let files = BlindFiles(workspace: workspace)

        let lines = try files.enter(kata)

        #expect(try read("Katas/Kata7_Sample/Counter.swift") == blindSampleShown, "The stub should be blind.")
        #expect(
            !(try read("Katas/Kata7_Sample/README.md")).contains("a negative thing"),
            "The README should hide its Requirements.")
        #expect(
            try read("Katas/Kata7_Sample/Context/Given.swift") == given, "Context is given code: never blind."
        )
        let saved = try JSONDecoder().decode(
            BlindFiles.State.self,
            from: Data(contentsOf: folder.url.appendingPathComponent(".workbook/blind/Kata7_Sample.json")))
        #expect(
            saved.files["Counter.swift"] == BlindView.hide(swift: blindSample),
            "The state should hold the blocks.")
        #expect(files.isBlind(kata), "The kata should be blind.")
        #expect(files.blindKatas() == ["Kata7_Sample"], "The blind katas should be listed by folder.")
        #expect(
            lines == ["Kata7 is blind: hidden Counter.swift (3 paragraphs), README.md (the Requirements)."],
            "Entering should say what it hid.")
    }

    @Test("while blind, the tool still reads the kata's whole Requirements: ask and the check need them")
    func toolReadsTheWholeReadme() throws {
        let before = kata.readme.requirementGroups.flatMap(\.behaviours)
        _ = try BlindFiles(workspace: workspace).enter(kata)

        let reloaded = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))

        #expect(!before.isEmpty)
        #expect(reloaded.readme.requirementGroups.flatMap(\.behaviours) == before)
        #expect(
            !(try read("Katas/Kata7_Sample/README.md")).contains(before[0]), "the file on disk stays blind")
        #expect(reloaded.inBlindRound, "a check of the reloaded kata shows counts, as the round does")
        #expect(!kata.inBlindRound, "a README that lists its Requirements is no blind view")
    }

    @Test("entering twice changes nothing and says so")
    func enterTwice() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        try folder.write(blindSampleShown + "// mine\n", to: "Katas/Kata7_Sample/Counter.swift")

        let lines = try files.enter(kata)

        #expect(
            lines == ["Kata7 is already blind: nothing changed."], "A second enter should say it is blind.")
        #expect(
            try read("Katas/Kata7_Sample/Counter.swift") == blindSampleShown + "// mine\n",
            "A second enter should not touch the files.")
    }

    @Test("leaving untouched gives the files back byte for byte and ends the round")
    func leaveUntouched() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)

        let lines = try files.leave(kata)

        #expect(
            try read("Katas/Kata7_Sample/Counter.swift") == blindSample, "The stub should come back exactly.")
        #expect(
            try read("Katas/Kata7_Sample/README.md") == blindReadme, "The README should come back exactly.")
        #expect(!files.isBlind(kata) && files.blindKatas().isEmpty, "The round should be over.")
        #expect(
            lines == [
                "Kata7's full files are back: Counter.swift (3 paragraphs), README.md (the Requirements)."
            ],
            "Leaving should say what came back.")
        #expect(
            try files.leave(kata) == ["Kata7 is not blind: nothing to give back."],
            "A second leave does nothing.")
    }

    @Test("a stop between saving the state and writing the files loses nothing and doubles nothing")
    func stoppedHalfway() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        // As if the stop came before the stub was written: the state is saved, the stub still full.
        try folder.write(blindSample, to: "Katas/Kata7_Sample/Counter.swift")

        _ = try files.leave(kata)

        #expect(
            try read("Katas/Kata7_Sample/Counter.swift") == blindSample,
            "The full stub should not be doubled.")
        #expect(try read("Katas/Kata7_Sample/README.md") == blindReadme, "The blind README should come back.")
    }

    @Test("work written during the round is kept; added and deleted files are named; nothing is lost")
    func editedDuringRound() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        let work = blindSampleShown.replacingOccurrences(
            of: "// TODO: count them\n        0", with: "things.count")
        try folder.write(work, to: "Katas/Kata7_Sample/Counter.swift")
        try folder.write("struct Mine {}\n", to: "Katas/Kata7_Sample/Mine.swift")
        try FileManager.default.removeItem(at: kata.exerciseFolder.appendingPathComponent("README.md"))

        let lines = try files.leave(kata)

        let back = try read("Katas/Kata7_Sample/Counter.swift")
        #expect(keepsInOrder(work, in: back), "The candidate's work should be kept.")
        #expect(back.contains("/// - Throws: `CounterError.negative`"), "The contract should come back.")
        #expect(
            try read("Katas/Kata7_Sample/Mine.swift") == "struct Mine {}\n", "An added file stays as written."
        )
        #expect(lines.contains { $0.hasPrefix("Mine.swift was added") }, "The added file should be named.")
        #expect(lines.contains { $0.hasPrefix("README.md was deleted") }, "The deleted file should be named.")
        let aside = try read(".workbook/blind/Kata7_Sample-unplaced.txt")
        #expect(
            aside.contains("- a negative thing is refused"),
            "The deleted README's hidden text should be kept.")
    }

    @Test("a paragraph whose place is gone is named, with its file, and kept in full aside")
    func unplaced() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        try folder.write(
            blindSampleShown.replacingOccurrences(
                of: "    /// Counts them.\n    func count(", with: "    func tally("),
            to: "Katas/Kata7_Sample/Counter.swift")

        let lines = try files.leave(kata)

        #expect(
            lines.contains(
                "Counter.swift: the lines a hidden paragraph sat between changed, so it was not put back and the "
                    + "file is as you left it; the paragraph (\"/// - Throws: `CounterError.negative` for a negative "
                    + "thing.\") is in .workbook/blind/Kata7_Sample-unplaced.txt."),
            "The unplaced paragraph should be named with its file and where its text is kept.")
        #expect(
            try read(".workbook/blind/Kata7_Sample-unplaced.txt").contains(
                "    ///\n    /// - Throws: `CounterError.negative` for a negative thing."),
            "The unplaced paragraph should be kept in full.")
        #expect(!files.isBlind(kata), "The round should be over.")
    }
}

@Suite("Verify judges each kata's blind view")
struct BlindViewVerifyTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func kata(swift: String, readme: String = blindReadme) throws -> Kata {
        try folder.write(readme, to: "Katas/Kata7_Sample/README.md")
        try folder.write(swift, to: "Katas/Kata7_Sample/Counter.swift")
        return try #require(Kata(folder: "Kata7_Sample", workspace: Workspace(root: folder.url)))
    }

    @Test("a kata that follows the convention has no blind-view problem")
    func good() throws {
        let kata = try kata(swift: blindSample)

        #expect(Verify.blindProblems(kata) == [], "A kata whose stub hides a contract is fine.")
    }

    @Test("a kata whose stubs hide nothing, or whose README has no Requirements, is named")
    func hidesNothing() throws {
        let kata = try kata(
            swift: "/// Counts.\nstruct Counter {}\n", readme: "# Kata7\n\n## Prompt\nHi.\n")

        #expect(
            Verify.blindProblems(kata) == [
                "the blind view of README.md does not hide the Requirements",
                "Kata7's blind view hides no contract: no doc comment in its Swift files has a paragraph after the first",
            ], "Both problems should be named.")
    }

    @Test("declaration lines are counted in code, never in comments")
    func declarations() {
        #expect(
            Verify.declarationLines(in: blindSample) == 2,
            "struct Counter and func count are the declarations.")
    }
}

@Suite("Resetting a blind kata", .enabled(if: (try? Git(root: URL(fileURLWithPath: "/"))) != nil))
struct BlindViewResetTests {
    @Test("restores the full stub, backs up the candidate's work with its contract back, and ends the round")
    func reset() throws {
        let folder = try TemporaryFolder()
        let upstream = folder.url.appendingPathComponent("upstream")
        let clone = folder.url.appendingPathComponent("clone")
        try folder.write("// Package", to: "upstream/Package.swift")
        try folder.write(blindSample, to: "upstream/Katas/Kata7_Sample/Counter.swift")
        try folder.write(blindReadme, to: "upstream/Katas/Kata7_Sample/README.md")
        let git = try Git(root: upstream)
        let identity = [
            "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
        ]
        #expect(try git.run(["init", "-q"]).status == 0)
        #expect(try git.run(["add", "."]).status == 0)
        #expect(try git.run(identity + ["commit", "-qm", "stub"]).status == 0)
        #expect(try git.run(["clone", "-q", upstream.path, clone.path]).status == 0)
        let workspace = Workspace(root: clone)
        let kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
        let blind = BlindFiles(workspace: workspace)
        _ = try blind.enter(kata)
        let counter = kata.exerciseFolder.appendingPathComponent("Counter.swift")
        let work = blindSampleShown.replacingOccurrences(
            of: "// TODO: count them\n        0", with: "things.count")
        try Data(work.utf8).write(to: counter)

        let lines = try Reset(workspace: workspace, git: try Git(root: clone))
            .run(kata, from: nil, now: Date(timeIntervalSince1970: 0))

        #expect(
            try String(contentsOf: counter, encoding: .utf8) == blindSample, "The full stub should be back.")
        #expect(!blind.isBlind(kata), "The blind state should be dropped.")
        #expect(lines.first == "Ended Kata7's blind round: the full stub comes back.", "Reset should say so.")
        let backup = try String(
            contentsOf: clone.appendingPathComponent(
                ".workbook/backups/Kata7_Sample-19700101-000000/Counter.swift"),
            encoding: .utf8)
        #expect(backup.contains("things.count"), "The candidate's work should be in the backup.")
        #expect(
            backup.contains("/// - Throws:"),
            "The backup should hold the contract too, so --undo is not blind.")
    }
}
