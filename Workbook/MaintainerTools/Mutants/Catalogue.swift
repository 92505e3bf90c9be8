import Foundation
import WorkbookKit

/// A plausible wrong implementation: edits that turn a kata's reference into code a hurried
/// candidate might write. A suite that lets one pass has a gap.
public struct Mutant: Sendable, Equatable, Decodable {
    public struct Edit: Sendable, Equatable, Decodable {
        /// Text that occurs exactly once in the file.
        public var find: String
        public var replace: String
    }

    public var name: String
    /// A file of the kata's reference, relative to `Solutions/KataN_…/`.
    public var file: String
    public var edits: [Edit]

    /// The file's text with the edits made, or why they cannot be.
    public func apply(to text: String) -> Result<String, WorkbookError> {
        var result = text
        for edit in edits {
            let count = result.components(separatedBy: edit.find).count - 1
            guard count == 1 else {
                return .failure(
                    WorkbookError(
                        "mutant \"\(name)\" looks for text that occurs \(count) times in \(file), not once: "
                            + edit.find, exitCode: 1))
            }
            result = result.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        return .success(result)
    }
}

/// A correct implementation written differently from the reference: the files under
/// `Tests/Alternatives/KataN_…/<name>/`, each dropped over the reference file of the same path
/// (a new path adds a file, in a subfolder too), and the reference files its design does without,
/// listed in `Removed.txt` beside them, one path a line (`Domain/GetOrderHistoryUseCase.swift`),
/// which the run takes away. A suite that rejects one pins how the reference is written, not what
/// it does.
public struct Alternative: Sendable, Equatable {
    public var name: String
    /// File path (relative to `Solutions/KataN_…/`) → its content.
    public var files: [String: Data]
    /// Reference files (relative to `Solutions/KataN_…/`) the design removes.
    public var removed: [String] = []

    /// The file that lists the reference files an alternative removes.
    public static let removedList = "Removed.txt"

    /// An alternative read from its folder's files: `Removed.txt` lists what it removes (blank
    /// lines and `#` comments aside), every other file is dropped over the reference.
    init(name: String, folderFiles: [String: Data]) {
        self.name = name
        var files = folderFiles
        let list =
            files.removeValue(forKey: Self.removedList).flatMap { String(data: $0, encoding: .utf8) } ?? ""
        removed = list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        self.files = files
    }
}

/// Reading a kata's catalogue and its alternatives from `Tests/`.
extension MutantRun {
    public static func catalogue(for kata: Kata, in workspace: Workspace) throws(WorkbookError) -> [Mutant] {
        let file = workspace.root.appendingPathComponent("Tests/Mutants/\(kata.folder).json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        do {
            return try JSONDecoder().decode([Mutant].self, from: data)
        } catch {
            throw WorkbookError("Tests/Mutants/\(kata.folder).json is not a list of mutants: \(error).")
        }
    }

    /// The kata's correct alternatives, one per folder under `Tests/Alternatives/KataN_…/`, by name.
    public static func alternatives(for kata: Kata, in workspace: Workspace) -> [Alternative] {
        let folder = workspace.root.appendingPathComponent("Tests/Alternatives/\(kata.folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let files = SolutionView.files(in: folder.appendingPathComponent(name))
            return files.isEmpty ? nil : Alternative(name: name, folderFiles: files)
        }
    }
}
