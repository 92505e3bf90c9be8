import Foundation
import Synchronization

/// Which tree the kata modules are built from: the candidate's exercises or the reference.
public enum BuildMode: String, Sendable, CaseIterable {
    case exercises
    case solutions

    /// The reference builds in a scratch folder of its own, so switching between the two never
    /// throws away the other's build.
    var scratchPath: String? {
        self == .solutions ? ".build/solutions" : nil
    }
}

/// Runs the `swift` command in the workbook, one child process at a time.
public struct SwiftTool: Sendable {
    public let workspace: Workspace
    public let executable: URL
    /// Variables to set (or, with nil, remove) in every child's environment.
    public var environmentChanges: [String: String?] = [:]

    public init(workspace: Workspace, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(WorkbookError)
    {
        self.workspace = workspace
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let found = directories.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("swift") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw WorkbookError(
                "There is no `swift` on your PATH: install the Swift 6 toolchain (swift.org/install) "
                    + "or add its bin folder to PATH, then run the command again.")
        }
        executable = found
    }

    public struct Outcome: Sendable {
        public var status: Int32
        /// True when the child was ended by a signal (a crash, or the tool's own time limit).
        public var killed: Bool
        public var output: String
    }

    /// Builds the kata modules and every test target in `mode`.
    /// `progress` hears the build's latest step ("[12/40] Compiling Kata1 Order.swift") as it goes.
    public func build(_ mode: BuildMode, progress: (@Sendable (String) -> Void)? = nil) throws(WorkbookError)
        -> Outcome
    {
        try run(["build", "--build-tests"], mode: mode, timeout: 1800, progress: progress)
    }

    /// Runs the tests that match `filter` and reads their results: the tests already built, or,
    /// with `building`, after building what changed in the same `swift test` call, which saves
    /// the second start of the package manager (the heartbeat of `check` and `watch`). Then
    /// `progress` hears the build's steps, and `timeout` counts from the end of the build.
    public func test(
        filter: String?, mode: BuildMode, serially: Bool = false, timeout: TimeInterval = 300,
        building: Bool = false, progress: (@Sendable (String) -> Void)? = nil
    ) throws(WorkbookError) -> (run: TestRun, outcome: Outcome) {
        let events = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        var arguments = ["test", "--event-stream-output-path", events.path, "--event-stream-version", "0"]
        if !building { arguments.insert("--skip-build", at: 1) }
        if let filter { arguments += ["--filter", filter] }
        if serially { arguments.append("--no-parallel") }
        let outcome =
            building
            ? try run(
                arguments, mode: mode, timeout: 1800, progress: progress,
                afterMarker: (SwiftTool.buildCompleteMarker, timeout))
            : try run(arguments, mode: mode, timeout: timeout)
        let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        return (TestRun(eventStream: stream), outcome)
    }

    /// The IDs of every test the build holds, without running any.
    public func listTests(mode: BuildMode) throws(WorkbookError) -> [String] {
        let outcome = try run(["test", "list", "--skip-build"], mode: mode, timeout: 300)
        guard outcome.status == 0 else {
            throw WorkbookError("`swift test list` failed:\n\(outcome.output.suffix(2000))")
        }
        return outcome.output.split(separator: "\n").map(String.init).filter {
            $0.contains(".") && $0.contains("/") && !$0.hasPrefix("warning:")
        }
    }

    /// What the package manager prints once the build is done and the tests are about to start.
    public static let buildCompleteMarker = "Build complete!"

    func run(
        _ arguments: [String], mode: BuildMode, timeout: TimeInterval,
        progress: (@Sendable (String) -> Void)? = nil,
        afterMarker: (marker: String, timeout: TimeInterval)? = nil
    ) throws(WorkbookError) -> Outcome {
        var arguments = arguments
        if let scratch = mode.scratchPath {
            arguments.insert(contentsOf: ["--scratch-path", scratch], at: 1)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SOLUTIONS"] = mode == .solutions ? "1" : nil
        for (name, value) in environmentChanges { environment[name] = value }
        return try Self.runChild(
            executable, arguments, in: workspace.root, environment: environment, timeout: timeout,
            progress: progress, afterMarker: afterMarker)
    }

    /// Runs one child to its end, its output collected; registered so that Ctrl-C can end it.
    static func runChild(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String],
        timeout: TimeInterval, progress: (@Sendable (String) -> Void)? = nil,
        afterMarker: (marker: String, timeout: TimeInterval)? = nil
    ) throws(WorkbookError) -> Outcome {
        let process = Process()
        let finished = DispatchSemaphore(value: 0)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        // Output goes to a file, not a pipe: a chatty build can never fill a pipe and stall.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        do {
            let handle = try FileHandle(forWritingTo: log)
            defer { try? handle.close() }
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
        } catch {
            throw WorkbookError(
                "Could not start `\(executable.lastPathComponent) \(arguments.joined(separator: " "))`: "
                    + "\(error.localizedDescription).")
        }
        let deadline = DispatchWorkItem { [process] in
            if process.isRunning { process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        RunningChildren.shared.insert(process)
        defer { RunningChildren.shared.remove(process) }
        // Wakes at once when the child ends; meanwhile, a few times a second, reports progress.
        // With a marker, a second time limit starts when the marker appears in the output.
        var markerSeen: Date?
        while finished.wait(timeout: .now() + 0.25) == .timedOut {
            guard progress != nil || afterMarker != nil,
                let text = try? String(contentsOf: log, encoding: .utf8)
            else { continue }
            if let afterMarker {
                if markerSeen == nil, text.contains(afterMarker.marker) { markerSeen = Date() }
                if let markerSeen, Date().timeIntervalSince(markerSeen) > afterMarker.timeout {
                    process.terminate()
                }
            }
            if let progress, markerSeen == nil,
                let step = text.split(separator: "\n").last(where: { $0.hasPrefix("[") })
            {
                progress(String(step))
            }
        }
        process.waitUntilExit()
        // A child ended by Ctrl-C is no failure to report: the tool stops as Ctrl-C says.
        Interruption.shared.finishIfRequested()
        deadline.cancel()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(
            status: process.terminationStatus,
            killed: process.terminationReason == .uncaughtSignal,
            output: output)
    }
}

/// The children running now, so that Ctrl-C can end them with the tool instead of leaving a
/// build or a test run behind.
public final class RunningChildren: Sendable {
    public static let shared = RunningChildren()
    private let processes = Mutex<[Process]>([])

    func insert(_ process: Process) {
        processes.withLock { $0.append(process) }
    }

    func remove(_ process: Process) {
        processes.withLock { $0.removeAll { $0 === process } }
    }

    /// Interrupts every running child and waits a moment for each to go.
    public func interruptAll() {
        let running = processes.withLock { $0 }
        for process in running where process.isRunning {
            process.interrupt()
        }
        for process in running {
            let deadline = Date().addingTimeInterval(2)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { process.terminate() }
        }
    }
}
