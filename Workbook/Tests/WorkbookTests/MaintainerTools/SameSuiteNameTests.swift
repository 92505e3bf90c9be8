import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// Two katas may name a suite alike: Kata12 and Kata14 both had `Stage1RowsTests`, with
/// `rowShowsOrder()` in each. `swift test list` then adds a source location to those tests alone,
/// whatever their modules, while the run's event stream gives every test one; the tool keeps
/// neither, so the listed IDs and the run's meet, each under its own module.
@Suite("Two katas with a suite of the same name")
struct SameSuiteNameTests {
    /// What `swift test list` printed for two test modules with a `SameTests` each (Swift 6.3.1),
    /// the modules renamed to katas'.
    static let listOutput = """
        [0/1] Planning build
        Kata12Tests.Stage1RowsTests/rowShowsOrder()/Stage1RowsTests.swift:14:6
        Kata12Tests.Stage1RowsTests/totalInLocale(total:)
        Kata14Tests.Stage1RowsTests/rowShowsOrder()/Stage1RowsTests.swift:14:6
        Kata14Tests.Stage1RowsTests/newestFirst()
        Kata14Tests2.Stage2Tests/statusWord(sent:shown:)/Stage2Tests.swift:9:6
        """

    @Test("reads the listed IDs without the source locations the list adds to same-named tests")
    func listedWithoutLocations() {
        #expect(
            TestRun.ids(inList: Self.listOutput) == [
                "Kata12Tests.Stage1RowsTests/rowShowsOrder()",
                "Kata12Tests.Stage1RowsTests/totalInLocale(total:)",
                "Kata14Tests.Stage1RowsTests/rowShowsOrder()",
                "Kata14Tests.Stage1RowsTests/newestFirst()",
                "Kata14Tests2.Stage2Tests/statusWord(sent:shown:)",
            ])
    }

    @Test("keeps a function's own colons when no location follows it")
    func functionColonsKept() {
        #expect(TestRun.stripLocation("K1Tests.S/rejects(q:)") == "K1Tests.S/rejects(q:)")
        #expect(TestRun.stripLocation("K1Tests.S/rejects(q:)/S.swift:9:6") == "K1Tests.S/rejects(q:)")
    }

    @Test("judges Kata14 by its own tests when Kata12 has a suite of the same name")
    func judgedByModule() {
        let kata = Kata(
            number: 14, folder: "Kata14_Sample",
            exerciseFolder: URL(fileURLWithPath: "/nowhere/Katas/Kata14_Sample"),
            solutionFolder: URL(fileURLWithPath: "/nowhere/Solutions/Kata14_Sample"),
            readme: KataReadme(text: ""))
        let ids = [
            "Kata14Tests.Stage1RowsTests/rowShowsOrder()", "Kata14Tests.Stage1RowsTests/newestFirst()",
            "Kata14Tests2.Stage2Tests/statusWord(sent:shown:)",
        ]
        func run(passing: Bool) -> TestRun {
            TestRun(
                tests: ids.map {
                    TestResult(
                        id: $0, displayName: $0, file: "", line: 0,
                        cases: [
                            CaseResult(
                                arguments: "",
                                issues: passing ? [] : [Issue(message: "no", fileID: "F.swift", line: 1)])
                        ])
                }, endedNormally: true)
        }

        let problems = Verify.judge(
            kata: kata, listed: TestRun.ids(inList: Self.listOutput), stub: run(passing: false),
            stubKilled: false, reference: run(passing: true))

        #expect(problems == [])
    }
}
