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

@Suite("A mutant catalogue against the reference as it is")
struct MutantCatalogueTests {
    @Test("verify names a mutant whose text the reference no longer has, before anything is built")
    func staleMutant() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(
            "/// Counts.\n///\n/// Never below zero.\nstruct Counter {}\n",
            to: "Solutions/Kata7_Sample/Counter.swift")
        try folder.write(
            """
            [{"name": "still there", "file": "Counter.swift", "edits": [{"find": "struct Counter {}", "replace": "struct Counter { }"}]},
             {"name": "gone", "file": "Counter.swift", "edits": [{"find": "/// Counts.\\n/// Never", "replace": "x"}]}]
            """, to: "Tests/Mutants/Kata7_Sample.json")
        let workspace = Workspace(root: folder.url)
        let kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))

        let problems = Verify.catalogueProblems(kata, in: workspace).filter { $0.contains("mutant") }

        #expect(problems.count == 1, "only the stale mutant is named: \(problems)")
        #expect(problems.first?.contains("mutant \"gone\" looks for text that occurs 0 times") == true)
    }
}
