import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// The `workbook` executable beside this test program, when the build made one.
private let workbookExecutable: URL? = {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidate = folder.appendingPathComponent("workbook")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
}()

@Suite("Progress shared by several workbook processes")
struct ProgressLockTests {
    @Test("many updates at once, each through a store of its own, lose none")
    func concurrentStores() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent(".workbook/progress.json")
        let katas = (1...4).map { sampleKata(number: $0) }
        let writers = 8
        let updates = 40
        let done = DispatchGroup()

        // Each writer is a thread with a store of its own, which opens the lock file on its own, as
        // a process would: flock locks belong to the open file, so they contend as processes do.
        for writer in 0..<writers {
            done.enter()
            Thread {
                let store = ProgressStore(file: file)
                for _ in 0..<updates {
                    store.update(warn: { _ in }) { $0[katas[writer % katas.count]].hintsShown += 1 }
                }
                done.leave()
            }.start()
        }
        done.wait()

        let progress = ProgressStore(file: file).load().progress
        #expect(
            katas.map { progress[$0].hintsShown }
                == Array(repeating: writers * updates / katas.count, count: 4))
    }

    @Test(
        "27 hint commands started together, three for each of nine katas, record 27 hints",
        .enabled(if: workbookExecutable != nil, "needs the workbook executable beside the tests"))
    func concurrentProcesses() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        for number in 1...9 {
            try folder.write("stub\n", to: "Katas/Kata\(number)_Sample/Thing.swift")
            try folder.write(
                "# Sheet\n\n## Hints\n1. A nudge.\n2. Closer.\n3. Nearly the answer.\n",
                to: "Solutions/Kata\(number)_Sample/INTERVIEWER.md")
        }
        let executable = try #require(workbookExecutable)

        let processes = try (1...9).flatMap { number in
            try (1...3).map { _ in
                let process = Process()
                process.executableURL = executable
                process.arguments = ["--package-path", folder.url.path, "hint", "\(number)"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
        }
        for process in processes { process.waitUntilExit() }

        let progress = ProgressStore(file: folder.url.appendingPathComponent(".workbook/progress.json"))
            .load()
            .progress
        let workspace = Workspace(root: folder.url)
        #expect(try workspace.katas().map { progress[$0].hintsShown } == Array(repeating: 3, count: 9))
    }
}
