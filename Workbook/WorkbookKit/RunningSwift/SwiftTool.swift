import Foundation
import Synchronization

/// Which tree the kata modules are built from: the candidate's exercises or the reference.
public enum BuildMode: String, Sendable, CaseIterable {
    case exercises
    case solutions

    /// Where the tree lives, relative to the workbook: the one place that decides it.
    public var tree: String { self == .solutions ? "Solutions/" : "Katas/" }

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
    /// Set once this `swift` has refused `--use-integrated-swift-driver` (see `loopBuild`), for
    /// this tool and every copy of it.
    let integratedDriverRefused = SharedFlag()

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
        /// True when the child was ended by a signal (a crash, the time limit, a cancel).
        public var killed: Bool
        public var output: String
        /// True when the tool ended the run because its time limit passed.
        public var timedOut = false
        /// True when the run was cancelled through its `RunControl` (a save in `watch`, say).
        public var cancelled = false
        /// The stuck test program's threads, read just before the time limit ended it, when asked.
        public var sample: StackSample?

        public init(
            status: Int32, killed: Bool, output: String, timedOut: Bool = false, cancelled: Bool = false,
            sample: StackSample? = nil
        ) {
            self.status = status
            self.killed = killed
            self.output = output
            self.timedOut = timedOut
            self.cancelled = cancelled
            self.sample = sample
        }
    }

    /// What the package builds: the whole package, or one kata alone with its tests and the shared
    /// fakes (`WORKBOOK_ONLY`, read by Package.swift), in a scratch folder of its own, so a kata
    /// that does not compile never blocks another and an edit relinks one small test program.
    public enum Scope: Equatable, Sendable {
        case package
        case only(String)
        /// The tool's own package, `Workbook/`, built in `.build/tool` (its tests are no kata's).
        case tool
    }

    /// How long a test run may take once its build is done, in seconds: `WORKBOOK_TIME_LIMIT`
    /// or `--time-limit`, 15 by default. Enough for any kata's suite many times over; an infinite
    /// loop is caught in seconds instead of hanging the tool.
    public var testTimeLimit: TimeInterval = 15
    public static let defaultTestTimeLimit: TimeInterval = 15

    /// Builds the kata modules and every test target in `mode`.
    /// `progress` hears the build's latest step ("[12/40] Compiling Kata1 Order.swift") as it goes.
    public func build(
        _ mode: BuildMode, scope: Scope = .package, progress: (@Sendable (RunPhase) -> Void)? = nil
    ) throws(WorkbookError) -> Outcome {
        try run(
            ["build", "--build-tests"], mode: mode, scope: scope, Call(timeout: 1800, progress: progress))
    }

    /// The IDs of every test the build holds, without running any.
    public func listTests(mode: BuildMode, scope: Scope = .package) throws(WorkbookError) -> [String] {
        let outcome = try run(
            ["test", "list", "--skip-build"] + (scope == .package ? [] : Self.swiftTestingOnly), mode: mode,
            scope: scope, Call(timeout: 300))
        guard outcome.status == 0 else {
            throw WorkbookError("`swift test list` failed:\n\(outcome.output.suffix(2000))")
        }
        return TestRun.ids(inList: outcome.output)
    }

    /// A kata's isolated build runs Swift Testing alone: every suite is Swift Testing's, and without
    /// XCTest's pass the test program starts once, not twice. The whole package's builds leave
    /// XCTest in, as a bare `swift test` does: the same build plan, so neither rebuilds the other's
    /// test runner, and the same xUnit files (`r-swift-testing.xml`) that `verify` checks.
    static let swiftTestingOnly = ["--disable-xctest"]

    /// What the package manager prints once the build is done and the tests are about to start.
    public static let buildCompleteMarker = "Build complete!"

    /// The scratch folder and the environment of a `swift` call in `mode` and `scope`.
    static func placement(mode: BuildMode, scope: Scope) -> (scratch: String?, environment: [String: String?])
    {
        switch scope {
        case .package:
            return (mode.scratchPath, ["SOLUTIONS": mode == .solutions ? "1" : nil, "WORKBOOK_ONLY": nil])
        case .only(let module):
            return (
                ".build/only/\(module)" + (mode == .solutions ? "-solutions" : ""),
                ["SOLUTIONS": mode == .solutions ? "1" : nil, "WORKBOOK_ONLY": module]
            )
        case .tool:
            return (".build/tool", ["SOLUTIONS": nil, "WORKBOOK_ONLY": nil])
        }
    }

    /// A build of one kata (`WORKBOOK_ONLY` set) is the tool's loop: it compiles whole
    /// (`WORKBOOK_LOOP`, read by Package.swift) with the native build system, named, so a toolchain
    /// whose default is Swift Build still takes the flags. Whole-package builds keep the toolchain's
    /// default and no flags: a bare `swift test`, Xcode and the tool share one build plan.
    ///
    /// The loop also plans its compiles in the package manager's own process
    /// (`--use-integrated-swift-driver`), not through a `swiftc` process a module. A module's
    /// dependents then start once its interface is written, not once its code is, and no driver
    /// process starts on the way. After an interface change the kata, its support module and the two
    /// halves of its suite compile one after another, so that is where the wait shortens
    /// (`workbook-dev bench` measures it; the README has the figures).
    static func loopBuild(
        _ arguments: inout [String], _ environment: inout [String: String], integratedDriver: Bool = true
    ) {
        guard environment["WORKBOOK_ONLY"] != nil else {
            environment["WORKBOOK_LOOP"] = nil
            return
        }
        environment["WORKBOOK_LOOP"] = "1"
        arguments.insert(
            contentsOf: ["--build-system", "native"] + (integratedDriver ? [Self.integratedDriver] : []),
            at: 1)
    }

    /// The package manager has taken `--use-integrated-swift-driver` since Swift 5, without listing
    /// it in its help. A `swift` that no longer knows it stops before building, with "Unknown option";
    /// the run is then made again without it, and this tool (and its copies) leaves it out from then
    /// on: a slower build, not none.
    static let integratedDriver = "--use-integrated-swift-driver"

    static func refusesIntegratedDriver(_ outcome: Outcome) -> Bool {
        outcome.status != 0 && outcome.output.contains("Unknown option '\(integratedDriver)'")
    }

    /// A build step as the candidate reads it. A kata and its tests compile whole, in one job that
    /// the package manager names after the module's first file ("[5/6] Compiling Kata1
    /// OrderError.swift"), which would send the eye to the wrong file: the module alone is named.
    static func shownStep(_ line: Substring) -> String {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 4, words[1] == "Compiling", words[3].hasSuffix(".swift"),
            words[2].hasPrefix("Kata"), words[2].dropFirst(4).first?.isNumber == true
        else { return String(line) }
        return words[0...2].joined(separator: " ")
    }

    /// How one `swift` call is bounded and heard, handed on to its `ChildRun`.
    struct Call: Sendable {
        var timeout: TimeInterval
        var progress: (@Sendable (RunPhase) -> Void)? = nil
        /// Once this line appears, the call has `timeout` seconds more (the tests, after the build).
        var afterMarker: (marker: String, timeout: TimeInterval)? = nil
        var control: RunControl? = nil
        var sampling = false
    }

    func run(_ arguments: [String], mode: BuildMode, scope: Scope = .package, _ call: Call)
        throws(WorkbookError) -> Outcome
    {
        let requested = arguments
        var arguments = arguments
        let placement = Self.placement(mode: mode, scope: scope)
        if let scratch = placement.scratch {
            arguments.insert(contentsOf: ["--scratch-path", scratch], at: 1)
        }
        if scope == .tool {
            arguments.insert(contentsOf: ["--package-path", "Workbook"], at: 1)
        }
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in placement.environment { environment[name] = value }
        for (name, value) in environmentChanges { environment[name] = value }
        let integratedDriver = !integratedDriverRefused.isSet
        Self.loopBuild(&arguments, &environment, integratedDriver: integratedDriver)
        var child = ChildRun(
            executable, arguments, in: workspace.root, environment: environment, timeout: call.timeout)
        child.progress = call.progress
        child.afterMarker = call.afterMarker
        child.control = call.control
        child.sampling = call.sampling
        let outcome = try child.run()
        guard arguments.contains(Self.integratedDriver), Self.refusesIntegratedDriver(outcome) else {
            return outcome
        }
        integratedDriverRefused.set()
        return try run(requested, mode: mode, scope: scope, call)
    }
}

extension SwiftTool {
    /// A child's output as text, whatever bytes it holds. A crashing test program prints its
    /// registers' bytes, and the package manager's own line can land between the two bytes of one
    /// character; strict decoding would then lose the whole output, "Build complete!" and the
    /// crash with it, and a crash would read as a build that never finished. A broken sequence
    /// becomes U+FFFD instead; a file that cannot be read is no text.
    static func text(of file: URL) -> String {
        guard let data = FileManager.default.contents(atPath: file.path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A yes/no that every copy of a value shares, read and set from any thread.
final class SharedFlag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
