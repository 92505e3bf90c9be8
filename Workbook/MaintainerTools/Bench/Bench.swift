import Foundation
import WorkbookKit

/// The edit → result loop's figures, and how they compare with the targets: `workbook check`
/// within half a second of `swift test --filter`, the live session's save → result within 0.3 s
/// of it, and `swift test` within 1.5 times the floor (the same edit in a minimal one-file Swift
/// Testing package).
public struct BenchFigures: Equatable, Sendable {
    public var swiftTest: [Double]
    public var check: [Double]
    public var floor: [Double]
    /// Save → result on the session's screen (empty when not measured).
    public var session: [Double]

    public init(swiftTest: [Double], check: [Double], floor: [Double], session: [Double] = []) {
        self.swiftTest = swiftTest
        self.check = check
        self.floor = floor
        self.session = session
    }

    static let checkOverheadTarget = 0.5
    static let sessionOverheadTarget = 0.3
    static let floorRatioTarget = 1.5

    public var sessionOverhead: Double { Self.median(session) - Self.median(swiftTest) }

    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    public var checkOverhead: Double { Self.median(check) - Self.median(swiftTest) }
    public var floorRatio: Double {
        Self.median(floor) > 0 ? Self.median(swiftTest) / Self.median(floor) : 0
    }
    public var meetsTargets: Bool {
        checkOverhead <= Self.checkOverheadTarget && floorRatio <= Self.floorRatioTarget
            && (session.isEmpty || sessionOverhead <= Self.sessionOverheadTarget)
    }

    public func lines(kata: Kata) -> [String] {
        func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
        func runs(_ values: [Double]) -> String {
            values.map { String(format: "%.2f", $0) }.joined(separator: " ")
        }
        let overheadMark = checkOverhead <= Self.checkOverheadTarget ? "✓" : "✗"
        let sessionMark = sessionOverhead <= Self.sessionOverheadTarget ? "✓" : "✗"
        let ratioMark = floorRatio <= Self.floorRatioTarget ? "✓" : "✗"
        var lines = [
            "Edit → result, median of \(swiftTest.count) (each run: edit the file, run, wait for the result):",
            "  (a) swift test --filter \(kata.shellFilter)  \(seconds(Self.median(swiftTest)))   [\(runs(swiftTest))]",
            "  (b) workbook check \(kata.number)                 \(seconds(Self.median(check)))   [\(runs(check))]",
        ]
        if !session.isEmpty {
            lines.append(
                "  (c) the live session, save → result  \(seconds(Self.median(session)))   [\(runs(session))]"
            )
        }
        lines += [
            "  floor: a one-file package's swift test  \(seconds(Self.median(floor)))   [\(runs(floor))]",
            "",
            "  \(overheadMark) (b) − (a) = \(String(format: "%+.2f", checkOverhead)) s   (target: at most +0.50 s)",
        ]
        if !session.isEmpty {
            lines.append(
                "  \(sessionMark) (c) − (a) = \(String(format: "%+.2f", sessionOverhead)) s   (target: at most +0.30 s)"
            )
        }
        lines.append(
            "  \(ratioMark) (a) ÷ floor = \(String(format: "%.2f", floorRatio))×     (target: at most 1.50×)")
        return lines
    }
}

