import Foundation
import Testing

@testable import WorkbookKit

/// A staged round: stage 1's words and behaviours first, the next stage's when every behaviour
/// so far passes, the clock running on, each stage's second recorded.
@Suite("A staged round")
struct StagedRoundTests {
    static let sheet = """
        ## Follow-ups
        ### Stage 1 · The list
        - Would you skip the use case?
          Listen for: a pass-through is noise.
        ### Stage 2 · Offline
        - Where did the fallback go?
          Listen for: Data only.
        """
    let whole = sampleKata(readme: stagedReadme, sheet: sheet)
    let start = Date(timeIntervalSince1970: 10_000)

    func round() -> SessionState {
        let kata = whole.reaching(stage: 1)
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: 20), live: false, baseline: nil, notes: [])
        state.round?.stageSeconds = [0]
        state.clockNow = start
        return state
    }

    /// A run where every behaviour of both stages passes, as the kata at its stage counts it.
    func green(_ passing: Int, of kata: Kata) -> SessionResult {
        func test(_ suite: String, _ name: String) -> TestResult {
            TestResult(
                id: "Kata7Tests.\(suite)/\(name.prefix(4))()", displayName: name, file: "S.swift", line: 1,
                cases: [CaseResult(arguments: "", issues: [])])
        }
        let run = TestRun(
            tests: [
                test("Stage1ListTests", "shows the rows"), test("Stage1ListTests", "shows the empty screen"),
                test("Stage2OfflineTests", "keeps the last answer"),
            ],
            endedNormally: true,
            suiteNames: [
                "Kata7Tests.Stage1ListTests": "Stage 1 · The list",
                "Kata7Tests.Stage2OfflineTests": "Stage 2 · Offline",
            ])
        let report = CheckReport(run: run, kata: kata)
        #expect(report.total == passing)
        return SessionResult(
            lines: ["all pass"], passing: report.passing, total: report.total, report: report)
    }

    @Test("a round starts at stage 1: its words, and its behaviours only")
    func startsAtStageOne() {
        let state = round()
        #expect(state.round?.stage == 1)
        #expect(state.kata.readme.sections["Prompt"] == "\"Show the list.\"")
        #expect(state.kata.readme.bulletItems(of: "Requirements").count == 2)
        let body = SessionScreen.roundBody(state.round!, kata: state.kata).joined(separator: " ")
        #expect(body.contains("Now offline") == false)
        #expect(
            body.contains("The README shows the stages reached so far"),
            "the screen says the README changes under the candidate's editor")
    }

    @Test(
        "stage 1 passing brings stage 2: its words shown and recorded, the clock running on, the suite run again"
    )
    func nextStage() throws {
        var state = round()
        _ = Session.reduce(&state, .started)
        _ = Session.reduce(&state, .saved)

        let effects = Session.reduce(
            &state,
            .runFinished(generation: state.running.generation, green(2, of: state.kata), at: start + 100))

        #expect(!effects.contains(.quit))
        #expect(state.round?.end == nil)
        #expect(state.kata.stageReached == 2)
        #expect(effects.contains(.recordStage(2)))
        #expect(effects.contains(.run(state.kata, generation: state.running.generation)))
        #expect(state.round?.stageSeconds == [0, 100])
        #expect(state.round?.recorder.moments.last?.kind == .stage)
        #expect(state.round?.words == .stage(2))
        let above = StageWords.above(state.round!, kata: state.kata)
        #expect(above.first?.hasPrefix("Stage 2 of 2 · Offline") == true)
        #expect(above.contains("  \"Now offline.\""))
        #expect(state.kata.readme.sections["Prompt"]?.contains("\"Now offline.\"") == true)
        #expect(state.kata.readme.bulletItems(of: "Requirements").count == 3)
        #expect(SessionScreen.roundHeader(state.round!, state).last?.contains("· stage 2 of 2 · ") == true)
    }

    /// Found in a played round: Kata12's stage 2 arrived saying "all so far passes" above "21 of 28
    /// behaviours passing", the seven failing being the new stage's.
    @Test("a stage's words say what passed to bring it, and what it adds to the count")
    func arrivalWords() throws {
        let kata = try Workspace(root: Repository.root).kata("12")
        func words(at stage: Int) -> String {
            var round = InterviewRound(
                countdown: Countdown(start: start, minutes: 50), live: false, baseline: nil, notes: [])
            round.words = .stage(stage)
            return StageWords.above(round, kata: kata.reaching(stage: stage)).joined(separator: " ")
        }
        #expect(!words(at: 2).contains("all so far passes"), "\(words(at: 2))")
        #expect(
            words(at: 2).hasPrefix(
                "Stage 2 of 4 · Offline: every behaviour of stage 1 passed, and the interviewer goes on; "
                    + "the count adds this stage's 12 behaviours:"), "\(words(at: 2))")
        #expect(words(at: 3).contains("every behaviour of stages 1 and 2 passed"), "\(words(at: 3))")
        let last = words(at: 4)
        #expect(last.contains("every behaviour of stages 1 to 3 passed"), "\(last)")
        #expect(last.contains("the count adds this stage's 14 behaviours:"), "\(last)")
    }

    @Test("the last stage passing solves the round, and only then is the timeline green")
    func solves() {
        var state = round()
        _ = Session.reduce(&state, .saved)
        _ = Session.reduce(
            &state,
            .runFinished(generation: state.running.generation, green(2, of: state.kata), at: start + 100))
        let effects = Session.reduce(
            &state,
            .runFinished(generation: state.running.generation, green(3, of: state.kata), at: start + 250))

        #expect(effects.last == .quit)
        #expect(state.round?.end == .solved)
        #expect(state.round?.recorder.moments.map(\.kind) == [.stage, .green])
    }

    @Test("the result and history give each stage's time; the last one unfinished unless solved")
    func stageTimes() {
        var attempt = CandidateProgress.Attempt(
            kata: whole.folder, startedAt: start, seconds: 250, limitSeconds: 1200, passing: 3, total: 3,
            hintsUsed: 0, solved: true)
        attempt.stages = [0, 100]
        #expect(StageWords.times(whole, attempt) == ["Stage 1 · The list: 1:40", "Stage 2 · Offline: 2:30"])
        #expect(StageWords.resultLines(whole, attempt).first == "Stage 2 of 2 reached; each stage took:")
        #expect(InterviewText.result(whole, attempt).contains("  Stage 2 · Offline: 2:30"))

        attempt.solved = false
        attempt.stages = [0]
        #expect(StageWords.times(whole, attempt) == ["Stage 1 · The list: not finished (from 0:00)"])

        attempt.stages = []
        #expect(StageWords.resultLines(whole, attempt) == [], "a kata played whole has no stage lines")
    }

    @Test("an attempt and a running interview written before stages were kept still load")
    func oldRecords() throws {
        let attempt = """
            {"kata":"Kata7_Sample","startedAt":0,"seconds":10,"limitSeconds":900,"passing":1,"total":2,
            "hintsUsed":0,"solved":false}
            """
        let running = #"{"kata":"Kata7_Sample","startedAt":0,"limitSeconds":900}"#
        #expect(
            try JSONDecoder().decode(CandidateProgress.Attempt.self, from: Data(attempt.utf8)).stages == [])
        #expect(
            try JSONDecoder().decode(CandidateProgress.RunningInterview.self, from: Data(running.utf8)).stage
                == nil)
    }

    @Test("the debrief asks the follow-ups of the stages reached, each under its stage")
    func debrief() {
        #expect(
            Debrief(sheet: whole.sheet, stage: 1).steps.map(\.question) == ["Would you skip the use case?"])
        let both = Debrief(sheet: whole.sheet, stage: 2).steps
        #expect(both.map(\.heading) == ["Stage 1 · The list", "Stage 2 · Offline"])
        #expect(both.last?.listenFor == "Data only.")
        #expect(Debrief(sheet: whole.sheet).steps.count == 2)
    }

    @Test("ask from another terminal answers from the stages the running round reached")
    func askedDuringTheRound() {
        var interview = CandidateProgress.RunningInterview(
            kata: whole.folder, startedAt: start, limitSeconds: 1200, blind: true)
        interview.stage = 1
        let asked = whole.asPlayed(in: interview, at: start + 60)
        #expect(asked.readme.bulletItems(of: "Requirements") == ["shows the rows", "shows the empty screen"])
        #expect(whole.asPlayed(in: interview, at: start + 1300).stageReached == nil, "a round that is over")
        #expect(whole.asPlayed(in: nil, at: start).readme.bulletItems(of: "Requirements").count == 3)
    }
}

