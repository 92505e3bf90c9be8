import Foundation

/// A staged round on disk: its README shows the stages reached, through the blind round's
/// journal and lock (`BlindFiles`), so every way out gives the README back as a blind round's
/// files come back. A stage arriving puts its text back while the round goes on: the README is
/// first written whole, and only then hidden again at the new stage, so a stop at any moment leaves
/// the journal able to give back what the file lacks.
extension BlindFiles {
    /// Shows the README of the kata's round at the stage `kata` has reached now: its words and its
    /// Requirements back, the stages after it still hidden. Nothing when this process runs no
    /// round on the kata. The lines name only what did not go as it should.
    public func reach(_ kata: Kata) throws(WorkbookError) -> [String] {
        try BlindLeases.shared.serially { () throws(WorkbookError) -> [String] in
            guard isBlind(kata), BlindLeases.shared.holds(lockFile(kata.folder)) else { return [] }
            var state = try load(kata)
            guard let hidden = state.files[Self.readme], state.stage != kata.stageReached else { return [] }
            guard let current = read(Self.readme, of: kata) else {
                return ["\(kata.module)'s README.md was deleted during the round: it stays deleted."]
            }
            let (whole, unplaced) = BlindView.restore(current, from: hidden)
            guard unplaced.isEmpty else {
                // Its place is gone: the README stays as it is, and the round's end names what is lost.
                return [
                    "\(kata.module)'s README.md changed around the later stages, so stage "
                        + "\(kata.stageReached ?? 0) could not be put back in it: the round goes on, and its end "
                        + "says what could not be placed."
                ]
            }
            let shown = BlindView.hide(
                readme: whole, kata: kata.number, stage: kata.stageReached, blind: state.blind ?? true)
            guard !Self.hidesWritten(current, blind: hidden.text, shown: shown.text) else {
                // Notes under the line that stood for the Requirements are in their section once
                // it is back, and the new view would hide them with it: the README stays as it is.
                return [
                    "\(kata.module)'s README.md has lines of yours where the Requirements go, which stage "
                        + "\(kata.stageReached ?? 0)'s view would hide, so it stays as you left it: the stage's "
                        + "words are on screen, and every stage is back in the README when the round ends."
                ]
            }
            // Whole first: the journal still holds what the README hid, and it is all in place.
            if whole != current { try write(whole, to: Self.readme, of: kata) }
            state.files[Self.readme] = shown
            state.stage = kata.stageReached
            try save(state, for: kata)
            if shown.text != whole { try write(shown.text, to: Self.readme, of: kata) }
            return []
        }
    }

    /// Whether `shown` lacks a line the candidate wrote: a line of `current` that is not blank,
    /// beyond those of the view it was given (`blind`), counted line by line.
    static func hidesWritten(_ current: String, blind: String, shown: String) -> Bool {
        func counts(_ text: String) -> [Substring: Int] {
            var counts: [Substring: Int] = [:]
            for line in BlindView.split(text) where !BlindView.trimmed(line).isEmpty {
                counts[BlindView.trimmed(line), default: 0] += 1
            }
            return counts
        }
        let given = counts(blind)
        let kept = counts(shown)
        return counts(current).contains { line, count in count - (given[line] ?? 0) > (kept[line] ?? 0) }
    }

    /// "blind round", or "staged round" for one that only hides its README's later stages: what
    /// the journal of the kata's round says it is.
    func roundName(_ kataFolder: String) -> String {
        let file = folder.appendingPathComponent("\(kataFolder).json")
        guard let data = FileManager.default.contents(atPath: file.path),
            let state = try? JSONDecoder().decode(State.self, from: data)
        else { return "blind round" }
        return state.blind == false ? "staged round" : "blind round"
    }

    /// What a staged round that is not blind says as it begins.
    static func stageLines(_ kata: Kata) -> [String] {
        guard let stage = kata.stageReached, stage < kata.stages.count else { return [] }
        return [
            "\(kata.module)'s README shows stage \(stage) of \(kata.stages.count): each later stage's words and "
                + "Requirements appear in it when the stage arrives, and all of it is back when the round ends."
        ]
    }

    /// A kata's README as the tool reads it: whole, even while a round shows the candidate less
    /// (the check's order, `ask`'s answers and the sheet all need every Requirement), and whether
    /// that round is blind. Nil when no round's journal holds the README.
    static func journalled(_ text: String, folder: String, root: URL) -> (text: String, blind: Bool)? {
        let file = root.appendingPathComponent(".workbook/blind/\(folder).json")
        guard let data = FileManager.default.contents(atPath: file.path),
            let state = try? JSONDecoder().decode(State.self, from: data), let hidden = state.files[readme]
        else { return nil }
        return (BlindView.restore(text, from: hidden).text, state.blind ?? true)
    }
}
