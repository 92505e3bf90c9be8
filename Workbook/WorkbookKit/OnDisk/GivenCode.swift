import Foundation

/// Given code: what a kata hands the candidate whole, to read and build on, never to write. It
/// lives in a folder named `Context` (a kata of one layer) or `Given` (a full round's layer
/// folders, `Data/Given/`), at any depth of the kata's folder. Everything that tells the
/// candidate's code from the given code asks here: the reference's files and the time box
/// (`SolutionView`), the blind view (`BlindFiles`) and verify's check that both trees give the
/// same code.
public enum GivenCode {
    /// The names of the folders that hold given code.
    public static let folderNames: Set<String> = ["Context", "Given"]

    /// Whether the file at `path`, relative to a kata's folder, is given code: some folder on its
    /// way is a given folder.
    public static func contains(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folderNames.contains(String($0)) }
    }

    /// Where a kata's given code is, as a sentence says it: "its Context/ folder", or a full
    /// round's "its Given/ folders (Data/Given/, Presentation/Given/)".
    public static func whereItIs(in folder: URL) -> String {
        let found = folders(in: folder)
        guard found.count > 1 || found.first.map({ $0 != "Context" }) == true else {
            return "its Context/ folder"
        }
        let names = Set(found.map { String($0.split(separator: "/").last ?? "") }).sorted()
        let kind = names.map { "\($0)/" }.joined(separator: " and ")
        return
            "its \(kind) folder\(found.count == 1 ? "" : "s") (\(found.map { $0 + "/" }.joined(separator: ", ")))"
    }

    /// The given folders of a kata's folder, by path relative to it (`Context`, `Data/Given`), in
    /// order; a given folder inside another is part of it. A folder that is a symbolic link to the
    /// other tree's counts too.
    public static func folders(in folder: URL) -> [String] {
        var found: [String] = []
        func walk(_ relative: String) {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder),
                    isFolder.boolValue
                else { continue }
                if folderNames.contains(name) { found.append(path) } else { walk(path) }
            }
        }
        walk("")
        return found
    }
}
