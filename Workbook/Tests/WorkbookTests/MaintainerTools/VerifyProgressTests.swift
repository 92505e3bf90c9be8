import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// What `verify` says while it runs: how long first, then each step, and a word at least every few
/// seconds, judged on instants given rather than on a clock.
@Suite("Verify's progress")
struct VerifyProgressTests {
    let start = ContinuousClock.now

    @Test("says first how long verify takes, with the date the figure was measured, and its steps")
    func announcement() {
        let line = VerifyProgress.announcement(steps: 16, katas: 12)

        #expect(line.contains("about \(VerifyProgress.measured.minutes) minutes"))
        #expect(line.contains("measured \(VerifyProgress.measured.on)"))
        #expect(line.contains("16 steps") && line.contains("12 katas"))
    }

    @Test("a step is named with its number of all, and the time since verify began")
    func stepLine() {
        var state = VerifyProgress.State(total: 16, stepStarted: start, lastLine: start)
        state.step = 3
        state.name = "Kata2's suite against the stub…"

        #expect(
            VerifyProgress.stepLine(state, elapsed: .seconds(125))
                == "[3/16 · 2:05] Kata2's suite against the stub…")
    }

    @Test("between steps, a line says which step is still going, for how long, and the build's step")
    func stillLine() {
        var state = VerifyProgress.State(total: 16, stepStarted: start, lastLine: start)
        state.step = 1
        state.detail = "[12/40] Compiling Kata2"

        #expect(
            VerifyProgress.stillLine(state, elapsed: .seconds(610), now: start + .seconds(65))
                == "  … 10:10, step 1 of 16 still going (1:05): [12/40] Compiling Kata2")
    }

    @Test("a log gets a line once five quiet seconds have passed, not before")
    func quietLimit() {
        #expect(!VerifyProgress.isDue(lastLine: start, now: start + .milliseconds(4_900)))
        #expect(VerifyProgress.isDue(lastLine: start, now: start + .seconds(5)))
    }

    @Test("a line of the log stays one line: a long build step is cut to the width, with a mark")
    func fitted() {
        let line = "  … 1:26, step 2 of 16 still going (0:35): [139/203] Emitting module Kata7Support"

        #expect(VerifyProgress.fitted(line, width: 80).count == 79)
        #expect(VerifyProgress.fitted(line, width: 80).hasSuffix("Kata7Supp…"))
        #expect(VerifyProgress.fitted("  … 0:05", width: 80) == "  … 0:05")
    }
}
