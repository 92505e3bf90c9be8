import Foundation
import Testing

@testable import WorkbookKit

@Suite("Reporting a check")
struct CheckReportTests {
    let kata = sampleKata(
        readme: """
            ---
            title: Sample
            grade: 1
            minutes: 15
            layer: Domain
            ---
            ## Requirements
            Thing
            - keeps what it was given
            - rejects a bad quantity
            Other
            - counts the lines
            """,
        sheet: """
            ## Hints
            1. Look at the initializer.
            2. Trim the name.
            3. Write the table.
            """)
    let root = URL(fileURLWithPath: "/work/book")

    func failure(_ line: Int) -> WorkbookKit.Issue {
        Issue(
            message: "Expectation failed: (x → 0) == 1", fileID: "Kata7Tests/ThingTests.swift", line: line,
            filePath: "/work/book/Tests/Kata7/Tests/Nested/ThingTests.swift")
    }

    /// Finished in another order than the README's, as a parallel run does.
    var run: TestRun {
        TestRun(
            tests: [
                TestResult(
                    id: "Kata7Tests.OtherTests/lines()", displayName: "counts the lines", file: "O.swift",
                    line: 3,
                    cases: [CaseResult(arguments: "", issues: [])]),
                TestResult(
                    id: "Kata7Tests.ThingTests/rejects(q:)", displayName: "rejects a bad quantity",
                    file: "T.swift",
                    line: 9,
                    cases: [
                        CaseResult(arguments: "0", issues: []),
                        CaseResult(arguments: "-1", issues: [failure(11)]),
                        CaseResult(arguments: "-2", issues: [failure(11)]),
                    ]),
                TestResult(
                    id: "Kata7Tests.ThingTests/keeps()", displayName: "keeps what it was given",
                    file: "T.swift",
                    line: 4, cases: [CaseResult(arguments: "", issues: [failure(5)])]),
                TestResult(
                    id: "OtherModuleTests.S/x()", displayName: "not this kata's", file: "X.swift", line: 1,
                    cases: [CaseResult(arguments: "", issues: [])]),
            ],
            endedNormally: true,
            suiteNames: ["Kata7Tests.ThingTests": "Thing", "Kata7Tests.OtherTests": "Other"])
    }

