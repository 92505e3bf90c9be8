import Foundation
import Testing

@testable import WorkbookKit

/// What a round's screen shows after a save, at 80×24: the news (the first failure, the compile
/// error, a stage's words) on screen, the prompt a key away.
@Suite("A round's screen after a run")
struct RoundScreenTests {
    let start = Date(timeIntervalSince1970: 10_000)
    let failure = "✗ Order · refuses an empty list of items"

    func round(_ kata: Kata, stage: Int? = nil) -> SessionState {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: 50), live: false, baseline: nil, notes: [])
        if stage != nil { state.round?.stageSeconds = [0] }
        state.clockNow = start
        _ = Session.reduce(&state, .size(rows: 24, columns: 80))
        return state
    }

    /// A red run: its count, then the first failing behaviour with its expectation and line.
    func red(_ kata: Kata) -> SessionResult {
        let report = CheckReport(run: TestRun(endedNormally: true), kata: kata)
        var result = SessionResult(lines: [], passing: 2, total: 9, report: report)
        result.brief = [
            "Last run: 2 of 9 behaviours passing", "", failure,
            "    Expectation failed: (order → nil) == nil", "    at Tests/Kata1/Tests/OrderTests.swift:40",
        ]
        return result
    }

    func saveAndRun(_ state: inout SessionState, _ result: SessionResult, at second: Int) {
        _ = Session.reduce(&state, .saved)
        _ = Session.reduce(
            &state,
            .runFinished(generation: state.running.generation, result, at: start + TimeInterval(second)))
    }

    @Test("after a save, the first failure is on screen at 80×24 and the prompt waits behind p")
    func failureFirst() throws {
        let kata = try Workspace(root: Repository.root).kata("1")
        var state = round(kata)
        let before = SessionScreen.lines(state).joined(separator: "\n")
        #expect(before.contains("The interviewer says:"), "the round opens on the prompt")

        saveAndRun(&state, red(kata), at: 60)
        let screen = SessionScreen.lines(state)

        #expect(screen.count <= 24)
        #expect(screen.contains(failure), "\(screen.joined(separator: "\n"))")
        #expect(screen.contains("    at Tests/Kata1/Tests/OrderTests.swift:40"))
        #expect(!screen.contains("The interviewer says:"))
        #expect(screen.last?.contains("p prompt") == true)

        state.screen.viewport = Viewport(page: 10, maxScroll: 20)
        _ = Session.reduce(&state, .key(.character(" ")))
        _ = Session.reduce(&state, .key(.character("p")))
        saveAndRun(&state, red(kata), at: 90)
        let page = SessionScreen.lines(state).joined(separator: " ")
        #expect(page.contains("The interviewer says:"))
        #expect(page.contains("Our shopping app shows"))
        _ = Session.reduce(&state, .key(.character("p")))
        #expect(SessionScreen.lines(state).contains(failure), "p again goes back to the result")
        #expect(state.screen.scroll == 0, "a run that finished meanwhile shows from its top")
    }

    @Test(
        "after a save, however short the result, the keys are the bottom row of 80×24",
        arguments: [false, true])
    func keysOnTheBottomRow(blind: Bool) throws {
        let kata = try Workspace(root: Repository.root).kata("3")
        var state = round(kata)
        if blind { state.round?.blind = BlindRound(root: Repository.root, kata: kata) }
        let keys = try #require(SessionScreen.lines(state).last)

        saveAndRun(&state, red(kata), at: 60)
        let screen = SessionScreen.lines(state)

        #expect(screen.count == 24, "the keys sit on row \(screen.count):\n\(screen.joined(separator: "\n"))")
        #expect(screen.last == keys)
        #expect(screen.contains { $0.hasPrefix("Last run:") })
    }

    @Test("a compile error after a save is on screen at 80×24, not below the prompt")
    func compileErrorFirst() throws {
        let kata = try Workspace(root: Repository.root).kata("1")
        var state = round(kata)
        let error = SessionResult(
            lines: [
                "Kata1 does not compile:", "", "Katas/Kata1_Entity/Order.swift:47:14: error: expected '}'",
            ],
            passing: 0, total: 0)

        saveAndRun(&state, error, at: 30)

        #expect(SessionScreen.lines(state).contains("Kata1 does not compile:"))
    }

    @Test(
        "a stage's words are said once, above the result of the run it brought, and leave at a run that finds else"
    )
    func stageWordsOnce() throws {
        let whole = try Workspace(root: Repository.root).kata("12")
        var state = round(whole.reaching(stage: 1), stage: 1)
        var stageOne = SessionResult(lines: ["all pass"], passing: 14, total: 14, report: red(whole).report)
        stageOne.brief = ["Last run: 14 of 14 behaviours passing"]
        saveAndRun(&state, stageOne, at: 600)
        #expect(state.kata.stageReached == 2)
        #expect(state.screen.notice.isEmpty, "nothing is pinned under the result")

        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, red(whole), at: start + 603))
        let screen = SessionScreen.lines(state)
        let text = screen.joined(separator: " ")
        #expect(screen.count <= 24)
        #expect(text.components(separatedBy: "underground").count == 2, "the stage's words once: \(text)")
        #expect(screen.first { $0.hasPrefix("Stage 2 of 4 · Offline") } != nil)
        #expect(screen.contains(failure), "\(screen.joined(separator: "\n"))")

        saveAndRun(&state, red(whole), at: 700)
        #expect(
            SessionScreen.lines(state).joined().contains("underground"),
            "a save that finds the same leaves the stage's words up")
        var further = red(whole)
        further.passing += 1
        saveAndRun(&state, further, at: 710)
        let next = SessionScreen.lines(state)
        #expect(!next.joined().contains("underground"))
        #expect(next.contains(failure))
        _ = Session.reduce(&state, .key(.character("p")))
        #expect(SessionScreen.lines(state, rows: 60).joined(separator: " ").contains("Stage 2 · Offline:"))
    }

    @Test("p is in every round's key line, on the K page and in the interview's help")
    func promptKeyListed() {
        for context in [KeyContext.round, .liveRound, .blindRound, .blindLiveRound] {
            #expect(KeyTable.legend(for: context).contains("p prompt"), "\(context)")
            #expect(KeyTable.legend(for: context).count < 80, "\(context)")
            #expect(KeyTable.help(for: context).contains { $0.hasPrefix("  p ") }, "\(context)")
        }
        #expect(KeyTable.help(for: .kata).contains { $0.hasPrefix("  p ") })
    }

    /// Found by a newcomer: after a save a review round's screen showed "3 of 4" and nothing said
    /// that q hands the review in, so they kept waiting for a count that might never be whole.
    @Test("a review round's screen after a save says, on screen at 80×24, that q hands the review in")
    func reviewSaysHowToHandIn() throws {
        let (_, review) = try ReviewKindTests.review()
        var state = round(review)
        saveAndRun(&state, red(review), at: 30)
        let screen = SessionScreen.lines(state)

        #expect(screen.count <= 24)
        #expect(screen.contains(SessionScreen.handIn), "\(screen.joined(separator: "\n"))")
        #expect(SessionScreen.handIn.count <= 80)

        var code = round(
            try #require(Kata(folder: "Kata1_Entity", workspace: Workspace(root: Repository.root))))
        saveAndRun(&code, red(code.kata), at: 30)
        #expect(
            !SessionScreen.lines(code).contains(SessionScreen.handIn), "a code kata is handed in by passing")
    }
}
