import Foundation
import WorkbookKit

/// What verify reads from a kata's folders without building: its tests' files and its given code.
extension Verify {
    /// A kata's tests are files in its one folder, `Tests/KataN/`: a symbolic link there is a file
    /// two targets would share, which Swift Build and a checkout on Windows do not follow alike. What
    /// both halves use belongs in `Support/`.
    static func linkProblems(_ kata: Kata, in workspace: Workspace) -> [String] {
        let folder = workspace.root.appendingPathComponent(kata.testsFolder)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var problems: [String] = []
        for case let path as String in walker {
            let file = folder.appendingPathComponent(path)
            let kind =
                try? FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType
            if kind == .typeSymbolicLink {
                problems.append(
                    "\(kata.testsFolder)\(path) is a symbolic link: move the file itself into "
                        + "\(kata.testsFolder)Support/ and import it from both halves")
            }
        }
        return problems.sorted()
    }

    /// The given code must be the same in both trees: a symlink to one folder, or identical copies.
    static func contextProblems(_ kata: Kata) -> [String] {
        let given = kata.exerciseFolder.appendingPathComponent("Context")
        let twin = kata.solutionFolder.appendingPathComponent("Context")
        let exists = FileManager.default.fileExists(atPath: given.path)
        guard exists || FileManager.default.fileExists(atPath: twin.path) else { return [] }
        guard exists, FileManager.default.fileExists(atPath: twin.path) else {
            return ["Context/ exists in only one of Katas/ and Solutions/"]
        }
        if given.resolvingSymlinksInPath().path == twin.resolvingSymlinksInPath().path { return [] }
        let left = SolutionView.files(in: given)
        let right = SolutionView.files(in: twin)
        var problems: [String] = []
        for name in Set(left.keys).symmetricDifference(right.keys).sorted() {
            problems.append("Context/\(name) is in only one of Katas/ and Solutions/")
        }
        for (name, data) in left where right[name].map({ $0 != data }) ?? false {
            problems.append("Context/\(name) differs between Katas/ and Solutions/")
        }
        return problems.sorted()
    }
}
