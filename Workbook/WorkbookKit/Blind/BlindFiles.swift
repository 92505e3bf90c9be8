import Foundation

/// A blind round on disk: the kata's README and the Swift files the candidate edits are rewritten
/// in place as `BlindView` shows them, and given back in full when the round ends.
///
/// What was hidden is saved first, in `.workbook/blind/<folder>.json`, and only then are the files
/// rewritten, so a stop between the two loses nothing. Giving back never removes a line the
/// candidate wrote; a paragraph whose place is gone is named and kept in
/// `.workbook/blind/<folder>-unplaced.txt`.
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
    }

    /// Rewrites the kata's README and edited Swift files as the blind round shows them. A kata
    /// already blind is left as it is.
    public func enter(_ kata: Kata) throws(WorkbookError) -> [String] {
        if isBlind(kata) {
            return ["\(kata.module) is already blind: nothing changed."]
        }
        var files: [String: BlindText] = [:]
        for path in Self.editedFiles(of: kata) {
            guard let text = read(path, of: kata) else { continue }
            files[path] =
                path == Self.readme
                ? BlindView.hide(readme: text, kata: kata.number) : BlindView.hide(swift: text)
        }
        try save(State(kata: kata.folder, files: files), for: kata)
        for path in files.keys.sorted() {
            guard let blind = files[path], !blind.blocks.isEmpty else { continue }
            try write(blind.text, to: path, of: kata)
        }
        let hidden = files.keys.sorted().compactMap { path in
            files[path].flatMap { Self.summary(path, $0.blocks) }
        }
        return [
            "\(kata.module) is blind: "
                + (hidden.isEmpty ? "its files hide nothing." : "hidden \(hidden.joined(separator: ", ")).")
        ]
    }

    /// Gives the kata's files back in full and ends its blind round. The lines say what came back,
    /// and name each paragraph that could not be placed, a file deleted or one added meanwhile.
    public func leave(_ kata: Kata) throws(WorkbookError) -> [String] {
        guard isBlind(kata) else {
            return ["\(kata.module) is not blind: nothing to give back."]
        }
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
        for path in Self.editedFiles(of: kata) where state.files[path] == nil {
            notes.append("\(path) was added during the round: it is left as you wrote it.")
        }

        let aside = ".workbook/blind/\(kata.folder)-unplaced.txt"
        if !lost.isEmpty { try keepAside(lost, for: kata) }
        for file in restored { try write(file.text, to: file.path, of: kata) }
        do {
            try FileManager.default.removeItem(at: stateFile(kata))
        } catch {
            throw WorkbookError(
                "The full files of \(kata.module) are back, but .workbook/blind/\(kata.folder).json could not be "
                    + "removed (\(error.localizedDescription)): remove it by hand to end the round.")
        }

        var lines = [
            "\(kata.module)'s full files are back"
                + (back.isEmpty ? "." : ": \(back.joined(separator: ", ")).")
        ]
        lines += notes
        for (path, blocks) in lost where !deleted.contains(path) {
            for block in blocks {
                let first = block.lines.first { !BlindView.isSeparator($0) } ?? block.lines.first ?? ""
                lines.append(
                    "\(path): a hidden paragraph lost its place (the lines around it changed), so it was not put "
                        + "back: \"\(first.trimmingCharacters(in: .whitespaces))\"; its full text is in \(aside)."
                )
            }
        }
        if !deleted.isEmpty {
            lines.append("The hidden text of \(deleted.sorted().joined(separator: ", ")) is in \(aside).")
        }
        return lines
    }

    /// Gives back the files of every blind kata whose round is no longer running (the tool was
    /// killed, the machine slept past the time box): the lines say what came back. Nothing the
    /// candidate wrote is lost, as with `leave`.
    public func giveBackStale(running: CandidateProgress.RunningInterview?, now: Date) -> [String] {
        var lines: [String] = []
        for folder in blindKatas() {
            if let running, running.kata == folder, running.isRunning(at: now) { continue }
            guard let kata = try? workspace.katas().first(where: { $0.folder == folder }) else { continue }
            do {
                lines +=
                    ["\(kata.module)'s blind round is over (it was not ended by the tool):"]
                    + (try leave(kata))
            } catch {
                lines.append(error.message)
            }
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

    private var folder: URL { workspace.root.appendingPathComponent(".workbook/blind") }

    private func stateFile(_ kata: Kata) -> URL { folder.appendingPathComponent("\(kata.folder).json") }

    private func read(_ path: String, of kata: Kata) -> String? {
        let file = kata.exerciseFolder.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private func write(_ text: String, to path: String, of kata: Kata) throws(WorkbookError) {
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
    private func save(_ state: State, for kata: Kata) throws(WorkbookError) {
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

    /// A kata's README as the tool reads it: whole, even while a blind round shows the candidate
    /// the blind one (the check's order, `ask`'s answers and the sheet all need the Requirements).
    static func fullReadme(_ text: String, folder: String, root: URL) -> String {
        let file = root.appendingPathComponent(".workbook/blind/\(folder).json")
        guard let data = FileManager.default.contents(atPath: file.path),
            let state = try? JSONDecoder().decode(State.self, from: data), let blind = state.files[readme]
        else { return text }
        return BlindView.restore(text, from: blind).text
    }

    private func load(_ kata: Kata) throws(WorkbookError) -> State {
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
