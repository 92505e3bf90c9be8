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
/// `Tests/Alternatives/KataN_…/<name>/`, each dropped over the reference file of the same name.
/// A suite that rejects one pins how the reference is written, not what it does.
public struct Alternative: Sendable, Equatable {
    public var name: String
    /// File name (relative to `Solutions/KataN_…/`) → its content.
    public var files: [String: Data]
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
            return files.isEmpty ? nil : Alternative(name: name, files: files)
        }
    }
}
