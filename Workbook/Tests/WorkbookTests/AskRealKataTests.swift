import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// The workbook this test file belongs to, for the real katas and the sets tuned on.
private let repository = Repository.root

@Suite("ask: the real katas, as the issue met them")
struct AskRealKataTests {
    func reply(_ kata: String, _ question: String) throws -> AskReply {
        try Asking(kata: Workspace(root: repository).kata(kata)).reply(question)
    }

    @Test("the answers the tried rounds got wrong")
    func triedRounds() throws {
        let failedSave = try reply(
            "3", "Does a good network answer still show when writing it to the cache fails?")
        #expect(
            failedSave.behaviours.first?.text == "a cache that fails to save does not fail the call"
                && failedSave.lead == .yes,
            "Kata3: the rule about a failed save, and yes: \(failedSave.lines)")
        let saveFails = try reply("3", "What if saving to the cache fails after a good network answer?")
        #expect(
            saveFails.behaviours.map(\.text) == ["a cache that fails to save does not fail the call"]
                + ["a cache that fails to save does not fail the call"],
            "Kata3: \"what if … fails\" is the failed save (under both suites), not the save that works: \(saveFails.lines)"
        )
        let again = try reply("11", "What if the retried request gets a 401 again?")
        #expect(
            again.behaviours.map(\.text)
                == [
                    "a 401 on the second sending signs out: tokens cleared, signedOut thrown, nothing sent a third time"
                ],
            "Kata11: a second 401 signs out, and the rule that refreshes is not named: \(again.lines)")
        let noTokens = try reply("11", "What happens when no tokens are stored at all?")
        #expect(
            noTokens.behaviours.map(\.text) == [
                "with no tokens stored it throws signedOut and sends nothing"
            ],
            "Kata11: no tokens is its own rule, not the failed refresh: \(noTokens.lines)")
        #expect(
            try reply("10", "Should I cache the pages on disk?").kind == .outside,
            "Kata10: storage is outside")
        #expect(
            try reply("11", "Which Keychain accessibility setting should the tokens use?").kind == .outside,
            "Kata11: Keychain settings are outside")
        let either = try reply("10", "Should I drop the repeated row or move it?")
        #expect(
            either.lead == .rule
                && [
                    "a row an earlier page showed keeps its place when a later page lists it again",
                    "an order listed twice in one page shows once, where the page first lists it",
                ].contains(either.behaviours.first?.text ?? ""),
            "Kata10: either-or gets the deciding rule without yes: \(either.lines)")
    }

    /// `ask` on every kata, measured on one of the labelled sets beside this file.
    func evaluate(_ file: String) throws -> AskEvaluation {
        let text = try String(
            contentsOf: repository.appendingPathComponent("Workbook/Tests/WorkbookTests/\(file)"),
            encoding: .utf8)
        let workspace = Workspace(root: repository)
        return AskEvaluation(set: AskEvalSet(text: text)) { name in
            guard let kata = try? workspace.kata(name) else { return nil }
            return (Asking(kata: kata), Behaviour.all(in: kata.readme))
        }
    }

    @Test(
        "the sets tuned on: the three figures stay where tuning left them",
        arguments: ["AskDevQuestions.md", "AskWriter1Questions.md"])
    func tunedSets(file: String) throws {
        let evaluation = try evaluate(file)
        #expect(evaluation.problems.isEmpty, "\(file): \(evaluation.problems.joined(separator: "; "))")
        #expect(evaluation.perKata.count == 11, "\(file) has questions for every kata")
        let overall = evaluation.overall
        #expect(
            overall.rightShare >= 0.95, "\(file): a right rule for most answerable questions: \(overall.line)"
        )
        #expect(overall.onlyWrongShare <= 0.03, "\(file): almost none gets only wrong rules: \(overall.line)")
        #expect(
            overall.nothingShare >= 0.8, "\(file): unanswerable questions reveal nothing: \(overall.line)")
        for (kata, score) in evaluation.perKata {
            #expect(score.rightShare >= 0.8, "\(file), \(kata): no kata below 80% right: \(score.line)")
        }
    }

    @Test("the set that calibrates the figures, written fresh: the issue's overall bars hold")
    func calibrationSet() throws {
        let file = "AskWriter4Questions.md"
        let evaluation = try evaluate(file)
        #expect(evaluation.problems.isEmpty, "\(file): \(evaluation.problems.joined(separator: "; "))")
        let overall = evaluation.overall
        #expect(overall.rightShare >= 0.9, "\(file): a right rule for 90%: \(overall.line)")
        #expect(overall.onlyWrongShare <= 0.05, "\(file): only wrong rules for at most 5%: \(overall.line)")
        #expect(
            overall.nothingShare >= 0.9, "\(file): unanswerable questions reveal nothing: \(overall.line)")
    }
}
