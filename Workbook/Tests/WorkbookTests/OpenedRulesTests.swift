import Foundation
import Testing

@testable import WorkbookKit

/// The rules a blind round's questions opened, split the way the score counts them, so "1 from
/// your 1 question" beside three rules its answer named adds up on screen.
@Suite("What a blind round's questions opened")
struct OpenedRulesTests {
    let fixture = BlindFixture()
    let newest = Behaviour(suite: "Orders", text: "shows the orders newest first")
    let old = Behaviour(suite: "Orders", text: "hides old cancelled orders")
    let zone = Behaviour(suite: "Orders", text: "counts days in the calendar's time zone")

    /// The Prompt gives `newest`; `old` passed at 5 s; one question at 10 s names all three.
    func round() -> BlindRound {
        var blind = BlindRound(root: URL(fileURLWithPath: "/work"), given: [newest])
        blind.firstPassed[old] = 5
        for behaviour in [newest, old, zone] {
            blind.revealed.append(
                .init(behaviour: behaviour.text, suite: behaviour.suite, how: .asked, at: 10))
        }
        blind.questions = [.init(text: "What does the list show?", at: 10, answered: [newest, old, zone])]
        return blind
    }

    @Test("the score keeps how the opened rules split: from questions, given, met before asking")
    func split() {
        let score = round().score(of: fixture.kata)
        #expect(score.asked == 1)
        #expect(score.opened == 3)
        #expect(score.openedGiven == 1)
        #expect(score.openedAnticipated == 1)
        #expect(score.openedTold == 0)
    }

    @Test("the result says the split in words whose numbers add up, in lines that fit 80 columns")
    func saidInTheResult() {
        let score = round().score(of: fixture.kata)
        let lines = InterviewText.blindLines(score, told: [], width: 79)
        let text = lines.joined(separator: " ")
        #expect(text.contains("1 from your 1 question"))
        #expect(
            text.contains(
                "Your 1 question named 3 rules: 1 new (counted from questions), 1 the prompt gives, 1 already"
                    + " passing (counted anticipated)."), "\(lines)")
        #expect(lines.allSatisfy { $0.count < 80 })
    }

    @Test("when every rule named was new, no split is said")
    func nothingToSplit() {
        let score = CandidateProgress.BlindScore(
            anticipated: 0, asked: 2, told: 0, total: 3, questions: 2, opened: 2)
        let text = InterviewText.blindLines(score, told: []).joined(separator: " ")
        #expect(!text.contains("named"))
    }

    @Test("a score recorded before the split reads with none")
    func olderRecords() throws {
        let json = #"{"anticipated":1,"asked":2,"told":0,"total":5,"questions":3}"#
        let score = try JSONDecoder().decode(CandidateProgress.BlindScore.self, from: Data(json.utf8))
        #expect(score.opened == 0)
        #expect(!InterviewText.blindLines(score, told: []).joined(separator: " ").contains("named"))
    }
}
