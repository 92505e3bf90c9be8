import Foundation
import WorkbookKit

extension Verify {
    /// The words that open a declaration, which the blind view must never take from a file.
    static let declarationWords: Set<Substring> = [
        "func", "init", "struct", "class", "actor", "enum", "protocol", "var",
    ]

    /// What is wrong with the kata's blind view: a file that does not come back exactly, a README
    /// whose Requirements show, a Swift file that lost a declaration, or Swift files that hide no
    /// contract at all (then their first paragraphs say everything, or the stubs follow no rule).
    static func blindProblems(_ kata: Kata) -> [String] {
        var problems: [String] = []
        var hiddenInSwift = 0
        for path in BlindFiles.editedFiles(of: kata) {
            let file = kata.exerciseFolder.appendingPathComponent(path)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let isReadme = path == "README.md"
            let blind =
                isReadme ? BlindView.hide(readme: text, kata: kata.number) : BlindView.hide(swift: text)
            let back = BlindView.restore(blind.text, from: blind)
            if back.text != text || !back.unplaced.isEmpty {
                problems.append("the blind view of \(path) does not give the file back exactly")
            }
            if isReadme {
                let shown = KataReadme(text: blind.text)
                let askLine = BlindView.askLine(kata: kata.number)
                // A full round's later stages go with the Requirements, headings and all, and the
                // line to ask stands where the first of them began.
                let hidden =
                    kata.stages.isEmpty
                    ? shown.sections["Requirements"] == askLine
                    : shown.sections["Requirements"] == nil && shown.stages.isEmpty
                        && blind.text.contains("\n" + askLine + "\n")
                if blind.replacement == nil || !hidden {
                    problems.append(
                        "the blind view of README.md does not hide the Requirements"
                            + (kata.stages.isEmpty ? "" : " and the later stages"))
                }
            } else {
                hiddenInSwift += blind.blocks.count
                let before = declarationLines(in: text)
                let after = declarationLines(in: blind.text)
                if before != after {
                    problems.append(
                        "the blind view of \(path) has \(after) declaration lines where the file has \(before)"
                    )
                }
            }
        }
        if hiddenInSwift == 0, kata.kind.blindViewHidesContracts {
            problems.append(
                "\(kata.module)'s blind view hides no contract: no doc comment in its Swift files has a "
                    + "paragraph after the first")
        }
        return problems
    }

    /// The code lines (not comments) that hold a declaration word.
    static func declarationLines(in text: String) -> Int {
        text.split(separator: "\n").filter { line in
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard !code.hasPrefix("//") else { return false }
            return code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains {
                declarationWords.contains($0)
            }
        }.count
    }
}
