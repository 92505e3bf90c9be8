import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// The workbook this test file belongs to, for the real katas.
private let repository = Repository.root

@Suite("ask back: one keypress picks the topic at ?; from ask, the candidate asks again")
struct AskBackPickTests {
    let fixture = BlindFixture()

    @Test("a pick answers the same question with the rules of that topic alone")
    func pickAnswersWithinTopic() throws {
        let asking = Asking(kata: try Workspace(root: repository).kata("12"))
        let back = asking.reply("empty?")
        try #require(back.kind == .askBack && back.topics.count >= 2, "\(back.lines)")
        var answers: [[Behaviour]] = []
        for topic in back.topics {
            let picked = asking.reply("empty?", within: topic)
            #expect(picked.kind == .rules && !picked.behaviours.isEmpty, "\(topic): \(picked.lines)")
            #expect(
                picked.behaviours.allSatisfy { Asking.topic($0.suite) == topic },
                "\(topic): a rule of another topic named: \(picked.lines)")
            answers.append(picked.behaviours)
        }
        #expect(Set(answers).count == answers.count, "two topics got the same answer")
    }

    @Test("after an ask-back, a topic's number asks the same question within it, once")
    func numberPicks() {
        var state = fixture.round()
        let back = AskReply(kind: .askBack, topics: ["orders", "time zones"])
        _ = Session.reduce(&state, .answered(question: "empty?", back))
        #expect(
            state.screen.notice.suffix(4) == [
                "Do you mean:", "  1 orders", "  2 time zones", "Press its number; any other key goes on.",
            ],
            "\(state.screen.notice)")

        let effects = Session.reduce(&state, .key(.character("2")))

        #expect(effects == [.ask(fixture.kata, question: "empty?", within: "time zones"), .render])
        #expect(state.screen.pick == nil)
        #expect(Session.reduce(&state, .key(.character("1"))) != effects, "the pick was kept after use")
    }

    @Test("any other key drops the pick and does what it always does")
    func otherKeyClears() {
        var picking = fixture.round()
        var plain = fixture.round()
        _ = Session.reduce(
            &picking, .answered(question: "empty?", AskReply(kind: .askBack, topics: ["a", "b"])))
        _ = Session.reduce(
            &plain, .answered(question: "empty?", AskReply(kind: .askBack, topics: ["a", "b"])))
        plain.screen.pick = nil
        for key in [SessionKey.character("3"), .character("?")] {
            var state = picking
            let effects = Session.reduce(&state, .key(key))
            var expected = plain
            #expect(effects == Session.reduce(&expected, .key(key)), "\(key)")
            #expect(state == expected, "\(key): the pick outlived the key")
        }
    }

    @Test("the ask-back fits 80 columns with any kata's three longest topics: a line each at ?")
    func linesFit() throws {
        for kata in try Workspace(root: repository).katas() {
            var topics: [String] = []
            for behaviour in Behaviour.all(in: kata.readme)
            where !topics.contains(Asking.topic(behaviour.suite)) {
                topics.append(Asking.topic(behaviour.suite))
            }
            let longest = Array(topics.sorted { $0.count > $1.count }.prefix(Asking.mostTopics))
            for line in AskReply.askBackPickLines(longest) {
                #expect(line.count <= 80, "\(kata.module): \(line.count) columns at ?: \(line)")
            }
            // From `ask`, the line folds as prose does: in at most three rows.
            let folded = TextLayout.wrap(AskReply.askBackLine(longest), width: 80)
            #expect(folded.count <= 3 && folded.allSatisfy { $0.count <= 80 }, "\(kata.module): \(folded)")
        }
    }
}
