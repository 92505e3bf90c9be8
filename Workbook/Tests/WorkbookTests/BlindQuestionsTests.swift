import Foundation
import Testing

@testable import WorkbookKit

/// The questions of a round, kept with the attempt: asked with `?` or with `ask` from another
/// terminal, each with its second and what the answer revealed, shown in the result and history.
@Suite("A round's questions")
struct BlindQuestionsTests {
    typealias Question = CandidateProgress.Question
    let fixture = TwoSuitesFixture()

    /// The running record a round writes when its clock starts.
    func record() -> CandidateProgress.RunningInterview {
        CandidateProgress.RunningInterview(
            kata: fixture.kata.folder, startedAt: fixture.start, limitSeconds: 1200, blind: true)
    }

    @Test(
        "a question asked with ? is kept with its second and what it revealed, and recorded in the running round"
    )
    func keptAndRecorded() {
        var state = fixture.round()
        state.clockNow = fixture.start + 42

        let effects = Session.reduce(
            &state,
            .answered(question: "Which comes first?", AskReply(kind: .rules, behaviours: [fixture.newest])))

        let asked = Question(text: "Which comes first?", at: 42, answered: [fixture.newest])
        #expect(state.round?.blind?.questions == [asked])
        #expect(effects == [.recordQuestion(asked), .render])
    }

    @Test(
        "a folded question's later lines sit under its text, at 80 columns, whatever its spacing",
        arguments: [
            "What happens to an order placed twice?  Is the second one refused, or merged with the first one?",
            "Is a  blank ID refused — one of only spaces, tabs or a newline — as an empty one is refused?",
        ])
    func foldedUnderItsText(text: String) {
        let lines = TextLayout.wrap(Question.lines([Question(text: text, at: 754, answered: [])]), width: 80)

        #expect(lines[2].hasPrefix("  12:34  \u{201C}"))
        #expect(lines[3].prefix { $0 == " " }.count == 9, "\(lines)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("a question whose answer named no rule is kept as one that revealed nothing")
    func revealedNothing() {
        var state = fixture.round()
        state.clockNow = fixture.start + 7

        let effects = Session.reduce(
            &state, .answered(question: "Core Data or files?", AskReply(kind: .outside, behaviours: [])))

        #expect(effects.first == .recordQuestion(Question(text: "Core Data or files?", at: 7, answered: [])))
        #expect(state.round?.blind?.revealed == [])
    }

    @Test(
        "questions from another terminal join the round's in the clock's order; its own recorded ones count once"
    )
    func askedFromElsewhere() {
        var state = fixture.round()
        state.clockNow = fixture.start + 30
        _ = Session.reduce(
            &state, .answered(question: "Refund twice?", AskReply(kind: .rules, behaviours: [fixture.twice])))
        var record = record()
        record.ask("Refund twice?", answered: [fixture.twice], at: 30)
        record.ask("Old cancelled ones?", answered: [fixture.old], at: 20)
        record.ask("Refund twice?", answered: [fixture.twice], at: 31)

        _ = Session.reduce(&state, .clock(record, at: fixture.start + 32))
        _ = Session.reduce(&state, .clock(record, at: fixture.start + 33))

        #expect(
            state.round?.blind?.questions.map(\.at) == [20, 30, 31],
            "each asked once: the ? question and the same words asked again elsewhere a second later")
        #expect(state.round?.blind?.score(of: fixture.kata).questions == 3)
    }

    @Test(
        "the attempt keeps a blind round's questions, and a round that was not blind keeps those ask recorded"
    )
    func keptWithTheAttempt() {
        var record = record()
        record.ask("Old cancelled ones?", answered: [fixture.old], at: 20)
        var blind: BlindRound? = BlindRound(root: URL(fileURLWithPath: "/work"))
        blind?.questions = [Question(text: "Ties?", at: 10, answered: [fixture.ties])]
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 600, limitSeconds: 1200, passing: 1,
            total: 5, hintsUsed: 0, solved: false)
        let recorder = TimelineRecorder(passingAtStart: 0, total: 5)

