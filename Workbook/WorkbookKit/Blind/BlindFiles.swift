import Foundation

/// A blind round on disk: the kata's README and the Swift files the candidate edits are rewritten
/// in place as `BlindView` shows them, and given back in full when the round ends.
///
/// What was hidden is saved first, in `.workbook/blind/<folder>.json` (the round's journal), and
/// only then are the files rewritten, so a stop between the two loses nothing. The round's process
/// holds the journal's lock while it lives (`BlindLeases`): any later start of the tool gives back
/// the files of a journal no process holds (`giveBackStale`). Giving back never removes a line the
/// candidate wrote, and puts a paragraph back only between the very lines it sat between; one whose
/// place changed is not spliced anywhere, but named and kept in `.workbook/blind/<folder>-unplaced.txt`.
public struct BlindFiles: Sendable {
    public let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// What a blind round saved: each file's blind text and hidden blocks, by its path in the kata.
    struct State: Codable, Equatable {
        var version = 1
        var kata: String
        var files: [String: BlindText]
        /// A staged round's stage reached, which its README shows; nil for a kata played whole.
        var stage: Int?
        /// False for a staged round that is not blind, which hides its README's later stages only;
        /// nil (a journal of an older tool) is a blind round.
        var blind: Bool?
    }

    /// Rewrites the kata's README and edited Swift files as the blind round shows them, at the
    /// stage the kata has reached when it is staged. Not `blind`, a staged round's README alone
    /// is rewritten, to show the stages reached. A kata already in a round is left as it is.
    public func enter(_ kata: Kata, blind: Bool = true) throws(WorkbookError) -> [String] {
        // The way out after a signal waits for the files to be written before it gives them back.
        try BlindLeases.shared.serially { () throws(WorkbookError) -> [String] in
            try hide(kata, blind: blind)
        }
    }

    func hide(_ kata: Kata, blind: Bool) throws(WorkbookError) -> [String] {
        try claim(kata)
        if isBlind(kata) {
            return ["\(kata.module) is already \(blind ? "blind" : "in a round"): nothing changed."]
        }
        var files: [String: BlindText] = [:]
        for path in blind ? Self.editedFiles(of: kata) : [Self.readme] {
            guard let text = read(path, of: kata) else { continue }
            files[path] =
                path == Self.readme
                ? BlindView.hide(readme: text, kata: kata.number, stage: kata.stageReached, blind: blind)
                : BlindView.hide(swift: text)
        }
        try save(State(kata: kata.folder, files: files, stage: kata.stageReached, blind: blind), for: kata)
        for path in files.keys.sorted() {
            guard let blind = files[path], !blind.blocks.isEmpty else { continue }
            do {
                try write(blind.text, to: path, of: kata)
            } catch {
                // Half a blind view is no round: what was hidden so far goes back at once.
                let back = (try? leave(kata)) != nil
                throw WorkbookError(
                    error.message
                        + (back ? " The round did not start: every file of \(kata.module) is whole." : ""))
            }
        }
        let hidden = files.keys.sorted().compactMap { path in
            files[path].flatMap { Self.summary(path, $0.blocks) }
        }
        if !blind { return Self.stageLines(kata) }
        return [
            "\(kata.module) is blind: "
                + (hidden.isEmpty ? "its files hide nothing." : "hidden \(hidden.joined(separator: ", ")).")
        ]
    }

    /// Gives the kata's files back in full and ends its blind round. The lines say what came back,
    /// and name each paragraph that could not be placed, a file deleted or one added meanwhile.
    public func leave(_ kata: Kata) throws(WorkbookError) -> [String] {
        try BlindLeases.shared.serially { () throws(WorkbookError) -> [String] in
            guard isBlind(kata) else {
                BlindLeases.shared.release(lockFile(kata.folder))
                return ["\(kata.module) is not blind: nothing to give back."]
            }
            try claim(kata)
            return try giveBack(kata)
        }
    }

