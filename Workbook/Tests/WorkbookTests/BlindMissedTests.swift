import Foundation
import Testing

@testable import WorkbookKit

/// A blind round on a kata of two suites, Refunds before Orders, whose Prompt states one behaviour
/// of Orders ("shows the orders newest first").
struct TwoSuitesFixture {
    static let readme = """
        # Kata2 · Two suites
        ## Prompt
        "Show the orders newest first."
        ## Requirements
        Refunds
        - refunds a cancelled order
        - refunds nothing twice
        Orders
        - shows the orders newest first
        - keeps the repository's order for equal dates
        - hides old cancelled orders
        """
    static let sheet = "## Given by the prompt\nOrders\n- shows the orders newest first\n"
    let kata = sampleKata(number: 2, readme: readme, sheet: sheet)
    /// The one-suite fixture's round and runs, on this kata.
    var base: BlindFixture {
        var base = BlindFixture()
        base.kata = kata
        return base
    }
    var start: Date { base.start }
    let refund = Behaviour(suite: "Refunds", text: "refunds a cancelled order")
    let twice = Behaviour(suite: "Refunds", text: "refunds nothing twice")
    let newest = Behaviour(suite: "Orders", text: "shows the orders newest first")
    let ties = Behaviour(suite: "Orders", text: "keeps the repository's order for equal dates")
    let old = Behaviour(suite: "Orders", text: "hides old cancelled orders")
    var all: [Behaviour] { [refund, twice, newest, ties, old] }

    /// A run where `passing` pass, the rest fail, and `unfinished` never finished.
    func result(passing: Set<Behaviour>, unfinished: Set<Behaviour> = []) -> SessionResult {
        let tests = all.enumerated().map { index, behaviour in
            let passed = passing.contains(behaviour)
            let issues =
                passed || unfinished.contains(behaviour)
                ? []
                : [Issue(message: "Expectation failed", fileID: "Kata2Tests/Tests.swift", line: 20 + index)]
            return TestResult(
                id: "Kata2Tests.\(behaviour.suite)Tests/t\(index)()", displayName: behaviour.text,
                file: "Kata2Tests/Tests.swift", line: 10 + index,
                cases: [CaseResult(arguments: "", issues: issues)],
                finished: !unfinished.contains(behaviour))
        }
        let run = TestRun(
            tests: tests, endedNormally: unfinished.isEmpty,
            suiteNames: ["Kata2Tests.RefundsTests": "Refunds", "Kata2Tests.OrdersTests": "Orders"])
        var report = CheckReport(run: run, kata: kata)
        if !unfinished.isEmpty { report.ending = .crashed }
        return SessionResult(
            lines: ["Kata2: \(report.passing) of 5", ""], passing: report.passing, total: report.total,
            report: report)
    }

    /// A blind round started as `interview --blind` starts one: the sheet's given behaviours known.
    func round() -> SessionState { base.round() }

    func finish(_ state: inout SessionState, _ result: SessionResult, at second: Int) {
        base.finish(&state, result, at: second)
    }

    /// What `m` points at now.
    /// m, then Enter: in a round m asks first.
    func missed(_ state: inout SessionState) -> Behaviour? {
        _ = Session.reduce(&state, .key(.character("m")))
        let effects = Session.reduce(&state, .key(.enter))
        for case .recordReveal(let behaviour, .told, _) in effects { return behaviour }
        return nil
    }
}

@Suite("What did I miss?")
struct BlindMissedTests {
    let fixture = TwoSuitesFixture()

    @Test(
        "m never points at what the prompt states, even where it is the only thing that fails in a begun suite"
    )
    func neverTheGiven() {
        var state = fixture.round()
        fixture.finish(
            &state, fixture.result(passing: [fixture.refund, fixture.twice, fixture.ties]), at: 30)

        #expect(fixture.missed(&state) == fixture.old)
        #expect(fixture.missed(&state) == nil, "m pointed at the behaviour the prompt states")
        #expect(state.screen.notice.first?.contains("one the prompt states") == true)
    }

