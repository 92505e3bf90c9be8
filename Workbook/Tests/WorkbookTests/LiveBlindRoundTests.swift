import Foundation
import Testing

@testable import WorkbookKit

/// A live blind round: the person across the table has the sheet and answers; the tool runs the
/// suite and says so, and neither `?`, `m` nor `ask` answers as well.
@Suite("A live blind round")
struct LiveBlindRoundTests {
    let fixture = TwoSuitesFixture()

    func liveRound() -> SessionState {
        var state = fixture.round()
        state.round?.live = true
        state.interview = CandidateProgress.RunningInterview(
            kata: fixture.kata.folder, startedAt: fixture.start, limitSeconds: 1200, live: true, blind: true)
        return state
    }

    @Test("? and m say the interviewer answers: no question line opens and nothing is told")
    func keysSaySo() {
        var state = liveRound()
        fixture.finish(&state, fixture.result(passing: [fixture.newest]), at: 30)

        for key in ["?", "m"] {
            state.screen.notice = []
            #expect(
                Session.reduce(&state, .key(.character(Character(key)))) == [.render],
                "\(key) records nothing")
            #expect(state.screen.mode == .result, "\(key) opened a question line")
            #expect(
                state.screen.notice == [CandidateProgress.RunningInterview.interviewerAnswers(fixture.kata)])
        }
        #expect(state.round?.blind?.revealed == [])
        #expect(state.screen.notice.first?.contains("ask your interviewer") == true)
    }

    @Test("the key line offers ? and m in a solo blind round and neither in a live one")
    func keyLines() {
        #expect(KeyTable.legend(for: .blindRound).hasPrefix("? ask · m what did I miss? · h hint"))
        let live = KeyTable.legend(for: .blindLiveRound)
        #expect(!live.contains("?") && !live.contains("m what"), "\(live)")
        #expect(live.hasPrefix("p prompt · q end the round"))
    }

    @Test("the screen says the interviewer tells the rules, and offers neither ? nor m nor ask")
    func screenSaysOneThing() {
        var state = liveRound()
        fixture.finish(&state, fixture.result(passing: [fixture.newest]), at: 30)
        let result = SessionScreen.lines(state, rows: 60, columns: 200).joined(separator: " ")
        _ = Session.reduce(&state, .key(.character("p")))

        let text = SessionScreen.lines(state, rows: 60, columns: 200).joined(separator: " ") + result

        #expect(text.contains("Your interviewer has the sheet and gives any hint."))
        #expect(text.contains("the rules are theirs to tell. Ask them aloud; they also say what you missed."))
        #expect(
            text.contains("out of your files while the round lasts, and back when it ends, however it ends."),
            "the screen says the files change under the editor, and come back")
        for offer in ["? asks", "m points", "workbook ask", "? ask", "m what did I miss"] {
            #expect(!text.contains(offer), "a live blind round's screen offers \(offer)")
        }
    }

    @Test("ask during a live round on the kata says the interviewer answers, and records nothing")
    func askRefuses() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(TwoSuitesFixture.readme, to: "Katas/Kata2_Sample/README.md")
        let output = RecordingConsole()
        let context = CommandContext(
            options: GlobalOptions(), workspace: Workspace(root: folder.url), console: output.console)
        var progress = CandidateProgress()
        progress.interview = .init(
            kata: "Kata2_Sample", startedAt: Date() - 60, limitSeconds: 1200, live: true, blind: true)
        #expect(context.store.save(progress) == nil, "the round is written")

        do {
            _ = try AskCommand(kata: "2", question: "Which comes first?").run(in: context)
            Issue.record("ask answered during a live round")
        } catch {
            #expect(error.message == CandidateProgress.RunningInterview.interviewerAnswers(fixture.kata))
        }
        #expect(context.store.load().progress.interview?.questions == [])
        #expect(output.text.isEmpty, "no answer was said: \(output.text)")
    }

    @Test(
        "the result leaves anticipation to the interviewer; history marks the round blind and keeps it out of the trend"
    )
    func scoredByTheInterviewer() {
        var attempt = CandidateProgress.Attempt(
            kata: fixture.kata.folder, startedAt: fixture.start, seconds: 600, limitSeconds: 1200, passing: 4,
            total: 5, hintsUsed: 0, solved: false, end: .timeUp, live: true)
        attempt.blind = .init(anticipated: 3, asked: 0, told: 0, total: 5, questions: 0, given: 1)

        let result = InterviewText.result(fixture.kata, attempt).joined(separator: " ")

        #expect(
            result.contains(
                "Blind round with your interviewer, of 5 behaviours: 1 given by the prompt, 3 passed,"))
        #expect(result.contains("which you anticipated and which you asked for is theirs to say"))
        #expect(!result.contains("anticipated (passing"))
        #expect(History.result(attempt).hasSuffix("time up: 4 of 5 passing · blind · live"))
        #expect(History.anticipation([attempt], kata: fixture.kata) == [])
    }
}
