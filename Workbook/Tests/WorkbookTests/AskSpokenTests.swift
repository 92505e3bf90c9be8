import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// The workbook this test file belongs to, for the real katas.
private let repository = Repository.root

@Suite("ask: a live candidate's spoken questions")
struct AskSpokenTests {
    func reply(_ kata: String, _ question: String) throws -> AskReply {
        try Asking(kata: Workspace(root: repository).kata(kata)).reply(question)
    }

    @Test("accents change nothing a question asks: a café order with a négative price is a negative price")
    func accentsFolded() throws {
        let accented = try reply("1", "Can a café order have a négative price?")
        let plain = try reply("1", "Can a cafe order have a negative price?")
        #expect(
            accented.behaviours.map(\.text).contains("rejects a negative price, naming it"),
            "\(accented.lines)")
        #expect(accented.behaviours.map(\.text) == plain.behaviours.map(\.text))
    }

    @Test(
        "a denial reaches no further than \"still\": a store that cannot save still shows is no \"No\" to showing"
    )
    func stillEndsADenial() throws {
        let answer = try reply("12", "if saving throws, I still show the fresh rows, right?")
        #expect(answer.behaviours.first?.text == "a store that cannot save still shows the server's answer")
        #expect(answer.lead != .no, "\(answer.lines)")
        #expect(Asking.stems("cannot save still shows").contains("no:show") == false)
        #expect(Asking.stems("cannot be cancelled").contains("no:cancel"))
    }

    @Test("a likeness to the candidate's own stack is no word the kata lacks; a case said again is heard")
    func likenessesAside() throws {
        #expect(
            ReadQuestion.likened("network first, like a Room single source of truth?") == [
                "a Room single source of truth"
            ])
        #expect(ReadQuestion.likened("an order in the future, like clock skew, shown?").isEmpty)
        #expect(ReadQuestion.likened("I'd like Room to keep them, ok?").isEmpty)
        let asking = try Asking(kata: Workspace(root: repository).kata("3"))
        let heard = asking.explanation("so network first, then save to the cache, like Room with a DAO?")
        #expect(heard.contains("foreign []"), "\(heard)")
    }

    @Test("where a rule lives is the candidate's design: the 30 days in the domain or on screen")
    func whereARuleLives() throws {
        let answer = try reply(
            "12",
            "the 30 days, fine to put that in the use case in Domain, or is it more a presentation filter?")
        #expect(answer.kind == .design, "\(answer.lines)")
        let lives = try reply("2", "where should the 30-day rule live, in the use case or on Order itself?")
        #expect(lives.kind == .design, "\(lives.lines)")
    }

    @Test("a caller's task cancelled is Kata10's candidate's call, though a refresh's cancel is a rule")
    func yoursOverSharedWords() throws {
        let mine = try reply(
            "10", "caller's task cancelled mid-page, so the loader throws: failed footer or not?")
        #expect(mine.kind == .design, "\(mine.lines)")
        let waits = try reply(
            "11", "the cancelled caller, does it throw CancellationError right away or wait?")
        #expect(waits.kind == .design, "Kata11's Prompt lets the cancelled caller choose: \(waits.lines)")
        let refresh = try reply("10", "refresh while the next page is in flight: does that late page land?")
        #expect(refresh.kind == .rules, "\(refresh.lines)")
        #expect(
            AskScope.yours(in: "yours: Caller's task, on disappear\n## a rule\nyours: x") == [
                "callers task", "on disappear",
            ])
    }

    @Test("\"the server's down\" is the remote failing, as offline is; \"scroll down\" is not")
    func serverDown() {
        #expect(Asking.stems("say the server's down and the list is cached").contains(Asking.stem("offline")))
        #expect(Asking.stems("the network is down, what then?").contains(Asking.stem("offline")))
        #expect(!Asking.stems("scroll down to the last row").contains(Asking.stem("offline")))
    }

    @Test("no \"No\" from a word the rule itself affirms, or says only in its condition")
    func noRefusalFromTheRulesOwnCase() throws {
        let answer = try reply("12", "every order hidden by the 30-day rule, is that the no-orders screen?")
        #expect(
            answer.behaviours.first?.text == "when the rule hides every order, the screen shows no orders")
        #expect(answer.lead != .no, "the rule hides, then shows no orders: \(answer.lines)")
        let asking = try Asking(kata: Workspace(root: repository).kata("12"))
        let offline = try #require(asking.candidates.first { $0.sentence.hasPrefix("the rule holds") })
        #expect(
            !offline.stated.contains(Asking.stem("shown")),
            "\"when it is shown offline\" is the rule's condition, not what it states")
    }

    @Test("a case is heard with its class's words; a code a class names itself beats the shape it has")
    func casesHeard() {
        let cases = AskCases(
            text: """
                # Kata · words for ask

                case transient: 5xx, 408, no connection
                case permanent: 4xx
                ## a rule
                case not read: 999
                """)
        #expect(
            cases.classes.map(\.words) == ["transient", "permanent"], "lines after a heading are no class")
        #expect(cases.heard("a 503 too?") == "a 503 transient too?")
        #expect(cases.heard("408, or 404?") == "408 transient, or 404 permanent?")
        #expect(cases.heard("And no connection?") == "And no connection transient?")
        #expect(cases.heard("a 5031 or 50x?") == "a 5031 or 50x?", "only a code of the shape's length")
        #expect(AskCases().heard("a 503?") == "a 503?")
    }

    @Test("a code or error named in a breath gets its class's rule, led by yes or no")
    func namedCases() throws {
        let transient = "a transient failure is retried after a wait, and the later success returned"
        let permanent = "a permanent failure is thrown at once, with no wait and no retry"
        for question in ["a 503 too?", "all 5xx?", "429 too?"] {
            let heard = try reply("7", question)
            #expect(
                heard.behaviours.first?.text == transient && heard.lead == .yes, "\(question) \(heard.lines)")
        }
        for question in ["and a 404?", "a 403, retry?"] {
            let heard = try reply("7", question)
            #expect(
                heard.behaviours.first?.text == permanent && heard.lead == .no, "\(question) \(heard.lines)")
        }
        let decode = try reply("7", "a URLError?")
        #expect(
            decode.behaviours.first?.text
                == "an error that is not a RemoteError is thrown at once, with no wait and no retry",
            "\(decode.lines)")
        let noContent = try reply("9", "a 204?")
        #expect(
            noContent.behaviours.first?.text
                == "an answer that is no success, or a 204 with no orders in it, falls back to the stored orders"
                && noContent.lead == .yes, "Kata9: a 204 falls back: \(noContent.lines)")
        let created = try reply("9", "a 201?")
        #expect(
            created.behaviours.first?.text == "online, the server's orders are shown newest first and stored",
            "Kata9: a 201 is a success: \(created.lines)")
    }

    @Test("an assumption put as \"…, right?\" is confirmed or refused; a class's words propose nothing")
    func assumptions() throws {
        let cannot = try reply("1", "a shipped order can't be cancelled, right?")
        #expect(cannot.behaviours.first?.text == "a shipped order cannot be cancelled" && cannot.lead == .yes)
        let can = try reply("1", "a shipped order can be cancelled, right?")
        #expect(can.behaviours.first?.text == "a shipped order cannot be cancelled" && can.lead == .no)
        let never = try reply("7", "a 404 is never retried, right?")
        #expect(never.lead == .yes, "\(never.lines)")
        let thrown = try reply("7", "a 404 is thrown straight away, right?")
        #expect(
            thrown.behaviours.first?.text
                == "a permanent failure is thrown at once, with no wait and no retry"
                && thrown.lead != .no,
            "the 404 is heard as retried, but the question proposes no retry: \(thrown.lines)")
    }

    @Test("the rule a question is about leads, not the rule one of its words belongs to")
    func subjectLeads() throws {
        let count = try reply("9", "the count in the event, is that the filtered count?")
        #expect(
            count.behaviours.first?.text
                == "a load that shows orders records one loaded event with the number shown"
                && count.lead == .rule, "Kata9: the event's count, not the 30-day rule: \(count.lines)")
        let joined = try reply("12", "every cancelled order older than 30 days hidden, even offline?")
        #expect(
            joined.behaviours.first?.text
                == "the rule holds for the last good answer too, when it is shown offline",
            "Kata12: the rule that joins stages 2 and 3: \(joined.lines)")
        let search = try reply("12", "search with zero orders?")
        #expect(
            search.behaviours.first?.text == "a search with no orders at all shows the empty screen",
            "Kata12: the search rule, not stage 1's empty screen: \(search.lines)")
    }

    @Test("a word many rules share, said alone, is asked back by topic, never by rule")
    func asksBack() throws {
        let empty = try reply("12", "empty?")
        #expect(empty.kind == .askBack && empty.behaviours.isEmpty, "\(empty.lines)")
        #expect(
            empty.lines == ["Do you mean the order history, or search? Ask again, naming the one you mean."])
        #expect(Asking.topic("Stage 2 · Offline") == "offline")
        #expect(Asking.topic("Waiting between attempts") == "waiting between attempts")
        #expect(Asking.topic("API errors") == "API errors", "an acronym keeps its capitals")
        #expect(
            AskReply.askBackLine(["a", "b", "c"])
                == "Do you mean a, b, or c? Ask again, naming the one you mean.")
        var score = AskScore()
        score.add(question: "empty?", labels: [], answer: [], askedBack: true)
        #expect(score.askedBack == 1 && score.noneYourCall == 1 && score.line.hasSuffix(" · asked back 1"))
    }

    @Test("what an interviewer leaves to the candidate is \"Your call\", not \"not sure\"")
    func yourCall() throws {
        for question in ["timeout across all attempts?", "Retry-After header?", "overall deadline?"] {
            #expect(try reply("7", question).kind == .outside, "\(question)")
        }
        #expect(try reply("7", "which thread?").kind == .design)
    }

    @Test("a word the kata's own rules use is inside it: the widget in Kata14, headers in Kata11")
    func ownWordsAreInside() throws {
        let widget = try reply("14", "must the widget count the same orders as the screen?")
        #expect(
            widget.behaviours.first?.text
                == "the screen and the widget composed together show the same orders",
            "\(widget.lines)")
        let headers = try reply("11", "retry sent with the refreshed token, original headers kept?")
        #expect(
            headers.behaviours.map(\.text).contains(
                "each request is sent signed with the stored access token, its path and headers kept"),
            "\(headers.lines)")
        #expect(try reply("12", "a home-screen widget too?").kind == .outside, "Kata12 has no widget")
        #expect(try reply("11", "do I log the headers?").kind == .outside, "logging is still outside")
    }

    @Test("a negated assumption is refused only by a rule about all it names; a spoken tag asks yes or no")
    func negatedAssumptions() throws {
        let quantity = try reply(
            "12",
            "title is just the product names, so the quantity 2 on tea cups doesn't show anywhere, right?")
        #expect(
            quantity.behaviours.first?.text
                == "a row shows what was bought, the total and the day the order was placed"
                && quantity.lead == .rule,
            "a rule that shows what was bought says nothing of the quantity: \(quantity.lines)")
        let cancelled = try reply("12", "a cancelled order isn't shown, right?")
        #expect(
            cancelled.behaviours.first?.text == "a cancelled order is shown like any other"
                && cancelled.lead == .no)
        for tagged in [
            "a shipped order can't be cancelled, yeah?", "a shipped order can't be cancelled, can it?",
        ] {
            let answer = try reply("1", tagged)
            #expect(answer.lead == .yes, "\(tagged) \(answer.lines)")
        }
        #expect(Asking.isAssumption("it shouldn't fire twice, should it?"))
        #expect(
            !Asking.isAssumption("a 404, which error is it?") && !Asking.isAssumption("what should it do?"))
        let filler = try reply("12", "um, so, cancelled orders older than 30 days are hidden, yeah?")
        let plain = try reply("12", "cancelled orders older than 30 days are hidden?")
        #expect(filler.behaviours == plain.behaviours, "fillers and tags place nothing: \(filler.lines)")
    }

    @Test("a question the closest questions silence is still \"Your call\" when it names what lies outside")
    func silencedOutsideIsYourCall() throws {
        let question = "should I log something when the delete in validate fails, or is silent fine?"
        let kata = try Workspace(root: repository).kata("6")
        let text = try String(
            contentsOf: kata.solutionFolder.appendingPathComponent("ASK.md"), encoding: .utf8)
        // Asked before, as no rule's: the candidate's logging, whatever fails.
        let asked = AskExamples([
            ("should I log something when the delete fails, or stay silent?", []),
            ("do I log it somewhere when validate fails to delete?", []),
        ])
        let asking = Asking(
            behaviours: Behaviour.all(in: kata.readme), words: AskWords(text: text), examples: asked)
        #expect(
            asking.replyByWords(question).kind == .rules, "the words alone place the rule for a failed delete"
        )
        #expect(asking.reply(question).kind == .outside, "\(asking.reply(question).lines)")
    }

    @Test(
        "what a question denies is done is not what it says is missing: \"shouldn't fire again\" lacks no \"again\""
    )
    func denialIsNoAbsence() {
        #expect(
            !ReadQuestion("appear loads once, it shouldn't fire again?").missing.contains(
                Asking.stem("again")))
        #expect(ReadQuestion("and if nothing is cached?").missing.contains(Asking.stem("cache")))
        #expect(
            ReadQuestion("cancelled while the request runs, not the wait?").missing.contains(
                Asking.stem("wait")))
    }
}