/// `workbook bench`: times the loop for real. Not unit-tested (it is all wall-clock); the
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

    public func run(_ kata: Kata, runs: Int) throws(WorkbookError) -> BenchFigures {
        let root = tool.workspace.root
        guard let file = SolutionView.ownFiles(in: kata.exerciseFolder).keys.sorted().first else {
            throw WorkbookError("\(kata.module) has no exercise file to edit under Katas/\(kata.folder)/.")
        }
        let target = kata.exerciseFolder.appendingPathComponent(file)
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "SOLUTIONS" }
        console.say("Timing edits to Katas/\(kata.folder)/\(file) (restored afterwards), \(runs) runs each…")

        let swiftTest = try timeEdits(
            of: target, label: "(a) swift test --filter \(kata.shellFilter)", runs: runs
        ) {
            () throws(WorkbookError) in
            _ = try SwiftTool.runChild(
                tool.executable, ["test", "--filter", kata.testFilter], in: root, environment: environment,
                timeout: 600)
        }
        let stopped = BenchFigures(swiftTest: swiftTest, check: [], floor: [])
        if Interruption.shared.isRequested { return stopped }
        // The session right after swift test: on a shared machine the load drifts, and (c) is
        // judged against (a).
        let session = try timeSession(kata, file: target, runs: runs)
        if Interruption.shared.isRequested { return stopped }
        let check = try timeEdits(of: target, label: "(b) workbook check \(kata.number)", runs: runs) {
            () throws(WorkbookError) in
            _ = try SwiftTool.runChild(
                workbook, ["check", "\(kata.number)"], in: root, environment: environment, timeout: 600)
        }
        if Interruption.shared.isRequested { return stopped }
        let floor = try timeFloor(runs: runs, environment: environment)
        return BenchFigures(swiftTest: swiftTest, check: check, floor: floor, session: session)
    }

    /// The live session without its terminal: the same loop, watcher, runner and checker, with
    /// the screen left undrawn; each edit is timed until its run's result reaches the state the
    /// screen is drawn from.
    private func timeSession(_ kata: Kata, file: URL, runs: Int) throws(WorkbookError) -> [Double] {
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
                workspace: workspace, store: store, events: events, runner: runner, state: state, draw: nil,
                colour: false, rows: 40, columns: 100,
                observe: { event, _ in
                    if case .runFinished = event { shown.signal() }
                })
            loop.run()
        }.start()
        defer { events.post(.stop) }
        // The session's first run is the warm-up; each edit after it is one save, one result.
        return try timeEdits(of: file, label: "(c) the live session, save → result", runs: runs) {
            () throws(WorkbookError) in
            if shown.wait(timeout: .now() + 600) == .timedOut {
                throw WorkbookError("The session showed no result within ten minutes of a save.")
            }
        }
    }

    /// One untimed run to warm the build, then `runs` timed edits; the file is restored at the end.
    private func timeEdits(
        of file: URL, label: String, runs: Int, _ body: () throws(WorkbookError) -> Void
    ) throws(WorkbookError) -> [Double] {
        guard let original = FileManager.default.contents(atPath: file.path) else {
            throw WorkbookError("Cannot read \(file.path).")
        }
        defer { try? original.write(to: file) }
        console.status("\(label): warming up…")
        try body()
        var times: [Double] = []
        let clock = ContinuousClock()
        for run in 1...runs {
            if Interruption.shared.isRequested { break }
            console.status("\(label): run \(run) of \(runs)…")
            let edited = original + Data("// workbook bench edit \(run)\n".utf8)
            let start = clock.now
            do {
                try edited.write(to: file)
            } catch {
                throw WorkbookError("Cannot edit \(file.path): \(error.localizedDescription).")
            }
            try body()
            times.append(Self.seconds(clock.now - start))
        }
        console.clearStatus()
        console.say("  \(label): \(times.map { String(format: "%.2f", $0) }.joined(separator: " ")) s")
        return times
    }

    /// The same edit in the smallest package that can hold a Swift Testing suite, built in a
    /// temporary folder that is removed afterwards.
    private func timeFloor(runs: Int, environment: [String: String]) throws(WorkbookError) -> [Double] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-floor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
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
            "Sources/Floor/Floor.swift": """
            func double(_ value: Int) -> Int {
                value * 2
            }

            """,
            "Tests/FloorTests/FloorTests.swift": """
            import Testing

            @testable import Floor

            @Test("doubles") func doubles() {
                #expect(double(2) == 4)
            }

            """,
        ]
        do {
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        } catch {
            throw WorkbookError(
                "Cannot write the floor package in \(folder.path): \(error.localizedDescription).")
        }
        console.status("floor: building a one-file package (once)…")
        return try timeEdits(
            of: folder.appendingPathComponent("Sources/Floor/Floor.swift"), label: "floor: swift test",
            runs: runs
        ) { () throws(WorkbookError) in
            _ = try SwiftTool.runChild(
                tool.executable, ["test"], in: folder, environment: environment, timeout: 600)
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
