import Foundation
import Testing

@testable import WorkbookKit

@Suite("Noticing saves")
struct FolderWatcherTests {
    /// A folder of its own for each test, removed afterwards.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Context"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("a snapshot holds every visible file, in subfolders too, and no hidden one")
    func visibleFiles() throws {
        try withFolder { folder in
            try Data("a".utf8).write(to: folder.appendingPathComponent("Order.swift"))
            try Data("b".utf8).write(to: folder.appendingPathComponent("Context/OrderError.swift"))
            try Data("c".utf8).write(to: folder.appendingPathComponent(".Order.swift.swp"))

            let names = Set(
                FolderWatcher(folder: folder).snapshot().keys.map {
                    URL(fileURLWithPath: $0).lastPathComponent
                })

            #expect(names == ["Order.swift", "OrderError.swift"])
        }
    }

    @Test("a save shows as a change: new text, a new file, a file removed, or only a new time")
    func changes() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("Order.swift")
            try Data("struct Order {}".utf8).write(to: file)
            let watcher = FolderWatcher(folder: folder)
            let first = watcher.snapshot()

            #expect(watcher.snapshot() == first)

            try Data("struct Order { let id: String }".utf8).write(to: file)
            let edited = watcher.snapshot()
            #expect(edited != first)

            // The same length of text, saved a second later: only the time tells.
            try Data("struct Order { let id: Strinh }".utf8).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: file.path)
            let touched = watcher.snapshot()
            #expect(touched != edited)

            let helper = folder.appendingPathComponent("Context/Helper.swift")
            try Data("".utf8).write(to: helper)
            let added = watcher.snapshot()
            #expect(added != touched)

            try FileManager.default.removeItem(at: helper)
            #expect(watcher.snapshot() == touched)
        }
    }

    @Test("a folder that is not there is an empty snapshot, not a crash")
    func missingFolder() {
        let watcher = FolderWatcher(
            folder: URL(fileURLWithPath: "/nonexistent/workbook-\(UUID().uuidString)"))

        #expect(watcher.snapshot().isEmpty)
    }
}
