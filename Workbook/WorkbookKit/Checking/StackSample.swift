import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The threads of a stuck test program, read with the system's debugger (gdb on Linux, lldb on
/// macOS) before the tool ends it: where a hang is, in the candidate's code.
public struct StackSample: Sendable, Equatable {
    /// Each thread's frames, top first, with Swift names demangled.
    public var threads: [[StackFrame]]
    /// Why there are none, when there are none.
    public var missing: NoStack?

    public init(threads: [[StackFrame]], missing: NoStack? = nil) {
        self.threads = threads
        self.missing = threads.isEmpty ? missing ?? .printedNone : nil
    }

    /// How long a debugger may take to attach and print every thread: gdb reads the test
    /// program's debug information first, a few seconds.
    static let timeLimit: TimeInterval = 20

    /// Samples the test program that `root` (`swift test`) started: the process under it that
    /// started nothing itself. Nil when there is no such process; no threads, and why, when there
    /// is no debugger on the PATH, macOS would refuse or ask first, or the debugger could not attach.
    static func take(under root: pid_t, swift: URL, in directory: URL) -> StackSample? {
        let environment = ProcessInfo.processInfo.environment
        guard let target = testProgram(under: root, in: ProcessTree.table()) else { return nil }
        guard let (debugger, arguments) = debugger(for: target, path: environment["PATH"] ?? "") else {
            return StackSample(threads: [], missing: .noDebugger)
        }
        if debugger.lastPathComponent == "lldb",
            let refusal = DebuggerAccess.check(pid: target, in: directory)
        {
            return StackSample(threads: [], missing: refusal)
        }
        guard
            let outcome = try? ChildRun(
                debugger, arguments, in: directory, environment: environment, timeout: timeLimit
            ).run()
        else { return StackSample(threads: [], missing: .noDebugger) }
        if outcome.timedOut { return StackSample(threads: [], missing: .tooSlow) }
        let threads =
            debugger.lastPathComponent == "gdb"
            ? StackText.threads(inGDB: outcome.output) : StackText.threads(inLLDB: outcome.output)
        guard !threads.isEmpty else {
            let words = NoStack.complaint(inDebuggerOutput: outcome.output)
            return StackSample(threads: [], missing: words.map(NoStack.refused) ?? .printedNone)
        }
        return StackSample(threads: demangled(threads, swift: swift, in: directory))
    }

    /// The process under `root` that started nothing: the test program (`…PackageTests.xctest` on
    /// Linux, the testing helper that loads the bundle on macOS), not the package manager.
    static func testProgram(under root: pid_t, in table: [ProcessTree.Entry]) -> pid_t? {
        let members = ProcessTree.members(of: root, in: table).subtracting([root])
        let running = table.filter { members.contains($0.pid) && $0.state != "Z" }
        return running.first { entry in !running.contains { $0.parent == entry.pid } }?.pid
    }

    /// gdb, else lldb, found on the PATH, with the arguments that print every thread's stack.
    static func debugger(for pid: pid_t, path: String) -> (URL, [String])? {
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        func find(_ name: String) -> URL? {
            directories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        }
        if let gdb = find("gdb") {
            return (
                gdb,
                [
                    "-nx", "-batch", "-p", "\(pid)", "-iex", "set debuginfod enabled off",
                    "-ex", "thread apply all bt",
                ]
            )
        }
        if let lldb = find("lldb") {
            return (lldb, ["-p", "\(pid)", "--batch", "-o", "thread backtrace all"])
        }
        return nil
    }

    /// gdb prints Swift names mangled (`$s5Kata15OrderV9itemCountSivg`): `swift demangle` gives
    /// the names the candidate wrote (`Order.itemCount.getter`). A name it cannot read is kept.
    static func demangled(_ threads: [[StackFrame]], swift: URL, in directory: URL) -> [[StackFrame]] {
        let names = StackText.mangledNames(in: threads.flatMap { $0 })
        guard !names.isEmpty,
            let outcome = try? ChildRun(
                swift, ["demangle", "--compact", "--simplified"] + names, in: directory,
                environment: ProcessInfo.processInfo.environment, timeout: 10
            ).run(),
            outcome.status == 0
        else { return threads }
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= names.count else { return threads }
        let readable = Dictionary(zip(names, lines), uniquingKeysWith: { first, _ in first })
        return threads.map { frames in
            frames.map { frame in
                var frame = frame
                if let name = readable[frame.function], !name.isEmpty { frame.function = name }
                return frame
            }
        }
    }
}
