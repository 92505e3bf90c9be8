import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// Runs a small shell script as the tool runs `swift test`: a tree of processes that never end
/// on their own, some in a process group of their own, as the package manager starts the test
/// program. Each prints its process ID, so the test can look for it afterwards.
/// The phases a run reported, in order.
final class Phases: Sendable {
    let list = Mutex<[RunPhase]>([])
}

@Suite("Ending a run")
struct ChildRunTests {
    /// Two processes are put in a process group of their own (`setpgrp`, as the package manager
    /// starts the test program), the second a shell that starts a grandchild. Every process prints
    /// its ID; the last one to start then writes `ready`, and prints `treeReady`. Not `set -m`: a
    /// shell's job control reaches for the terminal, and under one (verify in a terminal) it stops
    /// its own process group, the test program with it, before it starts anything.
    static let tree = """
        perl -e 'setpgrp(0, 0); exec @ARGV' sleep 1000 &
        echo "pid $!"
        echo "pid $$"
        perl -e 'setpgrp(0, 0); exec @ARGV' sh -c \
          'sleep 1000 & echo "pid $!"; echo "pid $$"; touch "$1"; echo tree-ready; wait' inner "$1" &
        wait
        """
    static let treeReady = "tree-ready"

    func run(
        _ script: String, timeout: TimeInterval, marker: (String, TimeInterval)? = nil,
        control: RunControl? = nil, phases: Phases? = nil, ready: URL
    ) throws -> SwiftTool.Outcome {
        var child = ChildRun(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", ready.path],
            in: FileManager.default.temporaryDirectory, environment: ["PATH": "/usr/bin:/bin"],
            timeout: timeout)
        child.progress = { phase in phases?.list.withLock { $0.append(phase) } }
        child.afterMarker = marker.map { (marker: $0.0, timeout: $0.1) }
        child.control = control
        return try child.run()
    }

    static func pids(in output: String) -> [pid_t] {
        output.split(separator: "\n").compactMap { line in
            line.hasPrefix("pid ") ? pid_t(line.dropFirst(4)) : nil
        }
    }

    @Test("a run cancelled through its control ends the child and every process it started")
    func cancelEndsTheTree() throws {
        let folder = try TemporaryFolder()
        let ready = folder.url.appendingPathComponent("ready")
        let control = RunControl { FileManager.default.fileExists(atPath: ready.path) }

        let outcome = try run(Self.tree, timeout: 600, control: control, ready: ready)

        let pids = Self.pids(in: outcome.output)
        #expect(pids.count == 4)
        #expect(outcome.cancelled)
        #expect(!outcome.timedOut)
        #expect(pids.filter(ProcessTree.isRunning) == [])
    }

    @Test("a run over its time limit ends the child and every process it started")
    func timeLimitEndsTheTree() throws {
        let folder = try TemporaryFolder()
        let ready = folder.url.appendingPathComponent("ready")

        // The limit counts from the moment the whole tree runs: counted from the start, a busy
        // machine could reach it before the tree had started (and the test would prove nothing).
        // That the limit from the start is reached is `TimeLimits`' to prove, with no clock.
        let outcome = try run(Self.tree, timeout: 600, marker: (Self.treeReady, 0.2), ready: ready)

        let pids = Self.pids(in: outcome.output)
        #expect(pids.count == 4)
        #expect(outcome.timedOut)
        #expect(outcome.killed)
        #expect(pids.filter(ProcessTree.isRunning) == [])
    }

    @Test("what a child started and left behind when it ended on its own is ended too")
    func orphansEnded() throws {
        let folder = try TemporaryFolder()
        let release = folder.url.appendingPathComponent("release")
        // The shell leaves a `sleep` behind once told to go: an orphan, as a test program
        // is when the package manager dies. The control tells it to go after a second of runs.
        let script = """
            sleep 1000 &
            echo "pid $!"
            while [ ! -e "$1" ]; do sleep 0.02; done
            """
        let calls = Mutex(0)
        let control = RunControl {
            if calls.withLock({ count in
                count += 1
                return count == 12
            }) {
                _ = FileManager.default.createFile(atPath: release.path, contents: nil)
            }
            return false
        }

        // Were the orphan to hold the run, the time limit would end it.
        let outcome = try run(script, timeout: 30, control: control, ready: release)

        let pids = Self.pids(in: outcome.output)
        #expect(pids.count == 1)
        #expect(!outcome.cancelled && !outcome.killed && !outcome.timedOut)
        #expect(outcome.status == 0)
        #expect(pids.filter(ProcessTree.isRunning) == [])
    }