    @Test(
        "m points first at a failing case of a suite already begun, before an earlier suite with nothing passing"
    )
    func begunSuiteFirst() {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: [fixture.newest]), at: 30)

        #expect(fixture.missed(&state) == fixture.ties)
        #expect(state.screen.notice.first == "What you missed: Orders · \(fixture.ties.text)")
        #expect(fixture.missed(&state) == fixture.old, "then the next case of the same suite")
        #expect(fixture.missed(&state) == fixture.refund, "then the suite not begun")
    }

    @Test(
        "with nothing passing, m points at the first failing behaviour the prompt does not state, in README order"
    )
    func nothingPassing() {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: []), at: 30)

        #expect(fixture.missed(&state) == fixture.refund)
    }

    @Test("a suite that passed earlier in the round counts as begun, though it fails now")
    func begunEarlier() {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: [fixture.ties]), at: 30)
        fixture.finish(&state, fixture.result(passing: []), at: 60)

        #expect(fixture.missed(&state) == fixture.ties)
    }

    @Test("a crash inside a behaviour the prompt states is named, and not counted as told")
    func crashInGiven() {
        var state = fixture.round()
        _ = Session.reduce(&state, .saved)
        let effects = Session.reduce(
            &state,
            .runFinished(
                generation: state.running.generation,
                fixture.result(passing: [fixture.refund], unfinished: [fixture.newest]),
                at: fixture.start + 40))

        #expect(!effects.contains { if case .recordReveal = $0 { true } else { false } })
        #expect(
            SessionScreen.lines(state, rows: 60).contains(
                "It happened in: Orders · \(fixture.newest.text) (the prompt states it)"))
    }

    @Test(
        "the score counts what the prompt states in no column, asked about or passing, and the result says so"
    )
    func scoreLeavesTheGivenOut() throws {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: [fixture.newest, fixture.refund]), at: 30)
        state.clockNow = fixture.start + 50
        _ = Session.reduce(
            &state,
            .answered(
                question: "which order?", AskReply(kind: .rules, behaviours: [fixture.newest, fixture.ties])))

        let score = state.round?.blind?.score(of: fixture.kata)

        // The answer named two rules: one new, one the prompt gives.
        var expected = CandidateProgress.BlindScore(
            anticipated: 1, asked: 1, told: 0, total: 5, questions: 1, given: 1, opened: 2)
        expected.openedGiven = 1
        #expect(score == expected)
        let lines = InterviewText.blindLines(try #require(score), told: []).joined(separator: " ")
        #expect(
            lines.contains(
                "Your 1 question named 2 rules: 1 new (counted from questions), 1 the prompt gives."))
        #expect(
            lines.contains(
                "of the 5 behaviours came from, passing now or not: 1 given by the prompt, 1 anticipated"))
        #expect(lines.contains("1 from your 1 question, 0 told, 2 never passed nor came up"))
    }

    @Test("a score recorded before the prompt's behaviours were counted still loads, with none given")
    func oldScoreLoads() throws {
        let json = #"{"anticipated": 2, "asked": 1, "told": 0, "total": 3, "questions": 2}"#
        let score = try JSONDecoder().decode(CandidateProgress.BlindScore.self, from: Data(json.utf8))
        #expect(
            score == CandidateProgress.BlindScore(anticipated: 2, asked: 1, told: 0, total: 3, questions: 2))
    }

    @Test("history counts anticipation of the behaviours the prompt leaves open")
    func historyOfTheOpen() {
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 600, limitSeconds: 1200, passing: 5,
            total: 5, hintsUsed: 0, solved: true)
        attempt.blind = .init(anticipated: 2, asked: 2, told: 0, total: 5, questions: 2, given: 1)

        #expect(
            History.anticipation([attempt], kata: fixture.kata) == [
                "", "Anticipated in blind rounds on Kata2, oldest first (of 4 the prompt does not state): 2",
            ])
    }

    /// Found by a newcomer: "11 given, 11 anticipated" beside "21 of 28 behaviours pass" read as
    /// 22 passing; the figures say where each behaviour came from, whether it passes now or not.
    @Test("the blind score says its figures count where each behaviour came from, not what passes")
    func scoreSaysWhatItCounts() throws {
        let score = CandidateProgress.BlindScore(
            anticipated: 11, asked: 0, told: 0, total: 28, questions: 0, given: 11)
        let lines = InterviewText.blindLines(score, told: [], width: 79)
        let text = lines.joined(separator: " ")

        #expect(
            text.hasPrefix(
                " Blind round, where each of the 28 behaviours came from, passing now or not: 11 given"),
            "\(lines)")
        #expect(lines.allSatisfy { $0.count <= 79 }, "\(lines)")
    }
}
