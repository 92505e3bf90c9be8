import Foundation
import WorkbookKit

/// The copy of the workbook a kata is judged in, kept in step with the real one.
extension MutantRun {
    /// Marks the kata's test files as changed, so the next build compiles them again: the build
    /// recompiles a target when its own files change, not always when a module it imports does.
    static func touchTests(of kata: Kata, in sandbox: Workspace) {
        let now = Date()
        let folder = sandbox.root.appendingPathComponent(kata.testsFolder)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else { return }
        for case let file as URL in walker where file.pathExtension == "swift" {
            try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file.path)
        }
    }

    /// Makes `destination` hold the same package sources as `source`, rewriting only the files
    /// whose content differs, so the copy's build stays incremental.
    static func mirror(_ source: URL, into destination: URL) throws(WorkbookError) {
        let fileManager = FileManager.default
        // The copy builds one kata (`WORKBOOK_ONLY`), whose manifest leaves the tool's package out.
        let folders = ["Katas", "Solutions", "Tests", "Fakes"]
        do {
            try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
            try sync(
                source.appendingPathComponent("Package.swift"),
                destination.appendingPathComponent("Package.swift"))
            for folder in folders {
                try syncFolder(
                    source.appendingPathComponent(folder), destination.appendingPathComponent(folder))
            }
        } catch {
            throw WorkbookError(
                "Cannot copy the workbook to \(destination.path): \(error.localizedDescription).")
        }
    }

    private static func syncFolder(_ source: URL, _ destination: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        let wanted = try fileManager.contentsOfDirectory(atPath: source.path)
        for stale in try fileManager.contentsOfDirectory(atPath: destination.path)
        where !wanted.contains(stale) {
            try fileManager.removeItem(at: destination.appendingPathComponent(stale))
        }
        for name in wanted {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            let attributes = try fileManager.attributesOfItem(atPath: from.path)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                let target = try fileManager.destinationOfSymbolicLink(atPath: from.path)
                if (try? fileManager.destinationOfSymbolicLink(atPath: to.path)) != target {
                    try? fileManager.removeItem(at: to)
                    try fileManager.createSymbolicLink(atPath: to.path, withDestinationPath: target)
                }
            } else if attributes[.type] as? FileAttributeType == .typeDirectory {
                try syncFolder(from, to)
            } else {
                try sync(from, to)
            }
        }
    }

    private static func sync(_ source: URL, _ destination: URL) throws {
        let data = try Data(contentsOf: source)
        if FileManager.default.contents(atPath: destination.path) != data {
            try data.write(to: destination, options: .atomic)
        }
    }
}
