import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// A small cache kata: three topics, rules that differ by what is missing or what fails.
private let cacheReadme = """
    ---
    title: Sample
    grade: 1
    minutes: 15
    layer: Data
    ---
    # Kata7 · Sample

    ## Prompt
    "Cache the orders on the device for seven days."

    ## Requirements
    Loading
    - nothing stored loads as nil
    - a stored empty list loads as an empty list
    - returns the stored orders while they are younger than seven days
    - a failed read is passed on unchanged
    - only reads: never deletes, whatever it finds

    Saving
    - deletes what was stored, then inserts the new orders
    - a failed deletion inserts nothing

    Validating
    - deletes an expired cache

    ## Given
    Nothing.
    """

private let cacheWords = """
    ## nothing stored loads as nil
    nothing stored, first launch
    no: empty list when nothing stored
    ## a stored empty list loads as an empty list
    empty list, empty array
    ## returns the stored orders while they are younger than seven days
    fresh, recent
    ## a failed read is passed on unchanged
    read error, read fails
    yes: rethrow
    no: wrap the error
    ## only reads: never deletes, whatever it finds
    delete on load
    ## deletes what was stored, then inserts the new orders
    save, replace
    ## a failed deletion inserts nothing
    delete fails, deletion error
    ## deletes an expired cache
    expired cache, stale cache
    """

private func cacheAsking() -> Asking {
    Asking(
        behaviours: Behaviour.all(in: KataReadme(text: cacheReadme)), words: AskWords(text: cacheWords),
        prompt: "Cache the orders on the device for seven days.")
}

private func named(_ reply: AskReply) -> [String] {
    reply.behaviours.map(\.text)
}

@Suite("ask: the feature's one language")
struct AskLanguageTests {
    @Test("words of one idea meet, whichever a candidate uses")
    func thesaurus() {
        let fail = Asking.stems("fail")
        for phrase in ["blows up", "throws", "an error", "goes wrong"] {
            #expect(Asking.stems(phrase) == fail, "\"\(phrase)\" is failing")
        }
        #expect(
            Set(["saved", "persisted", "wrote", "overwrite"].flatMap(Asking.stems)).count == 1,
            "saving has one word")
        #expect(Asking.stems("stale") == Asking.stems("expired"), "stale is expired")
        #expect(Asking.stems("no network") == Asking.stems("offline"), "no network is offline")
        #expect(
            Set(Asking.stems("offline")).isSuperset(of: Asking.stems("the remote fails")),
            "offline is the remote failing too")
    }

    @Test("no word names two ideas, so the same question reads the same every time")
    func oneIdeaEach() {
        var seen: [String: String] = [:]
        for (concept, words) in Asking.conceptGroups {
            for word in words {
                let stem = Asking.stem(word)
                #expect(
                    seen[stem, default: concept] == concept,
                    "\"\(word)\" names both \(concept) and \(seen[stem] ?? "")")
                seen[stem] = concept
            }
        }
    }

    @Test("what is missing stays with the thing that is missing")
    func absence() {
        let nothing = Asking.stems("What if nothing is stored?")
        #expect(nothing.contains("no:" + Asking.stem("store")) == false, "store reads as the cache")
        #expect(nothing.contains("no:cach"), "\"nothing stored\" marks the cache absent: \(nothing)")
        #expect(!Asking.stems("the stored orders").contains("no:cach"), "stored orders are present")
        #expect(Asking.stems("cannot be cancelled").contains("no:cancel"), "a denial marks its verb")
        #expect(Asking.stems("inserts nothing").contains("no:insert"), "\"inserts nothing\" denies inserting")
        #expect(
            !Asking.stems("offline, and nothing was cached").contains("no:offlin"),
            "\"nothing\" after other words denies only what follows it")
        #expect(
            !Asking.stems("no cursor, should scrolling stop").contains("no:scrol"),
            "an absence ends with its clause")
        #expect(
            !Asking.stems("not because the token was rejected").contains("no:token"),
            "an absence ends where a condition opens")
    }

    @Test("a row written in a locale is formatted, never saved; a cost is a price")
    func formatting() {
        #expect(Asking.stems("the day is written in the locale").contains(Asking.stem("format")))
        #expect(!Asking.stems("the day is written in the locale").contains(Asking.stem("save")))
        #expect(Asking.stems("Can an item cost nothing?").contains(Asking.stem("price")))
    }
}

