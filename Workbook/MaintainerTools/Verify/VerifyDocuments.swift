import Foundation
import WorkbookKit

/// What `verify` reads in a kata's documents: the README, the interviewer's sheet, `ASK.md`.
extension Verify {
    static func documentProblems(_ kata: Kata) -> [String] {
        let sheetFile = kata.solutionFolder.appendingPathComponent("INTERVIEWER.md")
        let sheet =
            FileManager.default.fileExists(atPath: sheetFile.path)
            ? kata.sheet.problems(module: kata.module)
                + kata.sheet.givenProblems(behaviours: Behaviour.all(in: kata.readme))
            : ["no Solutions/\(kata.folder)/INTERVIEWER.md (the interviewer's sheet)"]
        return kata.readme.problems.map { "README: \($0)" }
            + kata.sheet.spoilers(in: kata.readmeText).map { "README: \($0)" }
            + sheet.map { "INTERVIEWER.md: \($0)" }
            + askProblems(kata)
    }

    /// `Solutions/<kata>/ASK.md` gives each behaviour of the README's Requirements a heading with
    /// words under it, and has no heading that is no behaviour.
    static func askProblems(_ kata: Kata) -> [String] {
        let file = kata.solutionFolder.appendingPathComponent("ASK.md")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            return ["no Solutions/\(kata.folder)/ASK.md (the words candidates use for `ask`)"]
        }
        let behaviours = Behaviour.all(in: kata.readme)
        return AskWords(text: text).problems(behaviours: behaviours)
            + AskTopics(text: text).problems(groups: Set(behaviours.map(\.suite)))
    }

    /// What a skeleton laid out by `workbook-dev new` still says is to write: one line a section.
    static func skeletonProblems(_ kata: Kata) -> [String] {
        let sheetFile = kata.solutionFolder.appendingPathComponent("INTERVIEWER.md")
        let sheet = (try? String(contentsOf: sheetFile, encoding: .utf8)) ?? ""
        return Self.toWrite(in: kata.readmeText, file: "README")
            + Self.toWrite(in: sheet, file: "INTERVIEWER.md")
    }

    /// "README: Prompt is still to write" for each section whose text holds the skeleton's marker.
    static func toWrite(in text: String, file: String) -> [String] {
        var section = "the top"
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if line.contains(NewKata.toWrite), !found.contains(section) { found.append(section) }
        }
        return found.map { "\(file): \($0) is still to write" }
    }
}
