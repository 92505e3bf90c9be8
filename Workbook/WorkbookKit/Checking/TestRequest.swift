import Foundation

/// One `swift test` run: which tests, built from which tree, and how the run is bounded and heard.
public struct TestRequest: Sendable {
    /// The tests whose IDs match; nil runs them all.
    public var filter: String?
    public var mode: BuildMode
    public var scope: SwiftTool.Scope = .package
    /// One test at a time (`--no-parallel`), to name the one that traps.
    public var serially = false
    /// Builds what changed in the same `swift test` call, which saves the package manager's second
    /// start (the heartbeat of `check` and `watch`).
    public var building = false
    /// Where Swift Testing writes its xUnit report (`<name>-swift-testing.xml`).
    public var xunit: URL?
    /// Tests left out by ID (`--skip`): the ones that hung, when the rest run again.
    public var skipping: [String] = []
    /// How long the run may take, what may stop it and who hears it.
    public var bounds = Bounds()

    /// How a run is bounded and heard.
    public struct Bounds: Sendable {
        /// Seconds the tests may take; when `building`, counted from the end of the build.
        public var timeout: TimeInterval = 300
        /// A run the time limit ends has its test program's threads read first.
        public var sampling = false
        /// Cancels the run at any moment.
        public var control: RunControl?
        /// Hears the build's steps as it goes, then `.testing`.
        public var progress: (@Sendable (RunPhase) -> Void)?
    }

    public init(filter: String?, mode: BuildMode, scope: SwiftTool.Scope = .package) {
        self.filter = filter
        self.mode = mode
        self.scope = scope
    }
}

extension TestRequest {
    /// `--skip`'s pattern for `skipping`: each ID matched as written, parentheses and dots included.
    var skipPattern: String? {
        skipping.isEmpty
            ? nil : skipping.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
    }
}

extension SwiftTool {
    /// Runs the tests a request names and reads their results (see `TestRequest`).
    public func test(_ request: TestRequest) throws(WorkbookError) -> (run: TestRun, outcome: Outcome) {
        let events = TemporaryFiles.shared.make("events", suffix: ".jsonl")
        defer { TemporaryFiles.shared.remove(events) }
        var arguments = ["test", "--event-stream-output-path", events.path, "--event-stream-version", "0"]
        if !request.building { arguments.insert("--skip-build", at: 1) }
        if request.scope != .package { arguments += Self.swiftTestingOnly }
        if let filter = request.filter { arguments += ["--filter", filter] }
        if let skip = request.skipPattern { arguments += ["--skip", skip] }
        if request.serially { arguments.append("--no-parallel") }
        if let xunit = request.xunit { arguments += ["--xunit-output", xunit.path] }
        // Building, the request's limit counts from the end of the build.
        let outcome = try run(
            arguments, mode: request.mode, scope: request.scope,
            Call(
                timeout: request.building ? 1800 : request.bounds.timeout, progress: request.bounds.progress,
                afterMarker: request.building ? (SwiftTool.buildCompleteMarker, request.bounds.timeout) : nil,
                control: request.bounds.control, sampling: request.bounds.sampling))
        return (TestRun(eventStream: Self.text(of: events)), outcome)
    }
}
