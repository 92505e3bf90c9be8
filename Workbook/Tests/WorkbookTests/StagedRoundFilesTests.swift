import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// A staged kata of three stages, its stages' words and groups each told apart.
private let threeStages = """
    ---
    title: Staged
    grade: 5
    minutes: 20
    layer: All layers
    stages: 3
    ---
    # Kata7 · Staged

    ## Prompt
    "Show the list."

    ## Stage 2 · Offline
    "Now offline."

    ## Stage 3 · Search
    "Now search."

    ## Requirements
    Stage 1 · The list
    - shows the rows
    - shows the empty screen

    Stage 2 · Offline
    - keeps the last answer

    Stage 3 · Search
    - finds a row

    ## Given
    Nothing.
    """

/// The README as a staged round shows it at stage 1: the Prompt and stage 1's groups, and one line
/// for what comes later.
private let atStageOne = """
    ---
    title: Staged
    grade: 5
    minutes: 20
    layer: All layers
    stages: 3
    ---
    # Kata7 · Staged

    ## Prompt
    "Show the list."

    ## Requirements
    Stage 1 · The list
    - shows the rows
    - shows the empty screen

    \(BlindView.laterLine(stage: 2, of: 3))

    ## Given
    Nothing.
    """

/// A staged round that is not blind: the README the candidate opens shows the stages reached only,
/// through the blind round's journal and lock, so every way out gives it back whole.
@Suite("A staged round's README")
struct StagedRoundFilesTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let readme = "Katas/Kata7_Staged/README.md"
    let screen = "Katas/Kata7_Staged/App/Screen.swift"
    let swift = "/// The screen.\n///\n/// It shows the rows.\nstruct Screen {}\n"

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(threeStages, to: readme)
        try folder.write(swift, to: screen)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata7_Staged", workspace: workspace))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    var lock: URL { folder.url.appendingPathComponent(".workbook/blind/Kata7_Staged.lock") }
    var journal: URL { folder.url.appendingPathComponent(".workbook/blind/Kata7_Staged.json") }

    /// A run of the kata's three suites: stage 1's behaviours pass, the later ones fail.
    func stageOnePasses(_ kata: Kata) -> TestRun {
        func test(_ suite: String, _ name: String, passes: Bool) -> TestResult {
            let issue = WorkbookKit.Issue(
                message: "Expectation failed", fileID: "Kata7Tests/\(suite).swift", line: 3)
            return TestResult(
                id: "Kata7Tests.\(suite)/\(name.prefix(5))()", displayName: name, file: "\(suite).swift",
                line: 1,
                cases: [CaseResult(arguments: "", issues: passes ? [] : [issue])])
        }
        return TestRun(
            tests: [
                test("Stage1ListTests", "shows the rows", passes: true),
                test("Stage1ListTests", "shows the empty screen", passes: true),
                test("Stage2OfflineTests", "keeps the last answer", passes: false),
                test("Stage3SearchTests", "finds a row", passes: false),
            ],
            endedNormally: true,
            suiteNames: [
                "Kata7Tests.Stage1ListTests": "Stage 1 · The list",
                "Kata7Tests.Stage2OfflineTests": "Stage 2 · Offline",
                "Kata7Tests.Stage3SearchTests": "Stage 3 · Search",
            ])
    }

    @Test("a timed round on a staged kata opens with stage 1 in the README, and all of it comes back")
    func roundStartsAtStageOne() throws {
        let said = Mutex<[String]>([])
        try folder.write("struct Mine {}\n", to: "Katas/Kata7_Staged/App/Mine.swift")
        let checker = Checker(
            workspace: workspace, tool: try SwiftTool(workspace: workspace),
            console: Console(isInteractive: false) { text in said.withLock { $0.append(text) } })
        var interview = Interview(checker: checker, store: ProgressStore(workspace: workspace))
        interview.standing = { _ in (Checker.Outcome(lines: [], report: nil, exitCode: 1), []) }
        var during: (readme: String, swift: String)?

        _ = try interview.run(kata, Interview.Plan(minutes: 5, debrief: false)) { state in
            during = try? (read(readme), read(screen))
            return state
        }

        #expect(during?.readme == atStageOne, "At the start the README holds stage 1 only.")
        #expect(during?.swift == swift, "A round that is not blind hides nothing of the code.")
        #expect(try read(readme) == threeStages, "After the round the README is whole, byte for byte.")
        #expect(
            !said.withLock { $0 }.contains { $0.contains("added during the round") },
            "A round that hid the README alone says nothing of the code: \(said.withLock { $0 })")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "The round is over: no journal.")
    }

    @Test("passing stage 1 puts stage 2's words and Requirements back, stage 3 still to come")
    func stageArrives() throws {
        _ = try BlindFiles(workspace: workspace).enter(kata.reaching(stage: 1), blind: false)
        var state = SessionState(katas: [kata.reaching(stage: 1)], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: Date(), minutes: 20), live: false, baseline: nil, notes: [])
        state.round?.stageSeconds = [0]
        let report = CheckReport(run: stageOnePasses(state.kata), kata: state.kata)
        try #require(report.allPass)
        state.result = SessionResult(lines: [], passing: report.passing, total: report.total, report: report)
        let events = EventQueue()
        // The round goes on to stage 2 at its start; the first run it asks for ends the loop.
        let loop = SessionLoop(
            workspace: workspace, store: ProgressStore(workspace: workspace), events: events,
            runner: StopAtFirstRun(events: events), state: state, display: .headless)

        loop.run()

        #expect(loop.state.kata.stageReached == 2)
        let shown = try read(readme)
        #expect(shown.contains("## Stage 2 · Offline\n\"Now offline.\""), "\(shown)")
        #expect(shown.contains("Stage 2 · Offline\n- keeps the last answer"), "\(shown)")
        #expect(shown.contains(BlindView.laterLine(stage: 3, of: 3)), "\(shown)")
        #expect(!shown.contains("Now search") && !shown.contains("finds a row"), "\(shown)")
        _ = try BlindFiles(workspace: workspace).leave(kata)
        #expect(try read(readme) == threeStages)
    }

    @Test("a blind round on a staged kata shares the path: stage 2 arriving puts back its words only")
    func blindRoundStageArrives() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata.reaching(stage: 1), blind: true)
        #expect(!(try read(readme)).contains("Now offline"), "At stage 1 the blind README hides stage 2.")

        _ = try files.reach(kata.reaching(stage: 2))

        let shown = try read(readme)
        #expect(shown.contains("## Stage 2 · Offline\n\"Now offline.\""), "\(shown)")
        #expect(shown.contains(BlindView.askLine(kata: 7)), "The Requirements stay behind the ask line.")
        #expect(!shown.contains("keeps the last answer") && !shown.contains("Now search"), "\(shown)")
        #expect(try read(screen) != swift, "The code stays blind.")
        _ = try files.leave(kata)
        #expect(try read(readme) == threeStages && (try read(screen)) == swift)
    }

    @Test("a staged round killed at stage 2 is given back whole by the next command, edits kept")
    func killedRound() throws {
        let files = BlindFiles(workspace: workspace)
        _ = try files.enter(kata.reaching(stage: 1), blind: false)
        #expect(try files.reach(kata.reaching(stage: 2)).isEmpty)
        let edited = try read(readme).replacingOccurrences(
            of: "\"Show the list.\"\n", with: "\"Show the list.\"\nMy notes: a list.\n")
        try folder.write(edited, to: readme)
        try folder.write(swift + "extension Screen {}\n", to: screen)
        // kill -9: the round's process is gone, so its lock is free, and nothing else happens.
        BlindLeases.shared.release(lock)

        let lines = BlindFiles(workspace: workspace).giveBackStale()

        #expect(
            try read(readme)
                == threeStages.replacingOccurrences(
                    of: "\"Show the list.\"\n", with: "\"Show the list.\"\nMy notes: a list.\n"),
            "Every stage is back, and the candidate's line stays.")
        #expect(try read(screen) == swift + "extension Screen {}\n", "The code is as the candidate wrote it.")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "The round is over: no journal.")
        #expect(
            lines == [
                "Kata7's staged round was cut short (the tool did not end it):",
                "Kata7's README is whole again: every stage and its Requirements are back.",
            ])
    }

    @Test("check during a staged round names no failure of a stage not reached; outside one, all")
    func checkDuringTheRound() throws {
        let store = ProgressStore(workspace: workspace)
        let now = Date()
        func lines() throws -> [String] {
            let loaded = try #require(Kata(folder: "Kata7_Staged", workspace: workspace))
            let played = CheckCommand.played(loaded, store: store, at: now)
            let outcome = try Checker.outcome(
                of: FinishedRun(run: stageOnePasses(played), output: ""), kata: played, mode: .exercises,
                root: folder.url)
            return CheckCommand(kata: "7", solutions: false, all: true).shown(
                outcome, of: played, mode: .exercises, root: folder.url)
        }
        let practice = try lines().joined(separator: "\n")
        #expect(practice.contains("keeps the last answer") && practice.contains("finds a row"), "\(practice)")

        _ = try BlindFiles(workspace: workspace).enter(kata.reaching(stage: 1), blind: false)
        var running = CandidateProgress.RunningInterview(
            kata: "Kata7_Staged", startedAt: now - 60, limitSeconds: 1200)
        running.stage = 1
        _ = store.update(warn: { _ in }, { $0.interview = running })

        let round = try lines()
        let text = round.joined(separator: "\n")
        #expect(!text.contains("keeps the last answer") && !text.contains("finds a row"), "\(text)")
        #expect(!text.contains("Offline") && !text.contains("Search"), "\(text)")
        #expect(text.contains("stage 2 of 3 comes later"), "\(text)")
        #expect(text.contains("2 of 2"), "Stage 1's two behaviours are all it counts: \(text)")
        _ = try BlindFiles(workspace: workspace).leave(kata)
    }
}

