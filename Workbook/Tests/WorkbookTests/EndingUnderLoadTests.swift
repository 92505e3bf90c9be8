import Foundation
import Testing

@testable import WorkbookKit

/// What makes ending a run hold on a busy machine, where a child waits its turn for the processor:
/// the limits are judged on instants given, not on a clock that runs while the test waits, and a
/// tree still starting processes when it is ended leaves none behind.
@Suite("Ending a run on a busy machine")
struct EndingUnderLoadTests {
    let start = ContinuousClock.now

    @Test("the time limit from the start is reached once the time is past it, not before")
    func limitFromTheStart() {
        let limits = TimeLimits(started: start, timeout: 1.5, afterMarker: 0.2)

        #expect(limits.stop(at: start + .milliseconds(1_400), control: nil) == nil)
        #expect(limits.stop(at: start + .milliseconds(1_600), control: nil) == .timedOut)
    }

    @Test("the limit after the marker counts from the marker, and only once it is seen")
    func limitAfterTheMarker() {
        var limits = TimeLimits(started: start, timeout: 600, afterMarker: 0.2)
        #expect(limits.stop(at: start + .seconds(30), control: nil) == nil)

        limits.markerSeen(at: start + .seconds(30))
        limits.markerSeen(at: start + .seconds(40))

        #expect(limits.stop(at: start + .milliseconds(30_100), control: nil) == nil)
        #expect(limits.stop(at: start + .milliseconds(30_300), control: nil) == .timedOut)
    }

    @Test("a cancel wins over a limit passed at the same moment")
    func cancelWins() {
        let limits = TimeLimits(started: start, timeout: 1, afterMarker: nil)
        let control = RunControl()
        control.cancel()

        #expect(limits.stop(at: start + .seconds(5), control: control) == .cancelled)
    }

    /// The child starts a `sleep` after another, without end; the control ends it while it does.
    /// Every process it started carries a token in its environment: once the run is over, none
    /// that carries it may still run, the ones it started in the instant it was ended included.
    @Test(
        "a tree still starting processes when it is ended leaves none of them running",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ")))
    func endedWhileStarting() throws {
        let folder = try TemporaryFolder()
        let ready = folder.url.appendingPathComponent("ready")
        let token = "WORKBOOK_TREE_\(UUID().uuidString.prefix(8))"
        let script = """
            i=0
            while true; do
              sleep 1000 &
              i=$((i + 1))
              if [ $i -eq 20 ]; then touch "$1"; fi
            done
            """
        var child = ChildRun(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", ready.path],
            in: FileManager.default.temporaryDirectory,
            environment: ["PATH": "/usr/bin:/bin", "TOKEN": token], timeout: 600)
        child.control = RunControl { FileManager.default.fileExists(atPath: ready.path) }

        let outcome = try child.run()

        #expect(outcome.cancelled)
        let left = ProcessTree.table().filter { entry in
            entry.state != "Z" && entry.state != "X"
                && ((try? String(contentsOfFile: "/proc/\(entry.pid)/environ", encoding: .isoLatin1))?
                    .contains(token) ?? false)
        }
        #expect(left.map(\.pid) == [], "still running after the run was ended")
    }
}
