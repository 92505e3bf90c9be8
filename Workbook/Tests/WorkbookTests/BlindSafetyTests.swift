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

/// Whatever hides text from the candidate must not cost them text: no way out of a blind round
/// leaves a file changed that they did not change.
@Suite("A blind round never costs the candidate text")
struct BlindSafetyTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let counter = "Katas/Kata7_Sample/Counter.swift"
    let readme = "Katas/Kata7_Sample/README.md"

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(blindReadme, to: readme)
        try folder.write(blindSample, to: counter)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
    }

    /// Every file of the workbook's Katas folder, byte for byte, by path.
    func katasOnDisk() throws -> [String: Data] {
        try Self.files(under: folder.url.appendingPathComponent("Katas"))
    }

    static func files(under root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        for path in paths {
            let url = root.appendingPathComponent(path)
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &folder), !folder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    var journal: URL { folder.url.appendingPathComponent(".workbook/blind/Kata7_Sample.json") }
    var lock: URL { folder.url.appendingPathComponent(".workbook/blind/Kata7_Sample.lock") }

    /// A blind interview on the sample kata whose check before the clock is `standing`.
    func interview(
        standing:
            @escaping @Sendable (Kata) throws(WorkbookError) -> (
                outcome: Checker.Outcome, notes: [String]
            )?
    ) throws -> Interview {
        let console = Console(isInteractive: false) { _ in }
        let checker = Checker(
            workspace: workspace, tool: try SwiftTool(workspace: workspace), console: console)
        var interview = Interview(checker: checker, store: ProgressStore(workspace: workspace))
        interview.standing = standing
        return interview
    }

    @Test("b, then Ctrl-C at the question before the clock: every file was whole when asked, and is now")
    func backingOutBeforeTheClock() throws {
        let before = try katasOnDisk()
        let asked = Mutex<[String: Data]?>(nil)
        let katas = folder.url.appendingPathComponent("Katas")
        let interview = try interview { _ in
            // Where the question waits: Ctrl-C here exits the tool at once, with no `defer`.
            asked.withLock { $0 = try? Self.files(under: katas) }
            return nil
        }

        let end = try interview.run(kata, Interview.Plan(minutes: 5, debrief: false, blind: true)) { $0 }

        #expect(end == .stopped)
        #expect(asked.withLock { $0 } == before, "Nothing may be hidden while the question waits.")
        #expect(try katasOnDisk() == before, "Backing out must leave every file byte-identical.")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "No round began: no journal.")
    }

    @Test("a round that starts hides the text during play, and every file is whole when it ends")
    func roundPlayed() throws {
        let before = try katasOnDisk()
        let shown = Mutex<String?>(nil)
        let stub = folder.url.appendingPathComponent(counter)
        let interview = try interview { _ in (Checker.Outcome(lines: [], report: nil, exitCode: 1), []) }

        _ = try interview.run(kata, Interview.Plan(minutes: 5, debrief: false, blind: true)) { state in
            shown.withLock { $0 = try? String(contentsOf: stub, encoding: .utf8) }
            return state
        }

        #expect(shown.withLock { $0 } == blindSampleShown, "During the round the stub is blind.")
        #expect(try katasOnDisk() == before, "After it, every file is as it was.")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "The round is over: no journal.")
    }

    @Test("a round killed with kill -9 is given back by the next start, the candidate's edits kept")
    func killedRound() throws {
        _ = try BlindFiles(workspace: workspace).enter(kata)
        let edited = blindSampleShown.replacingOccurrences(
            of: "struct Counter {", with: "struct Counter {\n    var mine = 1")
        try folder.write(edited, to: counter)
        // What kill -9 does to the round: its process's descriptors close, so its lock is free,
        // and nothing else happens.
        BlindLeases.shared.release(lock)

        let lines = BlindFiles(workspace: workspace).giveBackStale()

        let back = try read(counter)
        #expect(back.contains("    var mine = 1"), "The candidate's line written during the round stays.")
        #expect(back == BlindView.restore(edited, from: BlindView.hide(swift: blindSample)).text)
        #expect(back.count > edited.count, "The hidden paragraphs are back.")
        #expect(
            try read(readme) == blindReadme, "The README, untouched during the round, comes back exactly.")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "The round is over: no journal.")
        #expect(lines.first == "Kata7's blind round was cut short (the tool did not end it):", "\(lines)")
    }

    @Test("a journal left by a tool that held no lock (an older one) is given back too")
    func journalWithoutLock() throws {
        let before = try katasOnDisk()
        _ = try BlindFiles(workspace: workspace).enter(kata)
        BlindLeases.shared.release(lock)
        try FileManager.default.removeItem(at: lock)

        _ = BlindFiles(workspace: workspace).giveBackStale()

        #expect(try katasOnDisk() == before)
    }

    @Test("a live round's journal is left alone by a second command, and given back once its process ends")
    func liveRoundLeftAlone() throws {
        _ = try BlindFiles(workspace: workspace).enter(kata)
        // The round's process, on a descriptor of its own: to this process it is another one.
        BlindLeases.shared.release(lock)
        let descriptor = open(lock.path, O_RDWR | O_CLOEXEC)
        // A process another test starts holds every descriptor of this one between its fork and
        // its exec, the lock's too: on a loaded machine that takes a moment. Wait for it, 5 s at most.
        let deadline = Date().addingTimeInterval(5)
        var locked = descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0
        while !locked, descriptor >= 0, Date() < deadline {
            usleep(10_000)
            locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        }
        try #require(locked, "the round's lock was still held 5 s after this process let it go")

        let second = BlindFiles(workspace: workspace)
        let lines = second.giveBackStale()

        #expect(lines.isEmpty, "\(lines)")
        #expect(try read(counter) == blindSampleShown, "The live round's files stay blind.")
        #expect(second.isBlind(kata), "The live round keeps its journal.")
        #expect(throws: WorkbookError.self, "Another terminal may not end it") { try second.leave(kata) }
        #expect(throws: WorkbookError.self, "nor drop it") { try second.drop(kata) }
        #expect(try read(counter) == blindSampleShown)

        close(descriptor)
        _ = second.giveBackStale()

        #expect(try read(counter) == blindSample, "Its process gone, the round is given back.")
    }

    @Test("a round this process runs is given back on the way out after a signal, which runs no defer")
    func wayOut() throws {
        let before = try katasOnDisk()
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata)
        try #require(try katasOnDisk() != before)

        #expect(files.giveBackStale().isEmpty, "A round this process runs is alive.")
        let lines = files.giveBackHeld()

        #expect(try katasOnDisk() == before)
        #expect(lines.first?.hasPrefix("Kata7's full files are back") == true, "\(lines)")
    }

    @Test(
        "any command of the tool gives back a round whose process is gone, and leaves a live one alone",
        .enabled(if: workbookExecutable != nil, "needs the workbook executable beside the tests"))
    func everyCommand() throws {
        let executable = try #require(workbookExecutable)
        func list() throws -> String {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--package-path", folder.url.path, "list"]
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: said, as: UTF8.self)
        }
        let before = try katasOnDisk()
        _ = try BlindFiles(workspace: workspace).enter(kata)

        // The round is alive in this process: `list` in another terminal leaves it alone.
        _ = try list()
        #expect(try read(counter) == blindSampleShown)

        // The round's process is gone.
        BlindLeases.shared.release(lock)
        let said = try list()

        #expect(try katasOnDisk() == before)
        #expect(said.contains("Kata7's blind round was cut short"), "\(said)")
    }
}
