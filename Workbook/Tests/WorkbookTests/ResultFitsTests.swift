import Foundation
import Testing

@testable import WorkbookKit

/// The end of a round in an 80×24 window: how it ended, its stages and the blind score are the
/// result's last rows, all of them on the screen when it ends, never scrolled off by the
/// follow-ups and talking points printed with them.
@Suite("A round's result ends on one screen at 80×24")
struct ResultFitsTests {
    /// The rows the result's summary takes, from its heading to the last line, at 80 columns.
    func summaryRows(_ lines: [String]) -> [String] {
        let folded = TextLayout.wrap(lines, width: 79)
        guard let heading = folded.lastIndex(of: "══ Result ══") else { return folded }
        return Array(folded[heading...])
    }

    func attempt(_ kata: Kata, end: InterviewEnd, blind: Bool) -> CandidateProgress.Attempt {
        var attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 1500,
            limitSeconds: kata.minutes * 60, passing: 9, total: 28, hintsUsed: 1, solved: end == .solved,
            passingAtStart: 2, end: end, live: false)
        if !kata.stages.isEmpty {
            attempt.stages = Array(stride(from: 0, to: 600 * kata.stages.count, by: 600))
        }
        guard blind else { return attempt }
        var score = CandidateProgress.BlindScore(
            anticipated: 3, asked: 2, told: 2, total: 28, questions: 6, given: 7, opened: 6)
        (score.openedGiven, score.openedAnticipated, score.openedTold) = (2, 1, 1)
        attempt.blind = score
        let behaviour = Behaviour.all(in: kata.readme).first!
        attempt.questions = (0..<6).map {
            .init(text: "Question \($0) about the rules?", at: 60 * $0, answered: [behaviour])
        }
        return attempt
    }

    @Test("Kata12 stopped at stage 2 and Kata3, blind: the summary's rows fit 23, the last on screen")
    func blindRounds() throws {
        let workspace = Workspace(root: Repository.root)
        let kata12 = try workspace.kata("12")
        for (kata, attempt) in [
            (kata12.reaching(stage: 2), attempt(kata12, end: .stopped, blind: true)),
            (try workspace.kata("3"), attempt(try workspace.kata("3"), end: .stopped, blind: true)),
        ] {
            var played = attempt
            if !kata.stages.isEmpty { played.stages = [0, 600] }
            let told = Array(Behaviour.all(in: kata.readme).prefix(2))
            let lines = InterviewText.result(kata, played, told: told, window: 80)
            let rows = summaryRows(lines)
            #expect(rows.first == "══ Result ══", "\(kata.module): no result heading")
            #expect(rows.count <= 23, "\(kata.module): \(rows.count) rows\n\(rows.joined(separator: "\n"))")
            #expect(rows.contains { $0.hasPrefix("Stopped after 25:00") })
            #expect(rows.contains { $0.hasPrefix("Blind round, of 28 behaviours") })
            #expect(TextLayout.wrap(lines, width: 79).allSatisfy { $0.count < 80 })
        }
    }

    @Test("every kata's result, solved with a head start or stopped, ends in a summary of 23 rows at most")
    func everyKata() throws {
        for kata in try Workspace(root: Repository.root).katas() {
            let played = kata.stages.isEmpty ? kata : kata.reaching(stage: kata.stages.count)
            for end in [InterviewEnd.solved, .timeUp, .stopped] {
                let rows = summaryRows(
                    InterviewText.result(played, attempt(kata, end: end, blind: true), window: 80))
                #expect(rows.first == "══ Result ══")
                #expect(rows.count <= 23, "\(kata.module) \(end): \(rows.count) rows")
            }
        }
    }
}