    @Test("lists the kata's behaviours under their suites in the README's order, summarising cases")
    func behaviours() {
        let report = CheckReport(run: run, kata: kata)

        #expect(
            report.behaviourLines(title: "Kata7 · Sample") == [
                "Kata7 · Sample: 1 of 3 behaviours passing",
                "",
                "Thing",
                "  ✗ keeps what it was given",
                "  ✗ rejects a bad quantity (1 of 3 cases pass)",
                "",
                "Other",
                "  ✓ counts the lines",
            ])
    }

    @Test("keeps a sentence that two suites share under each suite, in the README's order")
    func sharedSentences() {
        let twoSuites = sampleKata(
            readme: """
                ## Requirements
                Every order
                - returns the remote answer
                - survives a failed save
                One order
                - returns the remote answer
                - survives a failed save
                """)
        let tests = [("One", "save"), ("Every", "remote"), ("One", "remote"), ("Every", "save")].map {
            suite, name in
            TestResult(
                id: "Kata7Tests.\(suite)Tests/\(name)()",
                displayName: name == "save" ? "survives a failed save" : "returns the remote answer",
                file: "\(suite).swift", line: 1, cases: [CaseResult(arguments: "", issues: [])])
        }
        let run = TestRun(
            tests: tests, endedNormally: true,
            suiteNames: ["Kata7Tests.EveryTests": "Every order", "Kata7Tests.OneTests": "One order"])

        #expect(
            CheckReport(run: run, kata: twoSuites).behaviourLines(title: "Kata7").dropFirst() == [
                "", "Every order", "  ✓ returns the remote answer", "  ✓ survives a failed save",
                "", "One order", "  ✓ returns the remote answer", "  ✓ survives a failed save",
            ])
    }

    @Test("puts the failing behaviours first, each with its first failure and a path to open")
    func failures() {
        let report = CheckReport(run: run, kata: kata)

        #expect(
            report.lines(title: "Kata7 · Sample", root: root) == [
                "Kata7 · Sample: 1 of 3 behaviours passing",
                "",
                "✗ Thing · keeps what it was given",
                "    Expectation failed: (x → 0) == 1",
                "    at Tests/Kata7/Tests/Nested/ThingTests.swift:5",
                "",
                "✗ Thing · rejects a bad quantity (1 of 3 cases pass)",
                "  ✗ [-1]",
                "    Expectation failed: (x → 0) == 1",
                "    at Tests/Kata7/Tests/Nested/ThingTests.swift:11",
                "  ✗ [-2]",
                "",
                "✓ 1 behaviour passes",
            ])
    }

    @Test(
        "without a path, an issue's place is read from its file ID, in the kata's one folder of tests",
        arguments: [
            ("Kata7Tests/ThingTests.swift", "Tests/Kata7/Tests/ThingTests.swift:5"),
            ("Kata7Tests2/Nested/ThingTests.swift", "Tests/Kata7/Tests2/Nested/ThingTests.swift:5"),
            ("Kata12Support/Fixtures.swift", "Tests/Kata12/Support/Fixtures.swift:5"),
            ("TestClockTests/ClockTests.swift", "Tests/TestClockTests/ClockTests.swift:5"),
            ("Kata7Other/ThingTests.swift", "Tests/Kata7Other/ThingTests.swift:5"),
        ])
    func locationFromFileID(fileID: String, expected: String) {
        let issue = Issue(message: "Expectation failed", fileID: fileID, line: 5)

        #expect(
            CheckReport.location(of: issue, root: root) == expected,
            "the file ID \(fileID) does not point at the file in its folder")
    }

    @Test("behaviours that throw the error just shown are listed by name under it, not repeated")
    func sameErrorOnce() {
        let thrown = Issue(
            message: "Caught error: NotImplemented()", fileID: "Kata7Tests/ThingTests.swift", line: 5,
            filePath: "/work/book/Tests/Kata7/Tests/ThingTests.swift")
        var stub = run
        for index in 0..<3 {
            stub.tests[index].cases = stub.tests[index].cases.map {
                CaseResult(arguments: $0.arguments, issues: [thrown])
            }
        }

        #expect(
            CheckReport(run: stub, kata: kata).lines(title: "Kata7", root: root) == [
                "Kata7: 0 of 3 behaviours passing",
                "",
                "✗ Thing · keeps what it was given",
                "    Caught error: NotImplemented()",
                "    at Tests/Kata7/Tests/ThingTests.swift:5",
                "✗ Thing · rejects a bad quantity (0 of 3 cases pass)",
                "✗ Other · counts the lines",
                "    (each of these throws the same error)",
            ])
        #expect(
            CheckReport(run: stub, kata: kata).lines(title: "Kata7", root: root, every: true).filter {
                $0.contains("NotImplemented")
            }.count == 5)
    }

    @Test("collapses the passing behaviours to one line, counted by suite, after what fails")
    func collapsesPassing() {
        var mostlyGreen = run
        mostlyGreen.tests[1].cases = mostlyGreen.tests[1].cases.map {
            CaseResult(arguments: $0.arguments, issues: [])
        }

        let lines = CheckReport(run: mostlyGreen, kata: kata).lines(title: "Kata7", root: root)

        #expect(lines[2] == "✗ Thing · keeps what it was given")
        #expect(lines.last == "✓ 2 behaviours pass (Thing 1, Other 1)")
        #expect(!lines.contains { $0.contains("counts the lines") })
    }

    @Test("the whole report shows every failure of every case, then every behaviour")
    func wholeReport() {
        var twice = run
        twice.tests[2].cases[0].issues.append(
            Issue(message: "Expectation failed: second", fileID: "Kata7Tests/ThingTests.swift", line: 6))

        let report = CheckReport(run: twice, kata: kata)
        let short = report.lines(title: "Kata7", root: root)
        let whole = report.lines(title: "Kata7", root: root, every: true)

        #expect(report.hasMore)
        #expect(!short.contains("    Expectation failed: second"))
        #expect(whole.contains("    Expectation failed: second"))
        #expect(whole.filter { $0 == "    at Tests/Kata7/Tests/Nested/ThingTests.swift:11" }.count == 2)
        #expect(whole.contains("Every behaviour, in the README's order:"))
        #expect(whole.last == "  ✓ counts the lines")
    }

    @Test("lists every failing case of a parameterised test, however many")
    func everyFailingCase() {
        let cases = (1...5).map { number in
            CaseResult(arguments: "\(number)", issues: number <= 2 ? [] : [failure(20 + number)])
        }
        let test = TestResult(
            id: "Kata7Tests.ThingTests/rejects(q:)", displayName: "rejects a bad quantity", file: "T.swift",
            line: 9, cases: cases)
        let report = CheckReport(
            run: TestRun(tests: [test], endedNormally: true, suiteNames: ["Kata7Tests.ThingTests": "Thing"]),
            kata: kata)

        let lines = report.lines(title: "Kata7", root: root)

        #expect(lines.contains("✗ Thing · rejects a bad quantity (2 of 5 cases pass)"))
        #expect(lines.filter { $0.hasPrefix("  ✗ [") } == ["  ✗ [3]", "  ✗ [4]", "  ✗ [5]"])
    }

    @Test("escapes control characters in case labels, names and messages, so no line breaks")
    func escapes() {
        let blank = TestResult(
            id: "Kata7Tests.ThingTests/blank(name:)", displayName: "rejects a blank product name",
            file: "T.swift", line: 9,
            cases: [
                CaseResult(
                    arguments: "\"\t\n  \"",
                    issues: [
                        Issue(
                            message: "Expectation failed: \"\t\" was\u{1B}[31m red\nsecond line",
                            fileID: "Kata7Tests/ThingTests.swift", line: 12)
                    ])
            ])
        let report = CheckReport(
            run: TestRun(tests: [blank], endedNormally: true, suiteNames: ["Kata7Tests.ThingTests": "Thing"]),
            kata: kata)

        let lines = report.lines(title: "Kata7", root: root) + report.behaviourLines(title: "Kata7")

        #expect(lines.contains(#"  ✗ ["\t\n  "]"#))
        #expect(lines.contains(#"    Expectation failed: "\t" was\u{1B}[31m red"#))
        #expect(lines.contains("    second line"))
        #expect(!lines.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        #expect(CheckReport.escaped("a\r\0b") == #"a\r\0b"#)
    }

    @Test("a long message is folded at 80 columns under its indent, never cut")
    func wrapsAtEighty() {
        let message =
            "Expectation failed: expected error \".invalidTransition(from: Kata1.OrderStatus.delivered, "
            + "to: Kata1.OrderStatus.cancelled)\", but \"notImplemented\" was thrown"
        var long = run
        long.tests[2].cases[0].issues[0].message = message

        let lines = TextLayout.wrap(
            CheckReport(run: long, kata: kata).lines(title: "Kata7", root: root), width: 80)

        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.contains { $0.hasSuffix("was thrown") })
        #expect(lines.filter { $0.hasPrefix("    ") }.count >= 4)
        let folded = lines.drop { !$0.hasPrefix("    Expectation failed") }.prefix {
            !$0.hasPrefix("    at ")
        }
        #expect(folded.map { $0.dropFirst(4) }.joined(separator: " ") == message)
    }

    @Test("folding: a marked line hangs under its text, a word too long is split, a short line is kept")
    func folding() {
        #expect(TextLayout.wrap("✗ one two three", width: 9) == ["✗ one two", "  three"])
        #expect(TextLayout.wrap("  abcdefghij", width: 6) == ["  abcd", "  efgh", "  ij"])
        #expect(TextLayout.wrap("short", width: 80) == ["short"])
        #expect(TextLayout.wrap(["a b", "c"], width: nil) == ["a b", "c"])
    }

    @Test("a fully passing parameterised test shows its number of cases")
    func passingCases() {
        let test = TestResult(
            id: "M.S/f()", displayName: "adds up", file: "", line: 0,
            cases: [CaseResult(arguments: "1", issues: []), CaseResult(arguments: "2", issues: [])])

        #expect(CheckReport.line(for: test) == "✓ adds up (2 cases)")
    }

    @Test("green when every behaviour passes, offering the reference")
    func green() throws {
        let passing = TestRun(
            tests: run.tests.map { test in
                var test = test
                test.cases = test.cases.map { CaseResult(arguments: $0.arguments, issues: []) }
                return test
            }, endedNormally: true)

        let outcome = try Checker.outcome(
            of: FinishedRun(run: passing, output: ""), kata: kata, mode: .exercises, root: root
        )

        #expect(outcome.exitCode == 0)
        #expect(outcome.lines.last?.contains("swift run workbook solution 7 --diff") == true)
    }

    @Test("in the live session the advice names keys, never a command to run")
    func sessionAdvice() throws {
        let red = try Checker.outcome(
            of: FinishedRun(run: run, output: ""), kata: kata, mode: .exercises, root: root,
            audience: .session)
        let blocked = CompileErrors(
            output: "/work/book/Katas/Kata3_Other/A.swift:1:2: error: boom"
        ).lines(kata: kata, mode: .exercises, root: root, audience: .session)

        #expect(!(red.lines + red.wholeLines + blocked).contains { $0.contains("swift run") })
        #expect(blocked.first?.contains("l, its number, then r") == true)
    }

    /// The run above, died while "counts the lines" was running.
    var crashed: TestRun {
        var crashed = run
        crashed.endedNormally = false
        crashed.unfinished = ["counts the lines"]
        crashed.tests[0].finished = false
        return crashed
    }

    @Test("red while something fails, and a crash names the test that was running, first")
    func redAndCrash() throws {
        let red = try Checker.outcome(
            of: FinishedRun(run: run, output: ""), kata: kata, mode: .exercises, root: root)
        let crash = try Checker.outcome(
            of: FinishedRun(run: crashed, output: ""), kata: kata, mode: .exercises, root: root
        )

        #expect(red.exitCode == 1)
        #expect(
            red.lines.last == "`swift run workbook check 7 --all` prints every failure and every behaviour.")
        #expect(red.wholeLines.contains("Every behaviour, in the README's order:"))
        #expect(crash.exitCode == 1)
        // The only test still running is the one that crashed.
        #expect(
            Array(crash.lines.prefix(2)) == [
                "✗ Kata7 crashed in “counts the lines”",
                "Which line of your code cannot be told: it printed no stack.",
            ])
    }

    @Test("a crash shows the trap's location in the kata's folder once, in the first line")
    func crashDetails() throws {
        let trap = "Kata7/Thing.swift:24: Fatal error: boom"

        let outcome = try Checker.outcome(
            of: FinishedRun(run: crashed, output: "noise\n\(trap)\nmore noise\n\(trap)\n"),
            kata: kata, mode: .exercises, root: root)

        #expect(outcome.passing == 0)
        #expect(outcome.lines.contains("✗ Other · counts the lines (crashed here)"))
        #expect(
            outcome.lines.filter { $0.contains("Fatal error") } == [
                "✗ Kata7 crashed in “counts the lines” at Katas/Kata7_Sample/Thing.swift:24: Fatal error: boom"
            ])
        #expect(outcome.lines[0].hasSuffix("Fatal error: boom"))
    }

    @Test("after a crash the total is every behaviour the README lists, and those never run are named")
    func crashTotals() throws {
        // Only "keeps" reported before the program died: a whole suite never started.
        var cut = crashed
        cut.tests = [run.tests[2]]
        cut.unfinished = []

        let outcome = try Checker.outcome(
            of: FinishedRun(run: cut, output: ""), kata: kata, mode: .exercises, root: root)

        #expect(outcome.total == 3)
        #expect(outcome.passing == 0)
        #expect(outcome.lines.contains("Kata7 · Sample: 0 of 3 behaviours pass, 2 not run"))
        #expect(outcome.lines.contains("· Thing · rejects a bad quantity (not run)"))
        #expect(outcome.lines.contains("· Other · counts the lines (not run)"))
    }

    @Test("a test that failed on its own before a crash keeps its own failure and message")
    func ownFailureSurvivesCrash() throws {
        // "keeps" had failed and was still running when the program died.
        var cut = crashed
        cut.tests[2].finished = false

        let outcome = try Checker.outcome(
            of: FinishedRun(run: cut, output: ""), kata: kata, mode: .exercises, root: root)

        #expect(outcome.lines.contains("✗ Thing · keeps what it was given"))
        #expect(outcome.lines.contains("    Expectation failed: (x → 0) == 1"))
        #expect(!outcome.lines.contains { $0.contains("keeps what it was given (") })
    }

    @Test("a run the time limit ended says so first, and counts what is still running as failing")
    func timedOut() throws {
        var stuck = crashed
        stuck.unfinished = ["counts the lines"]

        let outcome = try Checker.outcome(
            of: FinishedRun(run: stuck, output: "", timedOut: 15), kata: kata, mode: .exercises,
            root: root)

        #expect(outcome.exitCode == 1)
        #expect(
            outcome.lines.first
                == "✗ Kata7 hung in “counts the lines”: still running after 15 s, so the tool stopped it.")
        #expect(outcome.lines.contains("✗ Other · counts the lines (stuck here)"))
        #expect(outcome.passing == 0)
    }

    @Test("shows the comments under a failed expectation, as swift test does")
    func comments() {
        var commented = run
        commented.tests[2].cases[0].issues[0].comments = ["load() never asked the use case"]

        let lines = CheckReport(run: commented, kata: kata).failureLines(root: root, limit: 1)

        #expect(
            Array(lines.prefix(5)) == [
                "",
                "✗ Thing · keeps what it was given",
                "    Expectation failed: (x → 0) == 1",
                "    ↳ load() never asked the use case",
                "    at Tests/Kata7/Tests/Nested/ThingTests.swift:5",
            ])
        // Past the limit, a count: a short view (the interview's) keeps the prompt on the screen.
        #expect(lines.suffix(2) == ["", "✗ 1 more failing behaviour (check lists them all)"])
    }

    @Test("a run where none of the kata's tests ran is an error, not a pass")
    func nothingRan() {
        let empty = TestRun(tests: [], endedNormally: true)

        #expect(throws: WorkbookError.self) {
            try Checker.outcome(
                of: FinishedRun(run: empty, output: ""), kata: kata, mode: .exercises,
                root: root)
        }
    }

    @Test("gives hints one at a time, then all of them")
    func hints() {
        let first = Hints.reveal(kata, alreadyShown: 0, all: false)
        let third = Hints.reveal(kata, alreadyShown: 2, all: false)
        let again = Hints.reveal(kata, alreadyShown: 3, all: false)
        let all = Hints.reveal(kata, alreadyShown: 0, all: true)

        #expect(first.lines.first == "Hint 1 of 3: Look at the initializer.")
        #expect(first.shown == 1)
        #expect(third.lines == ["Hint 3 of 3: Write the table."])
        #expect(third.shown == 3)
        #expect(again.lines.count == 4)
        #expect(all.lines.count == 3)
        #expect(all.shown == 3)
    }
}

