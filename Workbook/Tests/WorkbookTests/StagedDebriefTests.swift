import Foundation
import Testing

@testable import WorkbookKit

/// After a staged round that ended at stage S, the debrief and the result name nothing of a stage
/// after S: the follow-ups, the talking points and the rubric's lines alike.
@Suite("A staged round's debrief stops at the stage reached")
struct StagedDebriefTests {
    /// What a round that reached `stage` shows of the sheet: its follow-ups with what to listen
    /// for, its talking points, every criterion's rubric lines, and the result printed at once.
    func shown(_ kata: Kata, stage: Int) -> String {
        let played = kata.reaching(stage: stage)
        let debrief = Debrief(sheet: kata.sheet, stage: stage)
        var lines = debrief.steps.flatMap { [$0.question, $0.listenFor ?? ""] } + debrief.talkingPoints
        lines += InterviewerSheet.criteria.flatMap { debrief.rubricLines($0, sheet: kata.sheet) }
        let attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 600, limitSeconds: 3000,
            passing: 3, total: 9, hintsUsed: 0, solved: false, passingAtStart: 0, end: .stopped, live: false)
        lines += InterviewText.result(played, attempt, window: 80)
        return lines.joined(separator: "\n").lowercased()
    }

    /// The words that name a stage's topic: its title, without "the".
    func topic(_ stage: KataReadme.Stage) -> String {
        let title = stage.title.lowercased()
        return title.hasPrefix("the ") ? String(title.dropFirst(4)) : title
    }

    @Test("no later stage's title is named after a round that ended before it", arguments: ["12", "14"])
    func laterStagesUnnamed(number: String) throws {
        let kata = try Workspace(root: Repository.root).kata(number)
        #expect(kata.stages.count > 1)
        for stage in kata.stages.dropLast() {
            let text = shown(kata, stage: stage.number)
            for later in kata.stages where later.number > stage.number {
                #expect(
                    !text.contains(topic(later)),
                    "stage \(stage.number) names stage \(later.number)'s \"\(topic(later))\"")
            }
        }
    }

    @Test("Kata12 ended at stage 2 names no 30-day rule; at its last stage the sheet is whole")
    func thirtyDays() throws {
        let kata = try Workspace(root: Repository.root).kata("12")
        #expect(!shown(kata, stage: 2).contains("30-day"))
        let last = shown(kata, stage: kata.stages.count)
        for stage in kata.stages.dropFirst() { #expect(last.contains(topic(stage))) }
        #expect(last.contains("30-day"))
        for criterion in InterviewerSheet.criteria {
            #expect(
                kata.sheet.rubricLines(criterion, upTo: nil)
                    == kata.sheet.rubricLines(criterion, upTo: kata.stages.count))
        }
        #expect(kata.sheet.talkingPoints(upTo: nil) == kata.sheet.talkingPoints)
    }

    @Test("a stage's rubric line is headed by its stage and follows the criterion's own line")
    func stagedRubric() {
        let sheet = InterviewerSheet(
            text: """
                ## Rubric
                - Correctness: strong: green; weak: red.
                ### Stage 2 · Offline
                - Correctness: strong: kept; weak: lost.
                ## Talking points
                - Layers.
                ### Stage 2 · Offline
                - The store.
                """)
        #expect(sheet.rubric == ["Correctness: strong: green; weak: red."])
        #expect(sheet.rubricLines("Correctness", upTo: 1) == ["strong: green; weak: red."])
        #expect(
            sheet.rubricLines("Correctness", upTo: 2) == [
                "strong: green; weak: red.", "Stage 2 · Offline: strong: kept; weak: lost.",
            ])
        #expect(sheet.talkingPoints(upTo: 1) == ["Layers."])
        #expect(sheet.talkingPoints(upTo: nil) == ["Layers.", "The store."])
    }

    @Test("a stage's rubric line that names no criterion, or no strong and weak, is a problem of the sheet")
    func stagedRubricProblems() {
        let sheet = InterviewerSheet(
            text: """
                ## Rubric
                - Correctness: strong: green; weak: red.
                ### Stage 2 · Offline
                - Speed: strong: quick; weak: slow.
                - Layering: the store in Data.
                """)
        let problems = sheet.problems(module: "Kata12")
        #expect(
            problems.contains("Rubric's stage item \"Speed: strong: quick; weak: slow.\" names no criterion"))
        #expect(problems.contains("Rubric's \"Layering\" does not say strong …; weak …"))
    }
}
