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