@Suite("Trimming a compile error")
struct CompileErrorsTests {
    let kata = sampleKata()
    let root = URL(fileURLWithPath: "/work/book")

    static let ownError = """
        /work/book/Katas/Kata7_Sample/Thing.swift:24:9: error: cannot find 'oops' in scope
        22 |     var total: Decimal {
        23 |         oops
           |         `- error: cannot find 'oops' in scope
        25 |     }
        """
    static let testError = """
        /work/book/Tests/Kata7/Tests/ThingTests.swift:8:20: error: value of type 'Thing' has no member 'count'
        8 |         #expect(thing.count == 1)
          |                       `- error: value of type 'Thing' has no member 'count'
        """

    @Test("shows only the errors in the candidate's own files, with relative paths, once each")
    func ownFilesFirst() {
        let output = [
            "[0/1] Planning build", "[4/21] Compiling Kata7 Thing.swift", Self.ownError, "", Self.testError,
            "",
            Self.ownError, "[5/21] Emitting module Kata7",
        ].joined(separator: "\n")

        let lines = CompileErrors(output: output).lines(kata: kata, mode: .exercises, root: root)

        #expect(
            lines == [
                "Kata7 does not compile:",
                "",
                "Katas/Kata7_Sample/Thing.swift:24:9: error: cannot find 'oops' in scope",
                "22 |     var total: Decimal {",
                "23 |         oops",
                "   |         `- error: cannot find 'oops' in scope",
                "25 |     }",
            ])
    }

    @Test("when the candidate's files compile, explains a test that no longer does")
    func changedSignature() {
        let lines = CompileErrors(output: Self.testError).lines(kata: kata, mode: .exercises, root: root)

        #expect(lines.first?.hasPrefix("The tests no longer compile against your code") == true)
        #expect(
            lines.contains(
                "Tests/Kata7/Tests/ThingTests.swift:8:20: error: value of type 'Thing' has no member 'count'")
        )
    }

    @Test("a test in the kata's second test module that no longer compiles is explained the same way")
    func secondTestModule() {
        let output = Self.testError.replacingOccurrences(of: "Kata7/Tests/", with: "Kata7/Tests2/")

        let lines = CompileErrors(output: output).lines(kata: kata, mode: .exercises, root: root)

        #expect(
            lines.first?.hasPrefix("The tests no longer compile against your code") == true,
            "an error in Tests/Kata7/Tests2/ is not reported as the tests'")
        #expect(lines.contains { $0.hasPrefix("Tests/Kata7/Tests2/ThingTests.swift:8:20: error:") })
    }

    @Test("an error in the kata's support target, which both test modules import, is explained as the tests'")
    func supportTarget() {
        let output = [
            "/work/book/Tests/Kata7/Support/Fixtures.swift:1:8: error: cannot find 'Thing' in scope",
            "/work/book/Tests/Kata7/Support/Fakes/Spy.swift:1:8: error: cannot find 'Thing' in scope",
        ].joined(separator: "\n")

        let lines = CompileErrors(output: output).lines(kata: kata, mode: .exercises, root: root)

        #expect(
            lines.first?.hasPrefix("The tests no longer compile against your code") == true,
            "an error in Tests/Kata7/Support/ is not reported as the tests'")
        #expect(
            lines.filter { $0.contains("error:") } == [
                "Tests/Kata7/Support/Fixtures.swift:1:8: error: cannot find 'Thing' in scope",
                "Tests/Kata7/Support/Fakes/Spy.swift:1:8: error: cannot find 'Thing' in scope",
            ])
    }

    @Test("names another kata that blocks the build")
    func anotherKata() {
        let output = Self.ownError.replacingOccurrences(of: "Kata7_Sample", with: "Kata9_Other")

        let lines = CompileErrors(output: output).lines(kata: kata, mode: .exercises, root: root)

        #expect(lines.first?.hasPrefix("Another kata does not compile (Kata9_Other)") == true)
        #expect(lines.first?.contains("`swift run workbook reset 9`") == true)
        #expect(lines.first?.contains("<kata>") == false)
    }

    @Test("an error that names no file is still shown")
    func unplacedError() {
        let lines = CompileErrors(output: "error: link command failed with exit code 1")
            .lines(kata: kata, mode: .exercises, root: root)

        #expect(lines == ["The build failed:", "  error: link command failed with exit code 1"])
    }
}