extension StagedRoundFilesTests {
    /// Found in a played round: Kata12 stopped at stage 2 with 21 of 28 passing, then `check 12`
    /// said 24 pass, the count of every stage, with nothing to say why the two differ.
    @Test("check after a staged round counts every stage, and says how that differs from the round's count")
    func checkAfterTheRound() throws {
        var before = CandidateProgress()
        before.recordCheck(kata.reaching(stage: 1), passing: 2, total: 2, at: Date(timeIntervalSince1970: 50))
        let outcome = try Checker.outcome(
            of: FinishedRun(run: stageOnePasses(kata), output: ""), kata: kata, mode: .exercises,
            root: folder.url)
        let lines = CheckCommand(kata: "7", solutions: false, all: false).shown(
            outcome, of: kata, mode: .exercises, root: folder.url, before: before[kata])
        let text = lines.joined(separator: " ")
        #expect(
            text.contains(
                "Your last round on Kata7 reached stage 1 of 3 and counted those stages only: 2 of 2 passing. "
                    + "This check counts all 3 stages, 4 behaviours"),
            "\(lines)")

        let again = CheckCommand(kata: "7", solutions: false, all: false).shown(
            outcome, of: kata, mode: .exercises, root: folder.url)
        #expect(!again.joined().contains("last round"), "a check after a whole check has nothing to explain")
    }
}

/// A runner whose first run ends the loop, as SIGTERM would.
private struct StopAtFirstRun: SessionRunner {
    let events: EventQueue

    func start(_ job: SessionJob) {
        events.post(.stop)
    }

    func stop() {}
}
