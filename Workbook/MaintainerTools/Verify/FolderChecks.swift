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

    /// The given code must be the same in both trees: every given folder (`GivenCode`: `Context/`,
    /// a full round's `Data/Given/`…) a symbolic link to its twin, or an identical copy.
    static func contextProblems(_ kata: Kata) -> [String] {
        let exercise = GivenCode.folders(in: kata.exerciseFolder)
        let reference = GivenCode.folders(in: kata.solutionFolder)
        var problems: [String] = []
        for folder in Set(exercise).symmetricDifference(reference).sorted() {
            problems.append("\(folder)/ exists in only one of Katas/ and Solutions/")
        }
        for folder in exercise where reference.contains(folder) {
            let given = kata.exerciseFolder.appendingPathComponent(folder)
            let twin = kata.solutionFolder.appendingPathComponent(folder)
            if given.resolvingSymlinksInPath().path == twin.resolvingSymlinksInPath().path { continue }
            let left = SolutionView.files(in: given)
            let right = SolutionView.files(in: twin)
            for name in Set(left.keys).symmetricDifference(right.keys).sorted() {
                problems.append("\(folder)/\(name) is in only one of Katas/ and Solutions/")
            }
            for (name, data) in left where right[name].map({ $0 != data }) ?? false {
                problems.append("\(folder)/\(name) differs between Katas/ and Solutions/")
            }
        }
        return problems.sorted()
    }
}
