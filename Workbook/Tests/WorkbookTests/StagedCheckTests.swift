import Foundation
import Testing

@testable import WorkbookKit

/// A full round of three stages, each with its own behaviours.
private let staged = """
    ---
    title: In stages
    grade: 5
    minutes: 30
    layer: All layers
    stages: 3
    ---
    # Kata12 · In stages

    ## Prompt
    "List the orders."

    ## Stage 2 · Offline
    "Keep the last answer."

    ## Stage 3 · Search
    "Filter by name."

    ## Requirements
    Stage 1 · The list
    - lists the orders
    - shows the empty screen

    Stage 2 · Offline
    - shows the kept answer offline
    - keeps a newer answer

    Stage 3 · Search
    - finds an order by name
    """

/// Found by a newcomer: `check 12` after a blind round stopped in stage 2 printed the failures of
/// every later stage (190 lines), giving the round's later stages away, and the list then showed
/// the whole kata's count instead of the staged one.
@Suite("A check of a staged kata outside a round")
struct StagedCheckTests {
    let folder: TemporaryFolder
    let kata: Kata

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(staged, to: "Katas/Kata12_InStages/README.md")
        kata = try #require(Kata(folder: "Kata12_InStages", workspace: Workspace(root: folder.url)))
    }

    /// A run of every stage: `passing` names the behaviours that pass.
    func run(passing: Set<String>) -> TestRun {
        let suites = [
            ("Stage1ListTests", "Stage 1 · The list", ["lists the orders", "shows the empty screen"]),
            (
                "Stage2OfflineTests", "Stage 2 · Offline",
                ["shows the kept answer offline", "keeps a newer answer"]
            ),
            ("Stage3SearchTests", "Stage 3 · Search", ["finds an order by name"]),
        ]
        let tests = suites.flatMap { suite, _, names in
            names.map { name in
                let issue = WorkbookKit.Issue(
                    message: "Expectation failed", fileID: "Kata12Tests/\(suite).swift", line: 3)
                return TestResult(
                    id: "Kata12Tests.\(suite)/\(name.prefix(6))()", displayName: name, file: "\(suite).swift",
                    line: 1, cases: [CaseResult(arguments: "", issues: passing.contains(name) ? [] : [issue])]
                )
            }
        }
        return TestRun(
            tests: tests, endedNormally: true,
            suiteNames: Dictionary(uniqueKeysWithValues: suites.map { ("Kata12Tests.\($0.0)", $0.1) }))
    }

    func shown(_ outcome: Checker.Outcome, all: Bool = false) -> String {
        CheckCommand(kata: "12", solutions: false, all: all).shown(
            outcome, of: kata, mode: .exercises, root: folder.url
        ).joined(separator: "\n")
    }

    @Test(
        "stopped in stage 2: the check names stage 2's failures, counts stages 1 and 2, and says what it left out"
    )
    func stopsAtTheStageReached() throws {
        let outcome = try Checker.outcome(
            of: FinishedRun(
                run: run(passing: ["lists the orders", "shows the empty screen", "keeps a newer answer"]),
                output: ""),
            reaching: kata, mode: .exercises, root: folder.url)
        let text = shown(outcome)

        #expect(outcome.reached == 2 && outcome.passing == 3 && outcome.total == 4 && outcome.later == 1)
        #expect(text.contains("3 of 4 behaviours passing"), "\(text)")
        #expect(text.contains("shows the kept answer offline"), "\(text)")
        #expect(!text.contains("finds an order") && !text.contains("Search"), "Stage 3 stays unsaid: \(text)")
        #expect(
            text.hasSuffix(
                "(Stage 2 of 3 reached: this check counts stages 1 and 2, as a round reaches them. The 1 "
                    + "behaviour of stage 3 is left out until these pass; `swift run workbook check 12 --all` "
                    + "shows every stage.)"), "\(text)")
        #expect(!text.contains("prints every failure"), "One line names --all, not two: \(text)")

        let every = shown(outcome, all: true)
        #expect(every.contains("finds an order by name") && !every.contains("left out"), "\(every)")
    }

    @Test("the list after such a check shows the staged count with its stage, and the kata unsolved")
    func listKeepsTheStage() throws {
        let outcome = try Checker.outcome(
            of: FinishedRun(run: run(passing: ["lists the orders"]), output: ""), reaching: kata,
            mode: .exercises, root: folder.url)
        #expect(outcome.reached == 1)
        var progress = CandidateProgress()
        progress.recordCheck(
            CheckCommand.counted(kata, outcome), passing: outcome.passing, total: outcome.total, at: Date())

        #expect(Listing.status(kata, progress, now: Date()) == "1 of 2 behaviours passing · stage 1 of 3")
        #expect(!progress.isSolved(kata))
    }

    @Test("every stage but the last passing counts the last stage with the rest: the kata whole")
    func lastStageIsTheWhole() throws {
        let outcome = try Checker.outcome(
            of: FinishedRun(
                run: run(passing: [
                    "lists the orders", "shows the empty screen", "shows the kept answer offline",
                    "keeps a newer answer",
                ]), output: ""), reaching: kata, mode: .exercises, root: folder.url)
        #expect(outcome.reached == nil && outcome.total == 5 && outcome.passing == 4)
        #expect(!shown(outcome).contains("left out"))
    }
}