@Suite("ask: placing the question before answering it")
struct AskPlacingTests {
    @Test("\"what if … fails\" is about a failure: a rule that never fails does not answer it")
    func failure() {
        let asking = cacheAsking()
        #expect(
            named(asking.reply("What if the delete fails while saving?"))
                == ["a failed deletion inserts nothing"], "the failed deletion, not the save that works")
        #expect(
            named(asking.reply("When saving, is the old cache deleted first?"))
                == ["deletes what was stored, then inserts the new orders"], "no failure: the save itself")
    }

    @Test("nothing stored is not something stored")
    func negation() {
        let asking = cacheAsking()
        #expect(
            named(asking.reply("Nil or an empty list when nothing is stored?")) == [
                "nothing stored loads as nil"
            ],
            "the absence decides between the two rules about nil and empty")
        #expect(
            named(asking.reply("What does load return for a stored empty list?"))
                == ["a stored empty list loads as an empty list"], "a present empty list is the other rule")
    }

    @Test("a listed phrase counts only with its words close together, in one clause")
    func proximity() {
        #expect(
            named(cacheAsking().reply("When we delete, what if the read fails?")) == [
                "a failed read is passed on unchanged"
            ], "\"delete … fails\" across clauses is not \"delete fails\"")
    }

    @Test("outside the exercise or about the candidate's construction: Your call, and nothing named")
    func scope() {
        let asking = cacheAsking()
        for question in [
            "Should I use Core Data or a file?", "Which Keychain accessibility setting?",
            "Should I log errors?",
            "Do we show a spinner?", "Should I use Combine?", "Should we send analytics on each load?",
            "Should I add snapshot tests?",
        ] {
            let reply = asking.reply(question)
            #expect(
                reply.kind == .outside && reply.behaviours.isEmpty, "\"\(question)\" is outside: \(reply)")
            #expect(reply.lines == [AskReply.outsideLine], "one line says so")
        }
        for question in [
            "Struct or class?", "Should the cache be an actor?", "Any naming preference?",
            "Do I need weak self in the task?",
        ] {
            let reply = asking.reply(question)
            #expect(reply.kind == .design && reply.behaviours.isEmpty, "\"\(question)\" is the candidate's")
        }
        #expect(
            AskScope.of("Does calling the factory twice share state?", vocabulary: [], ruleWords: ["factory"])
                == nil, "a construction word the kata's rules use is the kata's")
        #expect(
            AskScope.of("Should the total mutate in place?", vocabulary: [], ruleWords: ["plac"]) == .design,
            "a construction phrase stays the candidate's, whatever its words")
        #expect(
            AskScope.of("What if the user logs out?", vocabulary: []) == nil, "logging out is not logging")
        #expect(
            AskScope.of("Is an event sent to analytics?", vocabulary: [Asking.stem("analytic")]) == nil,
            "analytics in a kata that has analytics is the kata's")
    }

    @Test("not sure: one line, nothing named")
    func unsure() {
        let asking = cacheAsking()
        for question in ["Any edge cases?", "What about the orders?", "Is this ok?"] {
            let reply = asking.reply(question)
            #expect(
                reply.kind == .unsure && reply.behaviours.isEmpty, "\"\(question)\" is too vague: \(reply)")
            #expect(reply.lines == [AskReply.unsureLine], "one line asks for the case")
        }
        #expect(
            !named(asking.reply("What about fresh orders?")).isEmpty, "a word of one rule names it")
        #expect(
            asking.reply("What about fresh orders over gzip compression with etags?").kind == .unsure,
            "words the kata has never heard of raise the bar: the question is about something else")
    }
}