    func giveBack(_ kata: Kata) throws(WorkbookError) -> [String] {
        let state = try load(kata)
        var restored: [(path: String, text: String)] = []
        var back: [String] = []
        var notes: [String] = []
        var lost: [(path: String, blocks: [BlindText.Block])] = []
        var deleted: Set<String> = []
        for path in state.files.keys.sorted() {
            guard let blind = state.files[path] else { continue }
            guard let current = read(path, of: kata) else {
                notes.append("\(path) was deleted during the round: it stays deleted.")
                if !blind.blocks.isEmpty {
                    lost.append((path, blind.blocks))
                    deleted.insert(path)
                }
                continue
            }
            let (text, unplaced) = BlindView.restore(current, from: blind)
            if text != current { restored.append((path, text)) }
            let placed = blind.blocks.filter { !unplaced.contains($0) }
            if let summary = Self.summary(path, placed) { back.append(summary) }
            if !unplaced.isEmpty { lost.append((path, unplaced)) }
        }
        // A staged round that is not blind hid the README alone: no other file is news.
        for path in Self.editedFiles(of: kata) where state.files[path] == nil && state.blind != false {
            notes.append("\(path) was added during the round: it is left as you wrote it.")
        }

        let aside = Self.asidePath(kata)
        if !lost.isEmpty { try keepAside(lost, for: kata) }
        for file in restored { try write(file.text, to: file.path, of: kata) }
        do {
            try FileManager.default.removeItem(at: stateFile(kata))
        } catch {
            throw WorkbookError(
                "The full files of \(kata.module) are back, but .workbook/blind/\(kata.folder).json could not be "
                    + "removed (\(error.localizedDescription)): remove it by hand to end the round.")
        }
        BlindLeases.shared.release(lockFile(kata.folder))

        var lines = [Self.backLine(kata, blind: state.blind, back: back, keptAside: !lost.isEmpty)]
        lines += notes
        for (path, blocks) in lost where !deleted.contains(path) {
            lines += blocks.map { Self.unplacedLine(path, $0, aside: aside) }
        }
        if !deleted.isEmpty {
            lines.append("The hidden text of \(deleted.sorted().joined(separator: ", ")) is in \(aside).")
        }
        return lines
    }

    /// Whether the kata is in a blind round: its saved state is there.
    public func isBlind(_ kata: Kata) -> Bool {
        FileManager.default.fileExists(atPath: stateFile(kata).path)
    }

