import Foundation
import Testing

@testable import MaintainerTools
@testable import WorkbookKit

@Suite("Judging a kata's runs")
struct VerifyJudgeTests {
    let kata = Kata(
        number: 7, folder: "Kata7_Sample",
        exerciseFolder: URL(fileURLWithPath: "/nowhere/Katas/Kata7_Sample"),
        solutionFolder: URL(fileURLWithPath: "/nowhere/Solutions/Kata7_Sample"), readme: KataReadme(text: ""))
    let listed = ["Kata7Tests.S/a()", "Kata7Tests.S/b()"]

    func run(_ outcomes: [(String, [Bool])], ended: Bool = true, unfinished: [String] = []) -> TestRun {
        let tests = outcomes.map { id, cases in
            TestResult(
                id: id, displayName: id, file: "", line: 0,
                cases: cases.enumerated().map { index, passed in
                    CaseResult(
                        arguments: cases.count == 1 ? "" : "\(index)",
                        issues: passed ? [] : [Issue(message: "no", fileID: "F.swift", line: 1)])
                })
        }
        return TestRun(tests: tests, endedNormally: ended, unfinished: unfinished)
    }

    @Test("is satisfied when every case fails on the stub and passes on the reference")
    func honestKata() {
        let problems = Verify.judge(
            kata: kata, listed: listed,
            stub: run([("Kata7Tests.S/a()", [false]), ("Kata7Tests.S/b()", [false, false])]),
            stubKilled: false,
            reference: run([("Kata7Tests.S/a()", [true]), ("Kata7Tests.S/b()", [true, true])]))

        #expect(problems == [])
    }

    @Test("names a case that passes on the stub and one that fails on the reference")
    func dishonestCases() {
        let problems = Verify.judge(
            kata: kata, listed: listed,
            stub: run([("Kata7Tests.S/a()", [false]), ("Kata7Tests.S/b()", [false, true])]),
            stubKilled: false,
            reference: run([("Kata7Tests.S/a()", [false]), ("Kata7Tests.S/b()", [true, true])]))

        #expect(
            problems == [
                "passes on the untouched stub: \"Kata7Tests.S/b()\" [1]",
                "fails on the reference: \"Kata7Tests.S/a()\": no (F.swift:1)",
            ])
    }

    @Test("reports a crashed stub run with the test that was running, and a filter that selects too much")
    func crashAndStrayTests() {
        let problems = Verify.judge(
            kata: kata, listed: listed + ["Kata70Tests.S/c()"],
            stub: run(
                [("Kata7Tests.S/a()", [false]), ("Kata70Tests.S/c()", [false])], ended: false,
                unfinished: ["c"]),
            stubKilled: false, reference: run([("Kata7Tests.S/a()", [true]), ("Kata7Tests.S/b()", [true])]))

        #expect(
            problems == [
                "the stub run crashed while running \"c\": a stub must never trap (fatalError, try!, a force unwrap)",
                "`swift test --filter 'Kata7Tests'` also selects Kata70Tests.S/c()",
            ])
    }
}

@Suite("Reading a kata README")
struct KataReadmeTests {
    static let text = """
        ---
        title: Entity
        grade: 1
        minutes: 15
        layer: Domain
        ---
        # Kata1 · Entity
        ## Prompt
        Say this.
        ## Requirements
        Order
        - keeps what it was given
        - rejects a blank ID
        ## Run
        ```
        ## not a heading inside code
        ```
        """

    @Test("reads the heading, front matter, sections and bullets")
    func readsTheParts() {
        let readme = KataReadme(text: Self.text)

        #expect(readme.heading == "Kata1 · Entity")
        #expect(readme.fields == ["title": "Entity", "grade": "1", "minutes": "15", "layer": "Domain"])
        #expect(readme.sectionOrder == ["Prompt", "Requirements", "Run"])
        #expect(readme.bulletItems(of: "Requirements") == ["keeps what it was given", "rejects a blank ID"])
    }