        Interview.close(&attempt, recorder: recorder, blind: &blind, record: record, kata: fixture.kata)
        #expect(attempt.questions.map(\.text) == ["Ties?", "Old cancelled ones?"])
        #expect(attempt.blind?.questions == 2)

        var notBlind: BlindRound? = nil
        attempt.questions = []
        Interview.close(&attempt, recorder: recorder, blind: &notBlind, record: record, kata: fixture.kata)
        #expect(attempt.questions.map(\.text) == ["Old cancelled ones?"])
    }

    @Test("an attempt keeps its questions on disk, and one recorded before questions were kept still loads")
    func onDisk() throws {
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 600, limitSeconds: 1200, passing: 1,
            total: 5, hintsUsed: 0, solved: false)
        attempt.questions = [
            Question(text: "Ties?", at: 10, answered: [fixture.ties]),
            Question(text: "Logging?", at: 15, answered: []),
        ]
        let data = try JSONEncoder().encode(attempt)
        #expect(try JSONDecoder().decode(CandidateProgress.Attempt.self, from: data) == attempt)

        let old = #"""
            {"kata": "Kata2_Sample", "startedAt": 0, "seconds": 600, "limitSeconds": 1200, "passing": 1,
             "total": 5, "hintsUsed": 0, "solved": false,
             "blind": {"anticipated": 1, "asked": 0, "told": 0, "total": 5, "questions": 3}}
            """#
        let loaded = try JSONDecoder().decode(CandidateProgress.Attempt.self, from: Data(old.utf8))
        #expect(loaded.questions == [])
        #expect(loaded.blind?.questions == 3)
    }

    /// An attempt with one question that revealed a rule and one that revealed none.
    func asked() -> CandidateProgress.Attempt {
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 600, limitSeconds: 1200, passing: 5,
            total: 5, hintsUsed: 0, solved: true, end: .solved)
        attempt.timeline = [.init(second: 600, kind: .green, passing: 5, total: 5)]
        attempt.blind = .init(anticipated: 2, asked: 2, told: 0, total: 5, questions: 2, given: 1)
        attempt.questions = [
            Question(text: "Equal dates?", at: 75, answered: [fixture.ties, fixture.newest]),
            Question(text: "Which database?", at: 130, answered: []),
        ]
        return attempt
    }

    @Test(
        "the result shows each question at its second, beside what its answer revealed or that it revealed nothing"
    )
    func inTheResult() {
        let lines = InterviewText.result(fixture.kata, asked(), reveal: false)

        let start = lines.firstIndex(of: "Your questions, and what each answer revealed:")
        #expect(start != nil)
        #expect(
            Array(lines[(start ?? 0)...].prefix(6)) == [
                "Your questions, and what each answer revealed:",
                "  1:15  \u{201C}Equal dates?\u{201D}",
                "        ↳ Orders · \(fixture.ties.text)",
                "        ↳ Orders · \(fixture.newest.text)",
                "  2:10  \u{201C}Which database?\u{201D}",
                "        ↳ nothing: the answer named no rule",
            ])
    }

    @Test(
        "history N shows the last attempt's questions beside what each revealed; an attempt without them shows none"
    )
    func inHistory() {
        var progress = CandidateProgress()
        progress.attempts = [asked()]

        let view = History.kataView(fixture.kata, progress: progress, timeZone: .gmt, colour: false)

        #expect(view.contains("  1:15  \u{201C}Equal dates?\u{201D}"))
        #expect(view.contains("        ↳ nothing: the answer named no rule"))
        let markdown = History.markdown(
            progress.attempts[0], kata: fixture.kata, all: progress.attempts, timeZone: .gmt)
        #expect(markdown.contains("## Questions\n\n```text\n  1:15  \u{201C}Equal dates?\u{201D}\n"))
        progress.attempts[0].questions = []
        #expect(
            !History.kataView(fixture.kata, progress: progress, timeZone: .gmt, colour: false).contains {
                $0.hasPrefix("Your questions")
            })
    }
}