@Suite("Counting down")
struct CountdownTests {
    let start = Date(timeIntervalSince1970: 1_000)

    @Test("shows the whole time at the start and zero only when it is up")
    func roundsUp() {
        let countdown = Countdown(start: start, minutes: 15)

        #expect(countdown.secondsLeft(at: start) == 900)
        #expect(countdown.secondsLeft(at: start.addingTimeInterval(899.2)) == 1)
        #expect(!countdown.isOver(at: start.addingTimeInterval(899.9)))
        #expect(countdown.isOver(at: start.addingTimeInterval(900)))
        #expect(countdown.secondsLeft(at: start.addingTimeInterval(5_000)) == 0)
    }

    @Test("elapsed time never runs backwards past the start")
    func clockSkew() {
        #expect(Countdown(start: start, minutes: 1).elapsed(at: start.addingTimeInterval(-10)) == 0)
    }

    @Test(
        "formats seconds as a clock",
        arguments: [(0, "0:00"), (9, "0:09"), (75, "1:15"), (900, "15:00"), (3_725, "1:02:05"), (-3, "0:00")])
    func clock(seconds: Int, text: String) {
        #expect(Countdown.clock(seconds) == text)
    }
}

@Suite("Choosing the interview's kata")
struct InterviewPickerTests {
    let katas = [
        sampleKata(number: 1, grade: 1), sampleKata(number: 2, grade: 2), sampleKata(number: 3, grade: 2),
        sampleKata(number: 4, grade: 4), sampleKata(number: 5, grade: 5),
    ]