    @Test("names each missing section, and accepts a complete README")
    func namesMissingSections() {
        let complete =
            Self.text.replacingOccurrences(of: "## Run", with: "## Given\n- a file\n## Run")
            + "\n## Layers\nA diagram."

        #expect(
            KataReadme(text: Self.text).problems == ["no \"## Given\" section", "no \"## Layers\" section"])
        #expect(KataReadme(text: complete).problems == [])
    }

    @Test(
        "refuses a section of the interviewer's sheet in the candidate's README",
        arguments: ["Hints", "Follow-ups", "Talking points", "Rubric"])
    func refusesSheetSections(section: String) {
        let text =
            Self.text.replacingOccurrences(of: "## Run", with: "## Given\n- a file\n## Run")
            + "\n## Layers\nA diagram.\n## \(section)\n- Something for the interviewer."

        #expect(
            KataReadme(text: text).problems == [
                "\"## \(section)\" belongs in the interviewer's sheet, not the candidate's README"
            ])
    }

    @Test("names sections out of order")
    func order() {
        let text = Self.text.replacingOccurrences(
            of: "## Run", with: "## Layers\nA diagram.\n## Given\n- a file\n## Run")

        #expect(
            KataReadme(text: text).problems == [
                "the sections are not in the order Prompt, Requirements, Given, Run, Layers"
            ])
    }
}

@Suite("Reading an xUnit report")
struct XUnitReportTests {
    @Test("accepts a well-formed report, escaped characters included")
    func wellFormed() {
        let report =
            #"<?xml version="1.0"?><testsuites><testcase name="a &lt; b → &quot;€&quot;"/></testsuites>"#

        #expect(XUnitReport.problem(in: Data(report.utf8)) == nil)
    }

    @Test("names the line and column where a control character makes a report unreadable")
    func controlCharacter() throws {
        let report = "<?xml version=\"1.0\"?>\n<testsuites><testcase name=\"bad \u{1B}[0m\"/></testsuites>"

        let problem = try #require(XUnitReport.problem(in: Data(report.utf8)))

        #expect(problem.hasPrefix("is not well-formed XML (line 2, column "))
        #expect(!problem.contains("NSXMLParserErrorDomain"))
    }

    @Test(
        "rejects a character XML 1.0 does not allow, raw or as a reference, and broken markup",
        arguments: ["<a>\u{7}</a>", "<a>&#27;</a>", "<a>&#x1b;</a>", "<a><b></a>", "<a>", ""])
    func otherProblems(report: String) {
        #expect(XUnitReport.problem(in: Data(report.utf8)) != nil)
    }

    @Test("finds the report Swift Testing writes beside the path it was given")
    func reportPath() {
        let path = URL(fileURLWithPath: "/tmp/run/report.xml")

        #expect(XUnitReport.swiftTestingFile(for: path).path == "/tmp/run/report-swift-testing.xml")
    }
}

@Suite("A kata's test folder as verify reads it")
struct TestFolderCheckTests {
    @Test("verify names a symbolic link among a kata's tests, and nothing when every file is real")
    func linkNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write("struct Counter {}\n", to: "Katas/Kata7_Sample/Counter.swift")
        try folder.write("func fixture() {}\n", to: "Tests/Kata7/Support/Fixtures.swift")
        try folder.write("import Testing\n", to: "Tests/Kata7/Tests/CounterTests.swift")
        let workspace = Workspace(root: folder.url)
        let kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
        #expect(Verify.linkProblems(kata, in: workspace).isEmpty)

        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Tests/Kata7/Tests2"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Tests/Kata7/Tests2/Fixtures.swift").path,
            withDestinationPath: "../Support/Fixtures.swift")

        #expect(
            Verify.linkProblems(kata, in: workspace) == [
                "Tests/Kata7/Tests2/Fixtures.swift is a symbolic link: move the file itself into "
                    + "Tests/Kata7/Support/ and import it from both halves"
            ])
    }
}