    @Test("the time limit of the tests counts from the end of the build, which is reported")
    func limitAfterTheBuild() throws {
        let folder = try TemporaryFolder()
        let phases = Phases()
        let script = "echo '[1/2] Compiling Thing.swift'; echo 'Build complete! (0.1s)'; exec sleep 1000"

        let outcome = try run(
            script, timeout: 600, marker: (SwiftTool.buildCompleteMarker, 0.3), phases: phases,
            ready: folder.url.appendingPathComponent("ready"))

        #expect(outcome.timedOut)
        #expect(phases.list.withLock { $0.last } == .testing)
    }

    @Test("a run that ends on its own is neither cancelled nor timed out")
    func normalEnd() throws {
        let folder = try TemporaryFolder()

        let outcome = try run(
            "echo done", timeout: 600, control: RunControl(),
            ready: folder.url.appendingPathComponent("ready"))

        #expect(outcome.output == "done\n")
        #expect(outcome.status == 0)
        #expect(!outcome.cancelled && !outcome.timedOut && !outcome.killed)
    }

    /// A crash's register dump holds two-byte characters, and the package manager's own line can
    /// land between their bytes: the output is then not valid UTF-8.
    @Test("output with a character cut in two keeps the build's end and the crash")
    func brokenCharacter() throws {
        let folder = try TemporaryFolder()
        // \303 opens a two-byte character that the next line never finishes.
        let script =
            "printf 'Build complete! (0.1s)\\nrbp 0x7f \\303'; printf 'error: exited with signal 4\\n'"

        let outcome = try run(
            script, timeout: 600, marker: (SwiftTool.buildCompleteMarker, 600),
            ready: folder.url.appendingPathComponent("ready"))

        #expect(outcome.output.contains(SwiftTool.buildCompleteMarker))
        #expect(outcome.output.contains("\u{FFFD}error: exited with signal 4"))
    }

    @Test("finds a process's descendants and the members of the group it leads, not itself")
    func members() {
        let me = getpid()
        let table = [
            ProcessTree.Entry(pid: 100, parent: me, group: 100, session: 100, state: "S"),
            ProcessTree.Entry(pid: 101, parent: 100, group: 100, session: 100, state: "S"),
            // The test program: a group of its own under the package manager.
            ProcessTree.Entry(pid: 102, parent: 101, group: 102, session: 100, state: "R"),
            // Orphaned (its parent died), still in the session.
            ProcessTree.Entry(pid: 103, parent: 1, group: 103, session: 100, state: "R"),
            ProcessTree.Entry(pid: 200, parent: me, group: 200, session: 200, state: "S"),
            ProcessTree.Entry(pid: me, parent: 1, group: me, session: me, state: "R"),
        ]

        #expect(ProcessTree.members(of: 100, in: table) == [100, 101, 102, 103])
    }

