import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// The workbook this test file belongs to, for the real katas.
private let repository = Repository.root

@Suite("? : an answer's first line shows whole at 80×24")
struct AskAnswerFitsTests {
    /// A blind round on a real kata, nothing run yet.
    func round(_ kata: Kata) -> SessionState {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        let start = Date(timeIntervalSince1970: 50_000)
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: kata.minutes), live: false, baseline: nil, notes: [],
            blind: BlindRound(root: repository, given: kata.sheet.givenByThePrompt))
        state.clockNow = start
        _ = Session.reduce(&state, .started)
        return state
    }

    @Test(
        "every rule of every kata's ASK.md: its answer's first line, folded, fits the rows the view gives it")
    func firstLineFits() throws {
        // A question that takes a whole line of its own at 80 columns.
        let question = "What happens here when the thing the question is about goes wrong, then?"
        var longest = (rows: 0, kata: "", line: "")
        var fewestGiven = Int.max
        for kata in try Workspace(root: repository).katas() {
            let words = try String(
                contentsOf: kata.solutionFolder.appendingPathComponent("ASK.md"), encoding: .utf8)
            let rules = words.split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
                String($0.dropFirst(3))
            }
            let behaviours = Behaviour.all(in: kata.readme)
            #expect(!rules.isEmpty, "\(kata.module): ASK.md lists no rule")
            for rule in rules {
                let named = behaviours.filter { $0.text == rule }
                #expect(!named.isEmpty, "\(kata.module): ASK.md's rule is not the README's: \(rule)")
                var state = round(kata)
                // "The rule:" is the longest lead a first line gets.
                _ = Session.reduce(
                    &state, .answered(question: question, AskReply(kind: .rules, behaviours: named)))
                let first = AskReply(kind: .rules, behaviours: named).lines[0]
                let folded = TextLayout.wrap(first, width: 79)
                let screen = SessionScreen.lines(state, rows: 24, columns: 80)
                #expect(screen.count <= 24, "\(kata.module): \(screen.count) rows: \(rule)")
                #expect(screen.allSatisfy { $0.count <= 80 })
                let at = screen.firstIndex(of: folded[0])
                #expect(
                    at.map { Array(screen[$0..<min(screen.count, $0 + folded.count)]) } == folded,
                    "\(kata.module): the first line is cut: \(first)")
                // The rows the view gives the answer: what the header, the body's least (3 rows), the
                // spare row and the rest of the footer leave of 24.
                let parts = SessionScreen.layout(state, now: .distantPast)
                let given = 24 - parts.header.count - 3 - 1 - (parts.footer.count - folded.count)
                #expect(folded.count <= given, "\(kata.module): \(folded.count) rows of \(given): \(first)")
                fewestGiven = min(fewestGiven, given)
                if first.count > longest.line.count { longest = (folded.count, kata.module, first) }
            }
        }
        print(
            "longest first line: \(longest.line.count) characters, \(longest.rows) rows at 80 columns, "
                + "\(longest.kata): \(longest.line); fewest rows the view gives: \(fewestGiven)")
    }
}