    /// The folders of the katas in a blind round (`Kata7_RetryBackoff`), in number order.
    public func blindKatas() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            .compactMap { name in Kata.number(ofFolder: name).map { (number: $0, name: name) } }
            .sorted { ($0.number, $0.name) < ($1.number, $1.name) }.map(\.name)
    }

    /// Ends the round without giving anything back, for a reset that restores the full stub.
    func drop(_ kata: Kata) throws(WorkbookError) {
        guard isBlind(kata) else { return }
        try claim(kata)
        defer { BlindLeases.shared.release(lockFile(kata.folder)) }
        do {
            try FileManager.default.removeItem(at: stateFile(kata))
        } catch {
            throw WorkbookError(
                "Could not remove .workbook/blind/\(kata.folder).json (\(error.localizedDescription)): remove it "
                    + "by hand to end the blind round.")
        }
    }

    // MARK: - The files

    static let readme = "README.md"

    /// What the blind view applies to, by path in the kata's folder: README.md and every Swift
    /// file that is not given code (`GivenCode`: always shown whole); a review's README alone
    /// (`KataKind`).
    package static func editedFiles(of kata: Kata) -> [String] {
        SolutionView.files(in: kata.exerciseFolder).keys.filter { path in
            path == readme || kata.kind.blindViewHides(path)
        }.sorted()
    }

    /// "README.md (the Requirements)", "Thing.swift (2 paragraphs)"; nil for no blocks.
    static func summary(_ path: String, _ blocks: [BlindText.Block]) -> String? {
        guard !blocks.isEmpty else { return nil }
        if blocks.contains(where: { $0.replaces != nil }) { return "\(path) (the Requirements)" }
        return "\(path) (\(Words.count(blocks.count, "paragraph")))"
    }

    var folder: URL { workspace.root.appendingPathComponent(".workbook/blind") }

    /// The lock a round's process holds while it lives, by the kata's folder.
    func lockFile(_ kataFolder: String) -> URL { folder.appendingPathComponent("\(kataFolder).lock") }

    /// Takes the kata's round for this process; a round alive in another process is left alone.
    func claim(_ kata: Kata) throws(WorkbookError) {
        switch BlindLeases.shared.claim(lockFile(kata.folder)) {
        case .ours:
            return
        case .alive:
            throw WorkbookError(
                "A \(roundName(kata.folder)) on \(kata.module) is running in another terminal: end it there first (q), "
                    + "and its full files come back.")
        case .unavailable(let reason):
            throw WorkbookError(
                "Could not open .workbook/blind/\(kata.folder).lock (\(reason)), so no file of \(kata.module) "
                    + "was changed.")
        }
    }

    func stateFile(_ kata: Kata) -> URL { folder.appendingPathComponent("\(kata.folder).json") }

    func read(_ path: String, of kata: Kata) -> String? {
        let file = kata.exerciseFolder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func write(_ text: String, to path: String, of kata: Kata) throws(WorkbookError) {
        do {
            try Data(text.utf8).write(to: kata.exerciseFolder.appendingPathComponent(path), options: .atomic)
        } catch {
            throw WorkbookError(
                "Could not write Katas/\(kata.folder)/\(path) (\(error.localizedDescription)); what was hidden "
                    + "is saved in .workbook/blind/\(kata.folder).json.")
        }
    }

    /// Saves the state by writing a temporary file beside it and renaming it over: a stop at any
    /// moment leaves the old state or the new one, never half of one.
    func save(_ state: State, for kata: Kata) throws(WorkbookError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let target = stateFile(kata)
        let temporary = folder.appendingPathComponent(".\(kata.folder).json.\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try encoder.encode(state).write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WorkbookError(
                "Could not save the blind round's state to .workbook/blind/\(kata.folder).json "
                    + "(\(error.localizedDescription)), so no file was changed.")
        }
    }

    func load(_ kata: Kata) throws(WorkbookError) -> State {
        guard let data = FileManager.default.contents(atPath: stateFile(kata).path),
            let state = try? JSONDecoder().decode(State.self, from: data)
        else {
            throw WorkbookError(
                "The blind round's state .workbook/blind/\(kata.folder).json cannot be read, so the hidden text "
                    + "cannot come back from it: `swift run workbook reset \(kata.number)` restores the full stub "
                    + "and keeps your work in a backup.")
        }
        return state
    }

    /// Adds the blocks to the kata's unplaced file, each under the file it came from: nothing a
    /// round hid is ever lost.
    private func keepAside(_ lost: [(path: String, blocks: [BlindText.Block])], for kata: Kata)
        throws(WorkbookError)
    {
        let file = folder.appendingPathComponent("\(kata.folder)-unplaced.txt")
        var text = ""
        for (path, blocks) in lost {
            for block in blocks {
                text += "── \(path), after \"\(block.before ?? "the top of the file")\" ──\n"
                text += block.lines.joined(separator: "\n") + "\n\n"
            }
        }
        do {
            if let handle = FileHandle(forWritingAtPath: file.path) {
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(text.utf8))
            } else {
                try Data(text.utf8).write(to: file, options: .atomic)
            }
        } catch {
            throw WorkbookError(
                "Could not keep the hidden text that lost its place in .workbook/blind/\(kata.folder)-unplaced.txt "
                    + "(\(error.localizedDescription)), so the round is not over and no file was changed.")
        }
    }
}
