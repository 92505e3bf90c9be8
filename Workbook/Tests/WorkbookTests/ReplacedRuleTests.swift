import Foundation
import Testing

@testable import WorkbookKit

/// A blind round's panel of what was asked about or told: once a later stage's rule that replaces
/// an earlier one has arrived (ASK.md's `replaces:`), the earlier rule is no standing rule, and
/// is not ticked as one beside the rule that replaced it.
@Suite("A replaced rule in a blind round's panel")
struct ReplacedRuleTests {
    let failure = Behaviour(
        suite: "Stage 1 · The order history", text: "no answer from the network shows the failure sentence")
    let offline = Behaviour(
        suite: "Stage 2 · Offline", text: "offline, the last good answer is shown instead of the failure")

    /// A run of Kata12 where the stage 1 rule passes and the stage 2 rule fails.
    func result(_ kata: Kata) -> SessionResult {
        let tests = [
            (failure, true, "Kata12Tests.History/t0()"), (offline, false, "Kata12Tests.Offline/t1()"),
        ]
        .map { behaviour, passed, id in
            TestResult(
                id: id, displayName: behaviour.text, file: "Tests/Kata12/Tests/T.swift", line: 1,
                cases: [
                    CaseResult(
                        arguments: "",
                        issues: passed
                            ? [] : [Issue(message: "Expectation failed", fileID: "T.swift", line: 2)])
                ], finished: true)
        }
        let run = TestRun(
            tests: tests, endedNormally: true,
            suiteNames: ["Kata12Tests.History": failure.suite, "Kata12Tests.Offline": offline.suite])
        let report = CheckReport(run: run, kata: kata)
        return SessionResult(lines: [], passing: report.passing, total: report.total, report: report)
    }

    func panel(stage: Int) throws -> [String] {
        let kata = try Workspace(root: Repository.root).kata("12").reaching(stage: stage)
        var blind = BlindRound(root: Repository.root, kata: kata)
        for (second, behaviour) in [failure, offline].enumerated() {
            blind.revealed.append(
                .init(behaviour: behaviour.text, suite: behaviour.suite, how: .asked, at: second))
        }
        return blind.lines(for: result(kata), stage: stage)
    }

    @Test("at stage 2, stage 1's failure sentence is marked replaced by stage 2, not ticked")
    func markedAtItsStage() throws {
        let lines = try panel(stage: 2)
        #expect(!lines.contains("✓ \(failure.text)"), "\(lines)")
        let line = lines.first { $0.contains(failure.text) }
        #expect(line?.contains("replaced in stage 2") == true, "\(lines)")
        #expect(lines.contains("✗ \(offline.text)"))
    }

    @Test("before the stage that replaces it, the rule is ticked as it stands")
    func standsBefore() throws {
        let lines = try panel(stage: 1)
        #expect(lines.contains("✓ \(failure.text)"), "\(lines)")
    }

    @Test("Kata12's replaced rules are each stage 1's, replaced in stage 2")
    func fromAsk() throws {
        let kata = try Workspace(root: Repository.root).kata("12")
        #expect(kata.replacedRules[failure.text] == 2)
        #expect(kata.replacedRules.count == 4)
        #expect(
            kata.replacedRules["a 204 with an empty body shows the failure sentence"] == 2,
            "a 204's body does not read: from stage 2 it shows the last good answer")
        #expect(kata.replacedRules.values.allSatisfy { $0 == 2 })
    }
}
