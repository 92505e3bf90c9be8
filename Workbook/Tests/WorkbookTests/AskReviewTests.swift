import Foundation
import Testing

@testable import WorkbookKit

/// In a review round the candidate asks whether a line of the change is right, and the team's
/// conventions: the review decides that, so the interviewer says so rather than "not sure", and
/// still answers what the review itself must do.
@Suite("ask in a review round: judging the change is the review's")
struct AskReviewTests {
    func reply(_ kata: String, _ question: String) throws -> AskReply {
        try Asking(kata: Workspace(root: Repository.root).kata(kata)).reply(question)
    }

    @Test("a question about the change is the review's to judge, never a rule or \"not sure\"")
    func theChangeIsJudged() throws {
        for question in [
            "is force-unwrapping allowed here?", "can the view model use AppContainer.shared?",
            "is a retain cycle in the composer a problem?", "does the team want the DTO in Domain?",
            "which thread does the mapper run on?",
        ] {
            let answer = try reply("13", question)
            #expect(answer.kind == .judge && answer.behaviours.isEmpty, "\(question): \(answer)")
            #expect(answer.lines == [AskReply.judgeLine])
        }
    }

    @Test("what the review must do is still answered by its rule")
    func theReviewsRulesAnswer() throws {
        let answer = try reply("13", "does a nit on sound code count as a false alarm?")
        #expect(answer.behaviours.first?.text == "flags no sound code as a slip", "\(answer.lines)")
    }

    @Test("a kata that is no review still says it is not sure")
    func codeKataUnchanged() throws {
        #expect(try reply("3", "is force-unwrapping allowed here?").kind != .judge)
    }
}
