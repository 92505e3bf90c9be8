import Foundation
import Testing

@testable import WorkbookKit

/// A question that names the code it is about is answered among that code's rules: in Kata3
/// "getOrder" is one order, whatever words it shares with the rules of the whole list.
@Suite("ask: the code a question names is its subject")
struct AskTopicsTests {
    static let topics = AskTopics(
        text: """
            # Sample · words for ask

            topic Getting one order: getOrder, single order
            topic Getting every order: getOrders, cached list

            ## a heading
            topic Not read: after the first heading
            """)

    @Test("the first marker said is the subject, and an identifier is matched whole")
    func firstMarkerWins() {
        #expect(Self.topics.subject(of: "and a timeout on getOrder, same as offline?") == "Getting one order")
        #expect(Self.topics.subject(of: "getOrders offline?") == "Getting every order")
        #expect(
            Self.topics.subject(of: "when getOrder falls back, do I look in the cached list too?")
                == "Getting one order")
        #expect(Self.topics.subject(of: "the cached list, or the single order?") == "Getting every order")
        #expect(Self.topics.subject(of: "and offline?") == nil)
        #expect(Self.topics.topics.map(\.group) == ["Getting one order", "Getting every order"])
    }

    @Test("verify names a topic that is no group of the Requirements")
    func verifyNamesAStrayTopic() {
        #expect(Self.topics.problems(groups: ["Getting one order", "Getting every order"]).isEmpty)
        #expect(
            Self.topics.problems(groups: ["Getting one order"]) == [
                "ASK.md: the topic \"Getting every order\" is no group of the README's Requirements"
            ])
    }

    @Test("Kata3: a failure named for getOrder gets the one-order fallback, not the list's")
    func kata3SingleOrder() throws {
        let asking = Asking(kata: try Workspace(root: Repository.root).kata("3"))
        let named = asking.reply("and a timeout on getOrder — same as offline, I go to the cached copy?")
            .behaviours.map(\.text)
        #expect(named.first == "falls back to the cached order when the remote fails otherwise")
        #expect(!named.contains("falls back to the cached orders when the remote fails"))
        let list = asking.reply("getOrders with a timeout: the cached orders?").behaviours.map(\.text)
        #expect(list.first == "falls back to the cached orders when the remote fails")
    }
}