@Suite("A staged round without a screen, and the interviewer's sheet")
struct StagedRoundWordsTests {
    let whole = sampleKata(readme: stagedReadme, sheet: StagedRoundTests.sheet)

    @Test(
        "a round without a screen prints the next stage's words after the run that brought it, and only then")
    func plainRound() {
        let start = Date(timeIntervalSince1970: 10_000)
        var state = SessionState(katas: [whole.reaching(stage: 2)], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: 20), live: false, baseline: nil, notes: [])
        state.round?.stageSeconds = [0, 100]

        let run = { (second: Int) in
            SessionEvent.runFinished(
                generation: 1, SessionResult(lines: [], passing: 0, total: 0),
                at: start + TimeInterval(second))
        }
        #expect(StageWords.arrived(on: run(100), in: state).last == "  \"Now offline.\"")
        #expect(StageWords.arrived(on: run(130), in: state) == [])
        #expect(StageWords.arrived(on: .saved, in: state) == [])
    }

    @Test("the interviewer's sheet reads each later stage out after the Prompt")
    func interviewerReadsStages() {
        let lines = InterviewText.interviewerSheet(whole, minutes: 20)
        let stage = lines.firstIndex(of: "Stage 2 · Offline, once every earlier stage passes:")
        #expect(stage.map { lines[$0 + 1] } == "  \"Now offline.\"")
    }
}

