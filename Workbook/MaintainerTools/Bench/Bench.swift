import Foundation
import WorkbookKit

/// `workbook-dev bench`: times the loop for real. Not unit-tested (it is all wall-clock); the
/// arithmetic and the report above are.
public struct Bench: Sendable {
    public let tool: SwiftTool
    public let console: Console
    /// This program, to time `workbook check` as the candidate runs it.
    public let workbook: URL

    public init(tool: SwiftTool, console: Console, workbook: URL) {
        self.tool = tool
        self.console = console
        self.workbook = workbook
    }

    /// One kind of edit, made to a set of files: `apply(run)` makes the edit of timed run `run`
    /// (1, 2, …), and `restore` puts every file back as it was.
    struct Edit {
        var label: String
        var apply: (Int) throws(WorkbookError) -> Void
        var restore: () -> Void
    }

    /// The edits of `kind` to the kata's exercise files: a comment line, or a line that does not
    /// compile, appended to the first; or every file swapped for the reference's (odd runs) and
    /// back (even runs).
    static func edit(_ kind: BenchEdit, of kata: Kata) throws(WorkbookError) -> Edit {
        let names = SolutionView.ownFiles(in: kata.exerciseFolder).keys.sorted()
        guard let first = names.first else {
            throw WorkbookError("\(kata.module) has no exercise file to edit under Katas/\(kata.folder)/.")
        }
        let files = names.map { kata.exerciseFolder.appendingPathComponent($0) }
        var originals: [URL: Data] = [:]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw WorkbookError("Cannot read \(file.path).")
            }
            originals[file] = data
        }
        let restore = { for (file, data) in originals { try? data.write(to: file) } }
        switch kind {
        case .body, .compileError:
            let target = kata.exerciseFolder.appendingPathComponent(first)
            return Edit(
                label: "Katas/\(kata.folder)/\(first), a line like `\(kind.addedLine(run: 1) ?? "")` added",
                apply: { (run: Int) throws(WorkbookError) in
                    try write(
                        originals[target, default: Data()]
                            + Data(((kind.addedLine(run: run) ?? "") + "\n").utf8),
                        to: target)
                }, restore: restore)
        case .interface:
            var references: [URL: Data] = [:]
            for name in names {
                let reference = kata.solutionFolder.appendingPathComponent(name)
                guard let data = FileManager.default.contents(atPath: reference.path) else {
                    throw WorkbookError(
                        "Solutions/\(kata.folder)/\(name) is missing: the interface edit swaps in the reference."
                    )
                }
                references[kata.exerciseFolder.appendingPathComponent(name)] = data
            }
            return Edit(
                label: "Katas/\(kata.folder)/ swapped with the reference and back",
                apply: { (run: Int) throws(WorkbookError) in
                    for file in files {
                        try write(
                            BenchEdit.swapsIn(run: run)
                                ? references[file, default: Data()] : originals[file, default: Data()],
                            to: file)
                    }
                }, restore: restore)
        }
    }

    static func write(_ data: Data, to file: URL) throws(WorkbookError) {
        do {
            try data.write(to: file)
        } catch {
            throw WorkbookError("Cannot edit \(file.path): \(error.localizedDescription).")
        }
    }

    /// Every kind of edit, each timed for `swift test`, the session, `check` and the floor.
    public func run(_ kata: Kata, runs: Int) throws(WorkbookError) -> [BenchFigures] {
        var figures: [BenchFigures] = []
        for kind in BenchEdit.allCases {
            let edit = try Self.edit(kind, of: kata)
            defer { edit.restore() }
            console.say(
                "Timing \(kind.rawValue) edits: \(edit.label) (restored afterwards), \(runs) runs each…")
            figures.append(try run(kata, edit: edit, kind: kind, runs: runs))
            if Interruption.shared.isRequested { break }
        }
        return figures
    }

    private func run(_ kata: Kata, edit: Edit, kind: BenchEdit, runs: Int) throws(WorkbookError)
        -> BenchFigures
    {
        let root = tool.workspace.root
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "SOLUTIONS" }
        let swiftTest = try timeEdits(edit, label: "(a) swift test --filter \(kata.shellFilter)", runs: runs)
        {
            () throws(WorkbookError) in
            _ = try ChildRun(
                tool.executable, ["test", "--filter", kata.testFilter], in: root, environment: environment,
                timeout: 600
            ).run()
        }
        let stopped = BenchFigures(edit: kind, swiftTest: swiftTest, check: [], floor: [])
        if Interruption.shared.isRequested { return stopped }
        let check = try timeEdits(edit, label: "(b) workbook check \(kata.number)", runs: runs) {
            () throws(WorkbookError) in
            _ = try ChildRun(
                workbook, ["check", "\(kata.number)"], in: root, environment: environment, timeout: 600
            ).run()
        }
        if Interruption.shared.isRequested { return stopped }
        // The session right after check: on a shared machine the load drifts, and (c) is judged
        // against (b).
        let session = try timeSession(
            kata, edit: edit, restoreIsASave: kind != .interface || BenchEdit.swapsIn(run: runs), runs: runs)
        if Interruption.shared.isRequested { return stopped }
        let floor = try timeFloor(kind, runs: runs, environment: environment)
        return BenchFigures(edit: kind, swiftTest: swiftTest, check: check, floor: floor, session: session)
    }

    /// The live session without its terminal: the same loop, watcher, runner and checker, with
    /// the screen left undrawn; each edit is timed until its run's result reaches the state the
    /// screen is drawn from.
    /// `restoreIsASave`: putting the files back changes them, so the session checks once more,
    /// and that run is waited for, not left to compete with the next timing.
    private func timeSession(_ kata: Kata, edit: Edit, restoreIsASave: Bool, runs: Int) throws(WorkbookError)
        -> [Double]
    {
        let events = EventQueue()
        let shown = DispatchSemaphore(value: 0)
        let workspace = tool.workspace
        let silent = Console(isInteractive: false) { _ in }
        let runner = CheckerRunner(
            checker: Checker(workspace: workspace, tool: tool, console: silent), events: events)
        let katas = try workspace.katas()
        let state = SessionState(
            katas: katas, current: katas.firstIndex(of: kata) ?? 0, progress: CandidateProgress())
        // A scratch progress file: timing must not write the candidate's history.
        let store = ProgressStore(
            file: FileManager.default.temporaryDirectory.appendingPathComponent(
                "workbook-bench-\(UUID().uuidString).json"))
        defer { try? FileManager.default.removeItem(at: store.file) }
        Thread {
            let loop = SessionLoop(
                workspace: workspace, store: store, events: events, runner: runner, state: state,
                display: .headless,
                observe: { event, _ in
                    if case .runFinished = event { shown.signal() }
                })
            loop.run()
        }.start()
        defer { events.post(.stop) }
        // The session's first run is the warm-up; each edit after it is one save, one result.
        let times = try timeEdits(edit, label: "(c) the live session, save → result", runs: runs) {
            () throws(WorkbookError) in
            if shown.wait(timeout: .now() + 600) == .timedOut {
                throw WorkbookError("The session showed no result within ten minutes of a save.")
            }
        }
        if restoreIsASave { _ = shown.wait(timeout: .now() + 600) }
        return times
    }

    /// One untimed run to warm the build, then `runs` timed edits; the files are restored at the end.
    private func timeEdits(
        _ edit: Edit, label: String, runs: Int, _ body: () throws(WorkbookError) -> Void
    ) throws(WorkbookError) -> [Double] {
        defer { edit.restore() }
        console.status("\(label): warming up…")
        try body()
        var times: [Double] = []
        let clock = ContinuousClock()
        for run in 1...max(1, runs) {
            if Interruption.shared.isRequested { break }
            console.status("\(label): run \(run) of \(runs)…")
            let start = clock.now
            try edit.apply(run)
            try body()
            times.append(Self.seconds(clock.now - start))
        }
        console.clearStatus()
        console.say("  \(label): \(times.map { String(format: "%.2f", $0) }.joined(separator: " ")) s")
        return times
    }

    /// The same kind of edit in the smallest package that can hold a Swift Testing suite, built in
    /// a temporary folder that is removed afterwards. Its interface edit adds a stored property to
    /// the type the test uses, so the test file recompiles, as a kata's do.
    private func timeFloor(_ kind: BenchEdit, runs: Int, environment: [String: String]) throws(WorkbookError)
        -> [Double]
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-floor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            struct Item {
                let quantity: Int
                var doubled: Int { quantity * 2 }
            }

            """
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Floor",
                targets: [
                    .target(name: "Floor"),
                    .testTarget(name: "FloorTests", dependencies: ["Floor"]),
                ]
            )

            """,
            "Sources/Floor/Item.swift": source,
            "Tests/FloorTests/FloorTests.swift": """
            import Testing

            @testable import Floor

            @Test("doubles") func doubles() {
                #expect(Item(quantity: 2).doubled == 4)
            }

            """,
        ]
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw WorkbookError(
                    "Cannot write the floor package in \(folder.path): \(error.localizedDescription).")
            }
            try Self.write(Data(text.utf8), to: file)
        }
        let item = folder.appendingPathComponent("Sources/Floor/Item.swift")
        let wider = source.replacingOccurrences(
            of: "    let quantity: Int\n", with: "    let quantity: Int\n    let note = \"\"\n")
        let edit = Edit(
            label: "floor",
            apply: { (run: Int) throws(WorkbookError) in
                let text =
                    kind.addedLine(run: run).map { source + $0 + "\n" }
                    ?? (BenchEdit.swapsIn(run: run) ? wider : source)
                try Self.write(Data(text.utf8), to: item)
            },
            restore: { try? Data(source.utf8).write(to: item) })
        console.status("floor: building a one-file package (once)…")
        return try timeEdits(edit, label: "floor: swift test", runs: runs) { () throws(WorkbookError) in
            _ = try ChildRun(
                tool.executable, ["test"], in: folder, environment: environment, timeout: 600
            ).run()
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
