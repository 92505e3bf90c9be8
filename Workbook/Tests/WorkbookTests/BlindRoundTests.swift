import Foundation
import Testing

@testable import WorkbookKit

/// A blind round in the session's loop: counts, not names; `?` asks, `m` tells; the score.
struct BlindFixture {
    static let readme = """
        ---
        title: Sample 2
        grade: 2
        minutes: 20
        layer: Domain
        ---
        # Kata2 · Sample
        ## Prompt
        "Show the orders."
        ## Requirements
        Orders
        - shows the orders newest first
        - hides old cancelled orders
        - counts days in the calendar's time zone
        """
    var kata = sampleKata(number: 2, readme: readme)
    let start = Date(timeIntervalSince1970: 50_000)

    func test(_ name: String, _ function: String, passed: Bool, finished: Bool = true) -> TestResult {
        let issues =
            passed
            ? []
            : [
                Issue(
                    message: "Expectation failed: \(name)", fileID: "Kata2Tests/OrdersTests.swift", line: 12)
            ]
        return TestResult(
            id: "Kata2Tests.OrdersTests/\(function)()", displayName: name,
            file: "Kata2Tests/OrdersTests.swift",
            line: 10, cases: [CaseResult(arguments: "", issues: issues)], finished: finished)
    }

    /// A run where the named behaviours pass and the rest fail.
    func result(passing: Set<String>) -> SessionResult {
        let names = [
            "shows the orders newest first", "hides old cancelled orders",
            "counts days in the calendar's time zone",
        ]
        let tests = names.enumerated().map { test($1, "t\($0)", passed: passing.contains($1)) }
        let run = TestRun(tests: tests, endedNormally: true, suiteNames: ["Kata2Tests.OrdersTests": "Orders"])
        let report = CheckReport(run: run, kata: kata)
        return SessionResult(
            lines: ["Kata2: \(report.passing) of 3"] + names, passing: report.passing, total: report.total,
            report: report)
    }

    func round() -> SessionState {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: 20), live: false, baseline: nil, notes: [],
            blind: BlindRound(root: URL(fileURLWithPath: "/work"), given: kata.sheet.givenByThePrompt))
        state.clockNow = start
        _ = Session.reduce(&state, .started)
        return state
    }

    func finish(_ state: inout SessionState, _ result: SessionResult, at second: Int) {
        _ = Session.reduce(&state, .saved)
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, result, at: start + Double(second)))
    }
}

@Suite("A blind round")
struct BlindRoundTests {
    let fixture = BlindFixture()
    let newest = Behaviour(suite: "Orders", text: "shows the orders newest first")
    let old = Behaviour(suite: "Orders", text: "hides old cancelled orders")
    let zone = Behaviour(suite: "Orders", text: "counts days in the calendar's time zone")