    @Test("reads a process's parent, group and session even when its name holds spaces and parentheses")
    func statLine() {
        let entry = ProcessTree.entry(pid: 42, stat: "42 (a (b) c) S 7 42 40 0 -1 4194560")

        #expect(entry == ProcessTree.Entry(pid: 42, parent: 7, group: 42, session: 40, state: "S"))
        #expect(
            ProcessTree.entry(pid: 9, stat: "9 (x) R 1 9 9 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 4242 0 0")?.started
                == 4242)
    }

    @Test("reads macOS's ps table, whose session column is a kernel pointer, and finds the same tree")
    func macOSProcessTable() {
        // `ps -A -o pid=,ppid=,pgid=,sess=,stat=,lstart=` as macOS prints it under LC_ALL=C and
        // TZ=UTC: right-aligned columns, the session as a pointer (0 or hex), states with flags,
        // the start time last. 501 is `swift test`, 502 the package manager's helper, 503 the
        // test program in a group of its own, 504 a zombie.
        let text = """
                1     0     1      0 Ss   Mon Nov  2 08:00:01 2026
              412     1   412      0 S    Wed Nov 25 09:15:00 2026
              501   412   501 ffffff80266e1b40 S+   Wed Nov 25 17:24:21 2026
              502   501   501 ffffff80266e1b40 S+   Wed Nov 25 17:24:22 2026
              503   502   503      0 R    Wed Nov 25 17:24:30 2026
              504   503   503      0 Z    Wed Nov 25 17:24:31 2026
              610   412   610      0 Ss   Thu Feb 29 23:59:59 2024
            """

        let table = ProcessTree.entries(psOutput: text)

        #expect(table.count == 7)
        #expect(
            table[2]
                == ProcessTree.Entry(
                    pid: 501, parent: 412, group: 501, session: 0, state: "S", started: 1_795_627_461))
        #expect(table[5].state == "Z")
        #expect(table[6].started == 1_709_251_199, "a leap day's start time is read as that day")
        #expect(ProcessTree.members(of: 501, in: table) == [501, 502, 503, 504])
    }

    @Test("on macOS too, what a run started is remembered with its start time, so it can be ended")
    func macOSDescendantsRemembered() {
        let text = """
              501   412   501      0 S+   Wed Nov 25 17:24:21 2026
              502   501   501      0 S+   Wed Nov 25 17:24:22 2026
              503   502   503      0 R    Wed Nov  4 07:05:09 2026
            """

        let remembered = ProcessTree.descendants(of: 501, in: ProcessTree.entries(psOutput: text))

        #expect(remembered == [502: 1_795_627_462, 503: 1_793_775_909])
    }

    @Test("a ps row whose start time is not a date keeps no start time, so it is never ended by one")
    func unreadableStartTime() {
        let table = ProcessTree.entries(psOutput: "  7   1   7   0 S   mer. 25 nov. 17:24:21 2026")

        #expect(table.map(\.pid) == [7])
        #expect(table.first?.started == 0)
    }

    @Test(
        "the system's own ps gives this process its start time, as the tool asks for it",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/ps")))
    func livePsTable() {
        let me = ProcessTree.psTable().first { $0.pid == getpid() }

        #expect(me != nil, "ps listed no row for this process")
        #expect((me?.started ?? 0) > 1_700_000_000, "its start time was not read as a date")
    }
}

/// The log a run was seen writing to.
final class SeenLog: Sendable {
    let path = Mutex<String?>(nil)
}

@Suite("Temporary files")
struct TemporaryFilesTests {
    @Test("a run's log is listed for the way out while it runs, and gone after it")
    func runLogListed() throws {
        let token = "run-\(UUID().uuidString)"
        let seen = SeenLog()
        // Stops the run as soon as its log, found among the listed files by its content, exists.
        let control = RunControl {
            let mine = TemporaryFiles.shared.listed.first { path in
                (try? String(contentsOfFile: path, encoding: .utf8))?.contains(token) ?? false
            }
            seen.path.withLock { $0 = $0 ?? mine }
            return mine != nil
        }

        var child = ChildRun(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "echo \(token); exec sleep 1000"],
            in: FileManager.default.temporaryDirectory, environment: ["PATH": "/usr/bin:/bin"], timeout: 600)
        child.control = control
        let outcome = try child.run()

        let log = try #require(seen.path.withLock { $0 })
        #expect(outcome.cancelled)
        #expect(!FileManager.default.fileExists(atPath: log))
        #expect(!TemporaryFiles.shared.listed.contains(log))
    }

    @Test("every file listed is removed by the way out, and forgotten")
    func removeAll() throws {
        let files = TemporaryFiles()
        let log = files.make("log", suffix: ".log")
        let events = files.make("events", suffix: ".jsonl")
        try Data("x".utf8).write(to: log)
        try Data("y".utf8).write(to: events)

        files.removeAll()

        #expect(!FileManager.default.fileExists(atPath: log.path))
        #expect(!FileManager.default.fileExists(atPath: events.path))
        #expect(files.listed.isEmpty)
    }
}

@Suite("The build's progress")
struct BuildStepTests {
    @Test("a kata or its tests compiling is named by its module, not by its first file")
    func kataModules() {
        #expect(SwiftTool.shownStep("[5/6] Compiling Kata1 OrderError.swift") == "[5/6] Compiling Kata1")
        #expect(
            SwiftTool.shownStep("[7/12] Compiling Kata12Tests Fixtures.swift")
                == "[7/12] Compiling Kata12Tests")
    }

    @Test("every other step reads as the package manager wrote it")
    func otherSteps() {
        for line in [
            "[12/40] Compiling WorkbookKit Session.swift", "[4/6] Emitting module Kata1",
            "[8/9] Linking CleanArchitectureKatasPackageTests.xctest",
            "[3/5] Compiling KataTools Helper.swift",
        ] {
            #expect(SwiftTool.shownStep(Substring(line)) == line)
        }
    }
}