@Suite("ask: the interviewer's voice")
struct AskVoiceTests {
    @Test("a yes-or-no question gets yes or no, never yes before a rule that says no")
    func yesNo() {
        let asking = cacheAsking()
        #expect(
            asking.reply("Should I wrap the read error?").lines
                == ["No: a failed read is passed on unchanged (Loading)"], "a listed `no:` phrase")
        #expect(
            asking.reply("Do I rethrow a read error?").lines == [
                "Yes: a failed read is passed on unchanged (Loading)"
            ],
            "a listed `yes:` phrase")
        #expect(
            asking.reply("Should load delete what it finds?").lead == .no,
            "the rule denies what the question proposes: \"never deletes\"")
        #expect(
            asking.reply("Shouldn't I wrap the read error?").lead == .rule,
            "a question that says not itself gets the rule alone")
        #expect(
            asking.reply("Load finds an old cache. It never deletes it, yes?").lead == .yes,
            "the last sentence is an assumption the rule confirms (\"never deletes\"); the scene before it proposes nothing"
        )
    }

    @Test("a rule that shows only some is no \"No\" to hiding the rest")
    func showsOnly() {
        let asking = Asking(
            behaviours: [
                Behaviour(
                    suite: "Search",
                    text: "typing shows only the orders with a product whose name contains the text"),
                Behaviour(suite: "Search", text: "emptying the search shows every order again"),
            ],
            words: AskWords(
                text:
                    "## typing shows only the orders with a product whose name contains the text\nsearch, filter\n"
            ))
        let reply = asking.reply(
            "When the customer pulls to refresh while a search text is there, the new orders come filtered with it, right?"
        )
        #expect(named(reply) == ["typing shows only the orders with a product whose name contains the text"])
        #expect(reply.lead != .no, "\"shows only\" hides the rest: it grants the filtering")
    }

    @Test("an either-or question, or an open one, gets the rule that decides it, not \"Yes\"")
    func eitherOr() {
        let asking = cacheAsking()
        let reply = asking.reply("Nil or an empty list when nothing is stored?")
        #expect(reply.lead == .rule, "either-or")
        let halves = named(asking.reply("Are fresh orders returned, or is an expired cache deleted?"))
        #expect(
            halves.contains("returns the stored orders while they are younger than seven days")
                && halves.contains("deletes an expired cache"),
            "each half of an either-or question names the rule that answers it: \(halves)")
        #expect(
            reply.lines == ["The rule: nothing stored loads as nil (Loading)"], "the deciding rule, no yes")
        #expect(asking.reply("What happens on a read error?").lead == .rule, "an open question")
        #expect(QuestionForm("Is it nil rather than empty?") == .eitherOr, "rather than is either-or")
        #expect(
            QuestionForm("If the cache is empty, do we show nothing?") == .yesNo, "a clause asks yes or no")
        #expect(QuestionForm("It's just dropped, right?") == .yesNo, "a tag asks yes or no")
    }

    @Test("ASK.md's `yes:` and `no:` lines lead the answer and place nothing")
    func verdictLines() {
        let words = AskWords(text: cacheWords)
        #expect(
            words.verdicts(for: "a failed read is passed on unchanged") == (["rethrow"], ["wrap the error"]))
        #expect(
            words.phrases(for: "a failed read is passed on unchanged") == ["read error", "read fails"],
            "the verdict phrases are not words that place a question")
        let onlyVerdicts = AskWords(text: "## a failed read is passed on unchanged\nyes: rethrow\n")
        #expect(
            onlyVerdicts.problems(behaviours: [
                Behaviour(suite: "Loading", text: "a failed read is passed on unchanged")
            ])
            .isEmpty, "a heading with only verdict lines has words")
    }
}