    @Test("a run shows the count, and names only what was asked about or told")
    func countsNotNames() {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: [newest.text]), at: 30)

        let screen = SessionScreen.lines(state, rows: 60).joined(separator: "\n")

        #expect(screen.contains("Last run: 1 of 3 behaviours pass"))
        for name in [newest.text, old.text, zone.text] {
            #expect(!screen.contains(name), "the blind screen names \"\(name)\" before it was revealed")
        }
    }

    @Test("? opens a line; typed keys are the question, not commands; Enter asks it")
    func typesAQuestion() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        for character in "q jk?" { _ = Session.reduce(&state, .key(.character(character))) }
        _ = Session.reduce(&state, .key(.backspace))
        #expect(state.screen.mode == .asking(typed: "q jk"))
        #expect(state.round?.end == nil, "q while typing ended the round")

        let effects = Session.reduce(&state, .key(.enter))

        #expect(effects == [.ask(fixture.kata, question: "q jk"), .render])
        #expect(state.screen.mode == .result)
    }

    @Test("Esc leaves the question unasked; Ctrl-C still ends the round")
    func escapeAndInterrupt() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("?")))
        #expect(Session.reduce(&state, .key(.escape)) == [.render])
        #expect(state.screen.mode == .result)

        _ = Session.reduce(&state, .key(.character("?")))
        #expect(Session.reduce(&state, .key(.interrupt)) == [.quit])
        #expect(state.round?.end == .stopped)
    }

    @Test("an answer is said as the interviewer words it, and each behaviour in it counts as asked")
    func answered() {
        var state = fixture.round()
        state.clockNow = fixture.start + 90

        _ = Session.reduce(
            &state, .answered(question: "which time zone?", AskReply(kind: .rules, behaviours: [zone])))

        #expect(state.screen.notice.contains { $0.contains(zone.text) })
        #expect(state.round?.blind?.revealed.map(\.how) == [.asked])
        #expect(state.round?.blind?.revealed.first?.at == 90)
        #expect(state.round?.blind?.questions.count == 1)
    }

    @Test(
        "m points at a failing behaviour not yet revealed, with its failure and place, and records it as told"
    )
    func whatDidIMiss() {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: [newest.text]), at: 30)
        _ = Session.reduce(
            &state, .answered(question: "old ones?", AskReply(kind: .rules, behaviours: [old])))
        state.clockNow = fixture.start + 100

        #expect(Session.reduce(&state, .key(.character("m"))) == [.render], "m asks first")
        let effects = Session.reduce(&state, .key(.character("m")))

        #expect(effects == [.recordReveal(zone, how: .told, at: 100), .render])
        #expect(state.screen.notice.first == "What you missed: Orders · \(zone.text)")
        #expect(state.screen.notice.contains("  at Tests/Kata2/Tests/OrdersTests.swift:12"))
        #expect(!state.screen.notice.joined().contains(old.text), "m told an asked behaviour again")
    }

    @Test("m with nothing left to tell says so and records nothing")
    func nothingToTell() {
        var state = fixture.round()
        _ = Session.reduce(&state, .key(.character("m")))
        #expect(Session.reduce(&state, .key(.enter)) == [.render], "before any run")
        fixture.finish(&state, fixture.result(passing: [newest.text, old.text]), at: 30)
        for key in [SessionKey.character("m"), .character("m"), .character("m")] {
            _ = Session.reduce(&state, .key(key))
        }
        #expect(Session.reduce(&state, .key(.character("m"))) == [.render], "all failing ones told")
        #expect(state.screen.notice.first?.hasPrefix("Every behaviour that fails") == true)
    }

    @Test("a crash inside a behaviour shows it, and it counts as told")
    func crashTells() {
        var state = fixture.round()
        var result = fixture.result(passing: [newest.text])
        var culprit = Culprit()
        culprit.add(fixture.test(old.text, "t1", passed: false, finished: false))
        result.report?.culprit = culprit
        result.report?.ending = .crashed

        _ = Session.reduce(&state, .saved)
        let effects = Session.reduce(
            &state, .runFinished(generation: state.running.generation, result, at: fixture.start + 45))

        #expect(effects.contains(.recordReveal(old, how: .told, at: 45)))
    }

    @Test("a hang with no stack to read tells the behaviour that never finished, and names it")
    func hangTells() {
        var state = fixture.round()
        let tests = [
            fixture.test(newest.text, "t0", passed: true),
            fixture.test(old.text, "t1", passed: false, finished: false),
            fixture.test(zone.text, "t2", passed: true),
        ]
        let run = TestRun(
            tests: tests, endedNormally: false, suiteNames: ["Kata2Tests.OrdersTests": "Orders"])
        let report = CheckReport(run: run, kata: fixture.kata, ending: .timedOut)
        let result = SessionResult(
            lines: ["Kata2: stopped at the time limit", "no thread was in your code", ""], passing: 2,
            total: 3,
            report: report)

        _ = Session.reduce(&state, .saved)
        let effects = Session.reduce(
            &state, .runFinished(generation: state.running.generation, result, at: fixture.start + 50))

        #expect(effects.contains(.recordReveal(old, how: .told, at: 50)))
        let screen = SessionScreen.lines(state, rows: 60)
        #expect(screen.contains("It happened in: Orders · \(old.text) (told)"))
        #expect(!screen.joined().contains(zone.text), "a passing behaviour was named")
    }

    @Test("the score counts each behaviour once, by what came first: passing, asking or being told")
    func score() {
        var state = fixture.round()
        fixture.finish(&state, fixture.result(passing: [newest.text]), at: 30)
        state.clockNow = fixture.start + 60
        _ = Session.reduce(
            &state, .answered(question: "old ones?", AskReply(kind: .rules, behaviours: [old, newest])))
        state.clockNow = fixture.start + 70
        _ = Session.reduce(&state, .key(.character("m")))
        _ = Session.reduce(&state, .key(.enter))
        fixture.finish(&state, fixture.result(passing: [newest.text, old.text, zone.text]), at: 200)

        let score = state.round?.blind?.score(of: fixture.kata)

        // The answer named two rules: `old`, new, and `newest`, which had passed before it.
        var expected = CandidateProgress.BlindScore(
            anticipated: 1, asked: 1, told: 1, total: 3, questions: 1, opened: 2)
        expected.openedAnticipated = 1
        #expect(score == expected)
        #expect(state.round?.end == .solved)
    }

    @Test("an ask from another terminal reaches the round with the clock's tick")
    func askFromElsewhere() {
        var state = fixture.round()
        var record = CandidateProgress.RunningInterview(
            kata: fixture.kata.folder, startedAt: fixture.start, limitSeconds: 1200, blind: true)
        record.ask("what about time zones?", answered: [zone], at: 40)

        _ = Session.reduce(&state, .clock(record, at: fixture.start + 41))

        #expect(state.round?.blind?.revealed.map(\.behaviour) == [zone.text])
        #expect(state.round?.blind?.questions.count == 1)
    }

    @Test("the result says the three counts and lists what had to be told")
    func resultLines() {
        let lines = InterviewText.blindLines(
            CandidateProgress.BlindScore(anticipated: 9, asked: 5, told: 3, total: 19, questions: 7),
            told: [zone]
        ).joined(separator: " ")

        #expect(lines.contains("9 anticipated"))
        #expect(lines.contains("5 from your 7 questions, 3 told, 2 never passed nor came up."))
        #expect(lines.contains("Orders · \(zone.text)"))
    }

    @Test(
        "the behaviours a question revealed and the questions asked never read as one count: no bare \"N asked\""
    )
    func countsSayWhatTheyCount() throws {
        let score = CandidateProgress.BlindScore(anticipated: 2, asked: 5, told: 1, total: 8, questions: 11)
        let result = InterviewText.blindLines(score, told: []).joined(separator: " ")
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 600, limitSeconds: 1200,
            passing: 8, total: 8, hintsUsed: 0, solved: true)
        attempt.blind = score
        let row = History.result(attempt)
        let bare = try Regex(#"\d+ (questions? )?asked"#)
        for text in [result, row] {
            #expect(text.firstMatch(of: bare) == nil, "a count that reads as questions asked: \(text)")
        }
        #expect(result.contains("5 from your 11 questions"))
        #expect(row.contains("5 from questions"))
        let one = CandidateProgress.BlindScore(anticipated: 0, asked: 1, told: 0, total: 1, questions: 1)
        #expect(
            InterviewText.blindLines(one, told: []).joined(separator: " ").contains("1 from your 1 question,")
        )
    }

    @Test("history keeps the three counts and shows anticipation over blind rounds")
    func history() {
        func attempt(_ anticipated: Int, day: Double) -> CandidateProgress.Attempt {
            var attempt = CandidateProgress.Attempt(
                kata: fixture.kata.folder, startedAt: fixture.start + day * 86_400, seconds: 600,
                limitSeconds: 1200,
                passing: 3, total: 3, hintsUsed: 0, solved: true)
            attempt.blind = .init(
                anticipated: anticipated, asked: 3 - anticipated, told: 0, total: 3, questions: 2)
            return attempt
        }
        var progress = CandidateProgress()
        progress.attempts = [attempt(1, day: 0), attempt(2, day: 3)]

        #expect(
            History.result(progress.attempts[1])
                .hasSuffix("solved · blind: 2 anticipated, 1 from questions, 0 told"))
        let lines = History.anticipation(progress.attempts, kata: fixture.kata)
        #expect(lines.contains("Anticipated in blind rounds on Kata2, oldest first (of 3): 1 → 2"))
        #expect(lines.last?.hasPrefix("You find more yourself: 1 behaviour more") == true)
    }

    @Test("a kata whose blind round told a behaviour comes back for review within three days")
    func reviewSooner() {
        var progress = CandidateProgress()
        progress.recordCheck(fixture.kata, passing: 3, total: 3, at: fixture.start)
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 300, limitSeconds: 1200, passing: 3,
            total: 3, hintsUsed: 0, solved: true)
        progress.attempts = [attempt]
        #expect(Review.schedule(fixture.kata, progress: progress)?.days == 14)

        attempt.blind = .init(anticipated: 1, asked: 1, told: 1, total: 3, questions: 1)
        progress.attempts = [attempt]
        let schedule = Review.schedule(fixture.kata, progress: progress)
        #expect(schedule?.days == 3)
        #expect(schedule?.reason.hasSuffix("told 1 behaviour in a blind round") == true)
    }
}
