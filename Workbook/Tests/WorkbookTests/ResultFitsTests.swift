import Foundation
import Synchronization
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
            let back = BlindFiles.backLine(
                kata, blind: true,
                back: ["App/OrderHistoryComposer.swift (1 paragraph)", "README.md (the Requirements)"],
                keptAside: false)
            let lines = InterviewText.result(kata, played, told: told, back: back, window: 80)
            let rows = summaryRows(lines)
            #expect(rows.first == "══ Result ══", "\(kata.module): no result heading")
            #expect(rows.count <= 23, "\(kata.module): \(rows.count) rows\n\(rows.joined(separator: "\n"))")
            #expect(rows.contains { $0.hasPrefix("Stopped after 25:00") })
            #expect(rows.contains { $0.hasPrefix("Blind round, where each of the 28 behaviours came from") })
            let closing = rows.joined(separator: " ")
            #expect(closing.contains("\(kata.module)'s full files are back: App/OrderHistoryComposer.swift"))
            #expect(closing.contains("`swift run workbook start \(kata.number)` goes on from here."))
            #expect(TextLayout.wrap(lines, width: 79).allSatisfy { $0.count < 80 })
        }
    }

    /// Found at 80×24 under tmux: after a blind round of Kata12 the result ran to about 130 rows,
    /// and the line saying the kata's full files were back, printed before it, had scrolled off.
    @Test("a blind round's last screen says its files are back and how to go on")
    func filesBackOnTheLastScreen() throws {
        let folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(blindReadme, to: "Katas/Kata7_Sample/README.md")
        try folder.write(blindSample, to: "Katas/Kata7_Sample/Counter.swift")
        let workspace = Workspace(root: folder.url)
        let kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
        let said = Mutex<[String]>([])
        let console = Console(isInteractive: false, width: 80) { text in
            said.withLock {
                $0 += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        let checker = Checker(
            workspace: workspace, tool: try SwiftTool(workspace: workspace), console: console)
        var interview = Interview(checker: checker, store: ProgressStore(workspace: workspace))
        interview.standing = { _ in (Checker.Outcome(lines: [], report: nil, exitCode: 1), []) }
        _ = try interview.run(kata, Interview.Plan(minutes: 5, debrief: false, blind: true)) { $0 }

        let screen = TextLayout.wrap(said.withLock { $0 }, width: 79).suffix(23).joined(separator: "\n")
        #expect(screen.contains("Kata7's full files are back"), "\(screen)")
        #expect(screen.contains("`swift run workbook start 7`"), "\(screen)")
    }

    @Test("every kata's result, solved with a head start or stopped, ends in a summary of 23 rows at most")
    func everyKata() throws {
        for kata in try Workspace(root: Repository.root).katas() {
            let played = kata.stages.isEmpty ? kata : kata.reaching(stage: kata.stages.count)
            for end in [InterviewEnd.solved, .timeUp, .stopped] {
                // The longest give-back sentence a round of it could say: every file it edits back.
                let files = BlindFiles.editedFiles(of: kata).map {
                    $0 == "README.md" ? "README.md (the Requirements)" : "\($0) (9 paragraphs)"
                }
                let back = BlindFiles.backLine(kata, blind: true, back: files, keptAside: false)
                let rows = summaryRows(
                    InterviewText.result(played, attempt(kata, end: end, blind: true), back: back, window: 80)
                )
                #expect(rows.first == "══ Result ══")
                #expect(
                    rows.count <= 23,
                    "\(kata.module) \(end): \(rows.count) rows\n\(rows.joined(separator: "\n"))")
            }
        }
    }

    @Test("Kata13's result, its slips all missed and one or every sound line flagged, still ends in 23 rows")
    func reviewWithEverySlipMissed() throws {
        let kata = try Workspace(root: Repository.root).kata("13")
        let key = try String(
            contentsOf: kata.solutionFolder.appendingPathComponent(KataKind.slipsFile), encoding: .utf8)
        let rows = ReviewSlips.rows(in: key)
        let back = BlindFiles.backLine(
            kata, blind: true, back: ["README.md (the Requirements)"], keptAside: false)
        for flagged in [["D5"], rows.filter { !$0.isSlip }.map(\.id)] {
            let verdict = ReviewVerdict(
                named: [], missed: Set(rows.filter(\.isSlip).map(\.id)), flagged: Set(flagged))
            let named = TextLayout.wrap(
                ReviewSlips.resultLines(for: rows, verdict: verdict, kata: kata, width: 79), width: 79)
            for end in [InterviewEnd.timeUp, .stopped] {
                let without = summaryRows(
                    InterviewText.result(kata, attempt(kata, end: end, blind: true), back: back, window: 80))
                if end == .stopped {
                    #expect(without.contains { $0.hasPrefix("Handed in after 25:00") }, "\(without)")
                }
                #expect(
                    without.count + named.count <= 23,
                    "\(end), \(flagged.count) flagged: \(without.count) + \(named.count) rows\n\(named.joined(separator: "\n"))"
                )
            }
        }
    }
}