    let now = Date(timeIntervalSince1970: 100 * 86_400)

    func attempt(_ kata: Kata, seconds: Int, hints: Int = 0, solved: Bool = true, day: Int = 90)
        -> CandidateProgress
        .Attempt
    {
        .init(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: TimeInterval(day * 86_400)),
            seconds: seconds, limitSeconds: 600, passing: 3, total: 3, hintsUsed: hints, solved: solved)
    }

    func solved(_ numbers: [Int]) -> CandidateProgress {
        var progress = CandidateProgress()
        for kata in katas where numbers.contains(kata.number) {
            progress.recordCheck(kata, passing: 3, total: 3, at: Date(timeIntervalSince1970: 0))
        }
        return progress
    }

    @Test("a newcomer starts with the easiest kata")
    func newcomer() {
        #expect(InterviewPicker.pick(from: katas, progress: CandidateProgress(), now: now)?.number == 1)
    }

    @Test("aims one grade above the hardest kata solved, skipping what is solved")
    func oneAbove() {
        #expect(InterviewPicker.pick(from: katas, progress: solved([1]), now: now)?.number == 2)
        #expect(InterviewPicker.pick(from: katas, progress: solved([1, 2]), now: now)?.number == 3)
        #expect(InterviewPicker.pick(from: katas, progress: solved([1, 2, 3]), now: now)?.number == 4)
    }

    @Test("a gap in grades picks the nearest, the lower one first")
    func nearestGrade() {
        #expect(InterviewPicker.pick(from: katas, progress: solved([4]), now: now)?.number == 5)
        #expect(InterviewPicker.pick(from: katas, progress: solved([4, 5]), now: now)?.number == 2)
    }

    @Test("a kata whose hints were read waits while another one not solved is untouched")
    func hintedWaits() {
        var progress = CandidateProgress()
        progress[katas[0]].hintsShown = 1
        var allHinted = progress
        for kata in katas { allHinted[kata].hintsShown = kata.number == 3 ? 1 : 2 }

        #expect(InterviewPicker.pick(from: katas, progress: progress, now: now)?.number == 2)
        #expect(InterviewPicker.pick(from: katas, progress: allHinted, now: now)?.number == 3)
    }

    @Test("once everything is solved, the kata due first for review comes back, hardest first on a tie")
    func allSolved() {
        var progress = solved([1, 2, 3, 4, 5])
        progress.attempts.append(attempt(katas[4], seconds: 60))

        #expect(InterviewPicker.pick(from: katas, progress: progress, now: now)?.number == 4)
    }

    @Test("a solve with hints comes back before a slow one, and a slow one before a fast clean one")
    func reviewOrder() {
        var progress = solved([1, 2, 3])
        progress.attempts += [
            attempt(katas[0], seconds: 200), attempt(katas[1], seconds: 590),
            attempt(katas[2], seconds: 200, hints: 1),
        ]
        let three = Array(katas.prefix(3))

        #expect(InterviewPicker.pick(from: three, progress: progress, now: now)?.number == 3)
        progress.attempts.removeLast()
        progress.attempts.append(attempt(katas[2], seconds: 200))
        #expect(InterviewPicker.pick(from: three, progress: progress, now: now)?.number == 2)
    }

    @Test(
        "schedules the review by how the last solve went",
        arguments: [
            (200, 1, true, 1), (590, 0, true, 3), (400, 0, true, 7), (300, 0, true, 14), (600, 0, false, 0),
        ])
    func schedule(seconds: Int, hints: Int, solved: Bool, days: Int) throws {
        var progress = self.solved([1])
        progress.attempts.append(attempt(katas[0], seconds: seconds, hints: hints, solved: solved))

        let schedule = try #require(Review.schedule(katas[0], progress: progress))

        #expect(schedule.days == days)
        #expect(Review.schedule(katas[1], progress: progress) == nil)
    }

    @Test("the list says when a solved kata is due for review")
    func listShowsDue() {
        var progress = solved([1, 2])
        progress.attempts += [
            attempt(katas[0], seconds: 300, day: 80), attempt(katas[1], seconds: 300, day: 95),
        ]

        let lines = Listing.lines(katas: Array(katas.prefix(2)), progress: progress, now: now)

        #expect(lines.contains { $0.hasSuffix("solved, best 5:00 · review due") })
        #expect(lines.contains { $0.hasSuffix("solved, best 5:00 · review in 9 days") })
        #expect(lines.last == "Due for review: Kata1 · swift run workbook interview picks it")
    }

    @Test("the result names the outcome, then the follow-ups and talking points")
    func result() {
        let kata = sampleKata(
            sheet: "## Follow-ups\n- What if it grows?\n## Talking points\n- Keep it small.\n")

        let solved = InterviewText.result(
            kata, .ended(.solved, seconds: 462, passing: 5, of: 5, hintsUsed: 1))
        let timeUp = InterviewText.result(
            kata, .ended(.timeUp, seconds: 900, passing: 2, of: 5))

        #expect(solved.contains("Solved in 7:42 of 15:00: all 5 behaviours pass, 1 hint used."))
        #expect(solved.contains("  - What if it grows?"))
        #expect(solved.contains("  - Keep it small."))
        #expect(timeUp.contains("Time is up (15:00): 2 of 5 behaviours pass, 0 hints used."))
    }
}

@Suite("Interview text")
struct InterviewTextWrappingTests {
    @Test("long bullets are folded under their text")
    func wrapping() {
        let text = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)

        let lines = InterviewText.wrap(text, bullet: "  - ", width: 40)

        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.first?.hasPrefix("  - word") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    word") })
        #expect(lines.joined(separator: " ").split(separator: " ").filter { $0 == "word" }.count == 30)
    }
}
