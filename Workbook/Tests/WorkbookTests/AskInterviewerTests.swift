import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// The workbook this test file belongs to, for the real katas and the sets tuned on.
private let repository = Repository.root

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
            Set(["saved", "persisted", "written", "overwrite"].flatMap(Asking.stems)).count == 1,
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
        ] {
            let reply = asking.reply(question)
            #expect(
                reply.kind == .outside && reply.behaviours.isEmpty, "\"\(question)\" is outside: \(reply)")
            #expect(reply.lines == [AskReply.outsideLine], "one line says so")
        }
        for question in ["Struct or class?", "Should the cache be an actor?", "Any naming preference?"] {
            let reply = asking.reply(question)
            #expect(reply.kind == .design && reply.behaviours.isEmpty, "\"\(question)\" is the candidate's")
        }
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
    }

    @Test("an either-or question, or an open one, gets the rule that decides it, not \"Yes\"")
    func eitherOr() {
        let asking = cacheAsking()
        let reply = asking.reply("Nil or an empty list when nothing is stored?")
        #expect(reply.lead == .rule, "either-or")
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
                && either.behaviours.first?.text
                    == "a page that repeats an order shows it once, where it first appeared",
            "Kata10: either-or gets the deciding rule without yes: \(either.lines)")
    }

    @Test(
        "the sets tuned on: the three figures stay where tuning left them",
        arguments: ["AskDevQuestions.md", "AskWriter1Questions.md"])
    func tunedSets(file: String) throws {
        let text = try String(
            contentsOf: repository.appendingPathComponent("Workbook/Tests/WorkbookTests/\(file)"),
            encoding: .utf8)
        let workspace = Workspace(root: repository)
        let evaluation = AskEvaluation(set: AskEvalSet(text: text)) { name in
            guard let kata = try? workspace.kata(name) else { return nil }
            return (Asking(kata: kata), Behaviour.all(in: kata.readme))
        }
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
}
