import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

@Suite("Saying how a mutant was caught")
struct MutantVerdictTests {
    func test(_ issues: [String]) -> TestResult {
        TestResult(
            id: "Kata8Tests.S/a()", displayName: "a", file: "", line: 0,
            cases: [
                CaseResult(
                    arguments: "", issues: issues.map { Issue(message: $0, fileID: "F.swift", line: 1) })
            ])
    }

    @Test("a failed expectation is a clean catch")
    func failedExpectation() {
        let verdict = MutantRun.verdict(
            on: [test(["Expectation failed: (sut.state → idle) == .searching(\"tea\")"]), test([])],
            endedNormally: true, stopped: false)

        #expect(verdict == .caught(how: nil))
    }

    @Test("a test stopped by its time limit is said, even beside a failed expectation")
    func timeLimit() {
        let verdict = MutantRun.verdict(
            on: [
                test(["Time limit was exceeded: 60.000 seconds", "gave up waiting"]),
                test(["Expectation failed"]),
            ],
            endedNormally: true, stopped: false)

        #expect(verdict == .caught(how: "a test ran over its time limit"))
    }

    @Test("a run that ended by itself abnormally crashed; one that was stopped ran over its time limit")
    func crashAndHang() {
        #expect(
            MutantRun.verdict(on: [test([])], endedNormally: false, stopped: false)
                == .caught(how: "the test program crashed"))
        #expect(
            MutantRun.verdict(on: [test([])], endedNormally: false, stopped: true)
                == .caught(how: "the suite ran over its time limit"))
        #expect(
            MutantRun.verdict(on: [test(["Expectation failed"])], endedNormally: false, stopped: true)
                == .caught(how: "the suite ran over its time limit"),
            "the failed expectation came, but the candidate waited for the limit to see it")
    }

    @Test("a suite that still passes, or runs nothing, lets the mutant survive")
    func survivors() {
        #expect(
            MutantRun.verdict(on: [test([])], endedNormally: true, stopped: false)
                == .survived("every test still passes"))
        #expect(MutantRun.verdict(on: [], endedNormally: true, stopped: false) == .survived("no test ran"))
    }
}
