import Foundation

/// One child to run to its end, its output collected: the one place where the tool waits for a
/// child. Registered so that Ctrl-C can end it. Its time limits (from the start, and with a
/// `marker`, a second one from the moment the marker is printed) and its `control` end the child
/// *and everything it started*, and nothing it started outlives it. With `sampling` (the child is
/// `swift test`), the time limit first reads the stuck test program's threads (`StackSample`).
public struct ChildRun: Sendable {
    public var executable: URL
    public var arguments: [String]
    public var directory: URL
    public var environment: [String: String]
    /// Seconds from the start.
    public var timeout: TimeInterval
    /// A second limit, counted from the first time the output holds `marker`.
    public var afterMarker: (marker: String, timeout: TimeInterval)?
    public var control: RunControl?
    public var sampling = false
    /// Hears the build's latest step, then `.testing` once the marker is seen.
    public var progress: (@Sendable (RunPhase) -> Void)?

    public init(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String],
        timeout: TimeInterval
    ) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.timeout = timeout
    }

    public func run() throws(WorkbookError) -> SwiftTool.Outcome {
        let process = Process()
        let finished = DispatchSemaphore(value: 0)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        // Output goes to a file, not a pipe: a chatty build can never fill a pipe and stall.
        let log = TemporaryFiles.shared.make("output", suffix: ".log")
        defer { TemporaryFiles.shared.remove(log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
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
        RunningChildren.shared.insert(process)
        defer { RunningChildren.shared.remove(process) }

        let pid = process.processIdentifier
        let clock = ContinuousClock()
        var limits = TimeLimits(started: clock.now, timeout: timeout, afterMarker: afterMarker?.timeout)
        var output = OutputWatch(log: log, marker: afterMarker?.marker, progress: progress)
        var leftBehind = LeftBehind()
        var stop: TimeLimits.Stop?
        var ended: ContinuousClock.Instant?
        var abandoned = false
        var sample: StackSample?
        var ticks = 0
        // Wakes at once when the child ends; meanwhile, ten times a second, checks the limits
        // and the control, and reports progress.
        while finished.wait(timeout: .now() + 0.1) == .timedOut {
            ticks += 1
            let now = clock.now
            if let ended {
                abandoned = leftBehind.stillHeld(since: now - ended)
                if abandoned { break }
            } else if !ProcessTree.isRunning(pid) {
                // The child has ended on its own; what it left behind must not hold the run.
                ended = now
                leftBehind.endAll()
            } else {
                if ticks % 5 == 0 { leftBehind.look(under: pid) }
                if output.read(at: now) { limits.markerSeen(at: now) }
                stop = limits.stop(at: now, control: control)
                if let stop {
                    if stop == .timedOut, sampling {
                        sample = StackSample.take(under: pid, swift: executable, in: directory)
                    }
                    leftBehind.look(under: pid)
                    ProcessTree.end(pid)
                    leftBehind.endAll()
                    ended = now
                }
            }
        }
        if !abandoned {
            process.waitUntilExit()
            leftBehind.endAll()
        }
        // A child ended by Ctrl-C is no failure to report: the tool stops as Ctrl-C says.
        Interruption.shared.finishIfRequested()
        return SwiftTool.Outcome(
            status: abandoned ? -1 : process.terminationStatus,
            killed: abandoned || process.terminationReason == .uncaughtSignal,
            output: SwiftTool.text(of: log), timedOut: stop == .timedOut, cancelled: stop == .cancelled,
            sample: sample)
    }
}

/// A run's two time limits and its control: what ends it, if anything, at a given moment.
struct TimeLimits {
    enum Stop: Equatable {
        case timedOut
        case cancelled
    }

    let started: ContinuousClock.Instant
    let timeout: TimeInterval
    /// The second limit, counted from the marker; nil when the run has none.
    let afterMarker: TimeInterval?
    private(set) var marker: ContinuousClock.Instant?

    init(started: ContinuousClock.Instant, timeout: TimeInterval, afterMarker: TimeInterval?) {
        self.started = started
        self.timeout = timeout
        self.afterMarker = afterMarker
    }

    mutating func markerSeen(at now: ContinuousClock.Instant) {
        if marker == nil { marker = now }
    }

    /// A cancel wins over a time limit passed at the same moment.
    func stop(at now: ContinuousClock.Instant, control: RunControl?) -> Stop? {
        if control?.shouldStop() == true { return .cancelled }
        if now - started > .seconds(timeout) { return .timedOut }
        if let afterMarker, let marker, now - marker > .seconds(afterMarker) { return .timedOut }
        return nil
    }
}

/// The child's output, read while it runs: the build's latest step for `progress`, and the marker.
struct OutputWatch {
    let log: URL
    let marker: String?
    let progress: (@Sendable (RunPhase) -> Void)?
    private var seen = false

    init(log: URL, marker: String?, progress: (@Sendable (RunPhase) -> Void)?) {
        self.log = log
        self.marker = marker
        self.progress = progress
    }

    /// True the first time the marker shows. The log is read only while someone is listening
    /// or the marker is still awaited.
    mutating func read(at now: ContinuousClock.Instant) -> Bool {
        guard progress != nil || (marker != nil && !seen) else { return false }
        let text = SwiftTool.text(of: log)
        if let marker, !seen, text.contains(marker) {
            seen = true
            progress?(.testing)
            return true
        }
        if !seen, let step = text.split(separator: "\n").last(where: { $0.hasPrefix("[") }) {
            progress?(.building(SwiftTool.shownStep(step)))
        }
        return false
    }
}

/// What the child has started, looked at twice a second, each process with its start time: if the
/// child ends and leaves any of it running, it is ended too. (Foundation hears of a child's end only
/// once every process holding its inherited descriptors is gone, so an orphan would hold the run.)
struct LeftBehind {
    private(set) var remembered: [pid_t: UInt64] = [:]

    mutating func look(under pid: pid_t) {
        remembered.merge(ProcessTree.descendants(of: pid)) { _, new in new }
    }

    func endAll() {
        ProcessTree.endRemembered(remembered)
    }

    /// Ended or killed, and still not reported after a while: the orphans were not all known.
    /// Once more after two seconds; after five, true: the run is given up on rather than waited for.
    func stillHeld(since elapsed: Duration) -> Bool {
        if elapsed > .seconds(2) { endAll() }
        return elapsed > .seconds(5)
    }
}
