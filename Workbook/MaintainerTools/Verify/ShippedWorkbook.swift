import Foundation
import WorkbookKit

/// The workbook as shipped, for `verify` to judge: the stubs as the branch the clone tracks has
/// them (as `reset` reads them; `HEAD` when nothing is tracked), with everything else (references,
/// tests, fakes, the tool) as it is in the working tree. In a clone where a candidate has solved
/// katas, their files are not the stubs, and a suite that passes on them is their progress, not a
/// defect of the workbook.
enum ShippedWorkbook {
    /// The folder to judge, and a sentence when it is not the workbook itself.
    static func prepare(_ workspace: Workspace) throws(WorkbookError) -> (workspace: Workspace, note: String?)
    {
        guard let git = try? Git(root: workspace.root) else {
            return (workspace, "Katas/ is judged as it is: without git, the stubs as shipped are unknown.")
        }
        let ref = git.stubRef()
        guard let changed = git.changes(in: "Katas", since: ref) else {
            return (workspace, "Katas/ is judged as it is: git cannot compare it with \(ref).")
        }
        guard !changed.isEmpty else { return (workspace, nil) }
        let copy = workspace.root.appendingPathComponent(".build/verify/workbook")
        try write(copy, from: workspace.root, stubs: try git.files(in: "Katas", at: ref))
        let count = changed.count
        return (
            Workspace(root: copy),
            "Katas/ differs from \(ref) in \(count) file\(count == 1 ? "" : "s") (your work, left as it is): "
                + "verify judges the stubs as in \(ref), in a copy of the workbook at .build/verify/workbook."
        )
    }

    /// Everything the package needs, copied afresh, with Katas/ written from `stubs`.
    static func write(_ copy: URL, from root: URL, stubs: [String: Data]) throws(WorkbookError) {
        let files = FileManager.default
        do {
            try? files.removeItem(at: copy)
            try files.createDirectory(at: copy, withIntermediateDirectories: true)
            // The link the manifest names the tool by is copied as a link.
            for item in ["Package.swift", "README.md", "Solutions", "Tests", "Fakes", ".workbook-tool"] {
                let source = root.appendingPathComponent(item)
                guard files.fileExists(atPath: source.path) else { continue }
                try files.copyItem(at: source, to: copy.appendingPathComponent(item))
            }
            // The tool's package, which the manifest names, without a build of its own inside it.
            let tool = root.appendingPathComponent("Workbook")
            let toolItems = (try? files.contentsOfDirectory(atPath: tool.path)) ?? []
            if !toolItems.isEmpty {
                try files.createDirectory(
                    at: copy.appendingPathComponent("Workbook"), withIntermediateDirectories: true)
            }
            for item in toolItems where ![".build", ".swiftpm"].contains(item) {
                try files.copyItem(
                    at: tool.appendingPathComponent(item),
                    to: copy.appendingPathComponent("Workbook").appendingPathComponent(item))
            }
            for (path, data) in stubs {
                let file = copy.appendingPathComponent("Katas").appendingPathComponent(path)
                try files.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
        } catch {
            throw WorkbookError(
                "Could not copy the workbook to \(copy.path) to judge the committed stubs: "
                    + "\(error.localizedDescription).")
        }
    }
}