@Suite("A staged round's blind README")
struct StagedBlindReadmeTests {
    @Test("the blind README hides the later stages with the Requirements, and gives both back whole")
    func hidesLaterStages() {
        let blind = BlindView.hide(readme: stagedReadme, kata: 7)
        #expect(blind.text.contains("\"Show the list.\""))
        #expect(!blind.text.contains("Now offline"))
        #expect(!blind.text.contains("## Stage 2"))
        #expect(!blind.text.contains("shows the rows"))
        #expect(blind.text.contains(BlindView.askLine(kata: 7)))
        #expect(blind.text.contains("## Given"))
        #expect(BlindView.restore(blind.text, from: blind).text == stagedReadme)
        let edited = blind.text.replacingOccurrences(of: "Nothing.", with: "Nothing, read.")
        #expect(
            BlindView.restore(edited, from: blind).text
                == stagedReadme.replacingOccurrences(of: "Nothing.", with: "Nothing, read."))
    }
}

extension StagedBlindReadmeTests {
    @Test("a blind round on a staged kata still knows every stage from the README it hid")
    func kataInABlindRound() throws {
        let folder = try TemporaryFolder()
        try folder.write(stagedReadme, to: "Katas/Kata7_Staged/README.md")
        try folder.write("struct Screen {}\n", to: "Katas/Kata7_Staged/App/Screen.swift")
        let workspace = Workspace(root: folder.url)
        let kata = try #require(Kata(folder: "Kata7_Staged", workspace: workspace))
        _ = try BlindFiles(workspace: workspace).enter(kata)
        let onDisk = try String(
            contentsOf: folder.url.appendingPathComponent("Katas/Kata7_Staged/README.md"), encoding: .utf8)
        #expect(!onDisk.contains("Now offline"))

        let blind = try #require(Kata(folder: "Kata7_Staged", workspace: workspace))
        #expect(blind.inBlindRound)
        #expect(blind.stages.map(\.title) == ["The list", "Offline"])
        #expect(blind.reaching(stage: 1).readme.bulletItems(of: "Requirements").count == 2)
    }
}

extension StagedRoundTests {
    @Test("earlier work that passes stage 1 starts the round at stage 2 at once")
    func headStart() {
        var state = round()
        state.result = green(2, of: state.kata)

        let effects = Session.reduce(&state, .started)

        #expect(state.kata.stageReached == 2)
        #expect(state.round?.stageSeconds == [0, 0])
        #expect(effects.contains(.recordStage(2)))
        #expect(effects.contains(.run(state.kata, generation: state.running.generation)))
    }
}

extension StagedRoundTests {
    @Test("history shows each stage's time, and its chart marks the stage apart from the green")
    func history() {
        var attempt = CandidateProgress.Attempt(
            kata: whole.folder, startedAt: start, seconds: 900, limitSeconds: 1200, passing: 3, total: 3,
            hintsUsed: 0, solved: true,
            timeline: [
                .init(second: 300, kind: .stage, passing: 2, total: 2),
                .init(second: 900, kind: .green, passing: 3, total: 3),
            ])
        attempt.stages = [0, 300]
        var progress = CandidateProgress()
        progress.attempts.append(attempt)

        let lines = History.kataView(whole, progress: progress, timeZone: .gmt, colour: false)

        #expect(lines.contains("  Stage 1 · The list: 5:00"))
        #expect(lines.contains("  Stage 2 · Offline: 10:00"))
        let runs = lines.first { $0.hasPrefix(" runs") } ?? ""
        #expect(runs.contains("»") && runs.contains("✓"))
        #expect(lines.contains { $0.contains("» next stage") })
        #expect(History.describe(attempt.timeline[0]) == "next stage: all 2 passing")
    }
}
