import Foundation

/// What the end of a round says about the files it gave back: what came back, and one sentence
/// for each piece of hidden text that could not go back in its place.
extension BlindFiles {
    /// The first line. "Full files are back" only when something went back and nothing was kept
    /// aside: a file left as the candidate wrote it is not whole again.
    static func backLine(_ kata: Kata, blind: Bool?, back: [String], keptAside: Bool) -> String {
        if blind == false {
            return keptAside
                ? "\(kata.module)'s round is over; its README could not take back the stages it hid:"
                : "\(kata.module)'s README is whole again: every stage and its Requirements are back."
        }
        if back.isEmpty {
            return keptAside
                ? "\(kata.module)'s round is over; nothing it hid could go back in its place:"
                : "\(kata.module)'s full files are back."
        }
        return (keptAside ? "\(kata.module)'s round gave back " : "\(kata.module)'s full files are back: ")
            + back.joined(separator: ", ") + "."
    }

    /// Why a block was not put back, what it was, and where it is kept. A README's block is the
    /// Requirements or a later stage's words, not a paragraph of a doc comment.
    static func unplacedLine(_ path: String, _ block: BlindText.Block, aside: String) -> String {
        let first = block.lines.first { !BlindView.isSeparator($0) && !$0.isEmpty } ?? block.lines.first ?? ""
        let quoted = "(\"\(first.trimmingCharacters(in: .whitespaces))\")"
        let what: String
        if block.replaces != nil {
            what =
                "the line that stood for the hidden Requirements changed, so they were not put back and the file "
                + "is as you left it; the hidden text \(quoted)"
        } else if path == readme {
            what =
                "the lines a later stage's words sat between changed, so they were not put back and the file is "
                + "as you left it; the stage \(quoted)"
        } else {
            what =
                "the lines a hidden paragraph sat between changed, so it was not put back and the file is as you "
                + "left it; the paragraph \(quoted)"
        }
        return "\(path): \(what) is in \(aside)."
    }

    /// The last line of a round whose give-back (`lines`) kept hidden text aside, so that it is on
    /// screen after a long result; nil when all of it went back.
    public static func keptAsideReminder(_ kata: Kata, after lines: [String]) -> String? {
        let aside = asidePath(kata)
        guard lines.contains(where: { $0.contains(aside) }) else { return nil }
        return "Some of what the round hid could not go back in its place: it is in \(aside), and the "
            + "lines above the result say which."
    }

    /// Where the hidden text that could not go back is kept, from the workbook's root.
    static func asidePath(_ kata: Kata) -> String { ".workbook/blind/\(kata.folder)-unplaced.txt" }
}
