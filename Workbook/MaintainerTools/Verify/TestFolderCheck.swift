import Foundation
import WorkbookKit

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
}
