import Foundation
import MaintainerTools
import Testing

@testable import WorkbookKit

/// The workbook this test file belongs to, for the real katas' words and the development set.
private let repository = Repository.root

/// A small kata of its own: two suites sharing one sentence, and a few behaviours a question can
/// be about.
private let sampleReadme = """
    ---
    title: Sample
    grade: 1
    minutes: 15
    layer: Data
    ---
    # Kata7 · Sample

    ## Prompt
    "Cache the orders."

    ## Requirements
    Loading
    - returns the stored orders while they are younger than seven days
    - counts seven calendar days in the calendar's time zone, across a daylight-saving change too
    - a failed read is passed on unchanged
    - orders saved later than now are expired

    Saving
    - deletes what was stored, then inserts the new orders
    - a failed read is passed on unchanged

    ## Given
    Nothing.
    """

private let sampleWords = """
    # Kata7 · words for ask

    ## returns the stored orders while they are younger than seven days
    fresh, fresh cache, recent
    ## counts seven calendar days in the calendar's time zone, across a daylight-saving change too
    daylight saving, DST, summer time,
    time zone, timezone
    ## a failed read is passed on unchanged
    read error, retrieval fails, rethrow
    ## orders saved later than now are expired
    clock set back, future timestamp, clock skew
    ## deletes what was stored, then inserts the new orders
    save, overwrite, replace, insert
    ```
    ## not a heading: inside a code block
    ```
    """

private func sampleAsking() -> Asking {
    Asking(behaviours: Behaviour.all(in: KataReadme(text: sampleReadme)), words: AskWords(text: sampleWords))
}

private func sentences(_ answer: [Behaviour]) -> [String] {
    answer.map(\.text)
}

@Suite("ask: the words for each behaviour")
struct AskWordsTests {
    @Test("each heading is a behaviour, its words comma-separated over one or more lines")
    func parsing() {
        let words = AskWords(text: sampleWords)
        #expect(
            words.entries.map(\.behaviour).count == 5,
            "ASK.md's headings are read outside code blocks, one entry each")
        #expect(
            words.phrases(
                for:
                    "counts seven calendar days in the calendar's time zone, across a daylight-saving change too"
            )
                == ["daylight saving", "DST", "summer time", "time zone", "timezone"],
            "a behaviour's words are every comma-separated phrase of the lines under its heading")
    }

    @Test("names a heading that is no behaviour, a heading twice, one without words, a behaviour without one")
    func problems() {
        let behaviours = Behaviour.all(in: KataReadme(text: sampleReadme))
        let words = AskWords(
            text: """
                ## returns the stored orders while they are younger than seven days
                fresh
                ## returns the stored orders while they are younger than seven days
                recent
                ## a failed read is passed on unchanged
                ## returns the orders
                stored
                """)
        let problems = words.problems(behaviours: behaviours)
        #expect(
            problems.contains {
                $0.contains("\"returns the orders\" is no behaviour")
            }, "a heading that is not a behaviour of the README is named")
        #expect(
            problems.contains { $0.contains("has two headings") }, "a behaviour given two headings is named")
        #expect(
            problems.contains { $0.contains("\"a failed read is passed on unchanged\" has no words") },
            "a heading with no words under it is named")
        #expect(
            problems.contains { $0.contains("\"orders saved later than now are expired\" has no heading") },
            "a behaviour without a heading is named")
        #expect(
            problems.filter { $0.contains("deletes what was stored") }.count == 1,
            "each behaviour without a heading is named once")
        #expect(
            AskWords(text: sampleWords).problems(behaviours: behaviours).isEmpty,
            "a complete ASK.md has no problems; a sentence under two suites needs one heading")
    }

    @Test("every kata's ASK.md gives each behaviour a heading, and has no other")
    func everyKata() throws {
        let katas = try Workspace(root: repository).katas()
        #expect(katas.count >= 11, "the workbook's katas are found from the tests' folder")
        for kata in katas {
            let text = try String(
                contentsOf: kata.solutionFolder.appendingPathComponent("ASK.md"), encoding: .utf8)
            let problems = AskWords(text: text).problems(behaviours: Behaviour.all(in: kata.readme))
            #expect(problems.isEmpty, "\(kata.module)'s ASK.md: \(problems.joined(separator: "; "))")
        }
    }
}

@Suite("ask: which behaviours a question is about")
struct AskingTests {
    @Test("words of one family meet at one stem, camelCase splits and number words are digits")
    func stems() {
        #expect(
            Set(["cancelled", "cancelling", "cancels", "cancel"].map(Asking.stem)).count == 1,
            "cancel's forms share a stem")
        #expect(
            Set(["saved", "save", "saving", "saves"].map(Asking.stem)).count == 1, "save's forms share a stem"
        )
        #expect(
            Set(["retries", "retried", "retry"].map(Asking.stem)).count == 1, "retry's forms share a stem")
        #expect(Asking.stems("maxAttempts") == ["max", "attempt"], "a camelCase name is two words")
        #expect(Asking.stems("thirty days") == Asking.stems("30 days"), "a number word is its digits")
        #expect(
            Asking.stems("What should happen in this edge case?").isEmpty,
            "the words of asking itself carry no meaning")
    }

    @Test("a question in a candidate's words names the behaviour it is about, and no other")
    func answers() {
        let asking = sampleAsking()
        #expect(
            sentences(asking.answer("What about DST?"))
                == [
                    "counts seven calendar days in the calendar's time zone, across a daylight-saving change too"
                ],
            "\"DST\" is a word listed for the daylight-saving behaviour")
        #expect(
            sentences(asking.answer("Which time zone do the seven days count in?"))
                == [
                    "counts seven calendar days in the calendar's time zone, across a daylight-saving change too"
                ],
            "a phrase of the behaviour's own sentence places the question")
        #expect(
            sentences(asking.answer("What if the user sets the clock back?"))
                == ["orders saved later than now are expired"],
            "a phrase whose words are all in the question names its behaviour, in another order too")
        #expect(
            asking.answer("When saving, do I delete the old orders first?").map(\.suite) == ["Saving"],
            "the answer carries the suite the behaviour is listed under")
    }

    @Test("two questions in one are each answered, in the README's order; a question in two clauses is one")
    func twoQuestions() {
        let asking = sampleAsking()
        let both = "What if the user sets the clock back? And what about DST?"

        #expect(
            sentences(asking.answer(both)) == [
                "counts seven calendar days in the calendar's time zone, across a daylight-saving change too",
                "orders saved later than now are expired",
            ], "each question of the two names its behaviour")
        #expect(
            sentences(asking.answer("What about DST? Anything else?"))
                == sentences(asking.answer("What about DST?")), "a vague second question adds nothing")
    }

    @Test("a sentence under two suites is answered with both")
    func sharedSentence() {
        let answer = sampleAsking().answer("Should a read error be rethrown?")
        #expect(
            answer == [
                Behaviour(suite: "Loading", text: "a failed read is passed on unchanged"),
                Behaviour(suite: "Saving", text: "a failed read is passed on unchanged"),
            ], "the behaviour is named once for each suite that lists it, in the README's order")
    }

    @Test("a vague question, or one about nothing listed, is \"Your call\"")
    func yourCall() {
        let asking = sampleAsking()
        for question in ["Any edge cases?", "Should I use a struct or a class?", "", "?", "Is this ok?"] {
            #expect(asking.answer(question).isEmpty, "\"\(question)\" is about no behaviour: Your call")
        }
        #expect(
            Asking.lines(for: []) == ["Your call: say what you assume."], "an empty answer says Your call")
    }

    @Test("a word every behaviour shares names none of them")
    func sharedWordsSayLittle() {
        let asking = sampleAsking()
        #expect(asking.answer("What about the orders?").isEmpty, "\"orders\" is in most behaviours")
        #expect(asking.answer("What about the stored orders?").isEmpty, "\"stored orders\" says too little")
    }

    @Test("a question close to more behaviours than an interviewer would name at once is \"Your call\"")
    func tooBroad() {
        let behaviours = (1...6).map { Behaviour(suite: "Suite", text: "retries case \($0)") }
        let words = AskWords(
            entries: behaviours.map { .init(behaviour: $0.text, phrases: ["retry policy"]) }
                + [.init(behaviour: "other", phrases: ["other"])])
        let asking = Asking(behaviours: behaviours + [Behaviour(suite: "Suite", text: "other")], words: words)
        #expect(asking.answer("What is the retry policy?").isEmpty, "six behaviours at once is too broad")
    }

    @Test("each line of the answer is a behaviour worded as the README has it, with its suite, and no yes")
    func lines() {
        let lines = Asking.lines(for: [Behaviour(suite: "Loading", text: "nothing stored loads as nil")])
        #expect(
            lines == ["The rule: nothing stored loads as nil (Loading)"],
            "without the question, the line repeats the README's words and leads with neither yes nor no")
    }

    @Test("the real katas: the questions an interviewer hears most get the behaviour they are about")
    func realKatas() throws {
        let workspace = Workspace(root: repository)
        let expected: [(kata: String, question: String, sentence: String?)] = [
            (
                "2", "Should I worry about daylight saving time?",
                "counts 30 calendar days in the calendar's time zone, across a daylight-saving change too"
            ),
            (
                "3", "When we are offline, do we show the cached orders?",
                "falls back to the cached orders when the remote fails"
            ),
            ("7", "Is there a cap on the delay?", "never waits longer than maxDelay"),
            (
                "11", "What if the refresh fails?",
                "a failed refresh signs out: tokens cleared, signedOut thrown, the request not sent again"
            ),
            ("2", "Any edge cases?", nil),
            ("5", "Should I use Combine?", nil),
            ("9", "Can I use a DI container?", nil),
        ]
        for (number, question, sentence) in expected {
            let kata = try workspace.kata(number)
            let answer = sentences(Asking(kata: kata).answer(question))
            if let sentence {
                #expect(
                    answer.contains(sentence),
                    "Kata\(number): \"\(question)\" is about \"\(sentence)\": \(answer)")
            } else {
                #expect(answer.isEmpty, "Kata\(number): \"\(question)\" is about no behaviour")
            }
        }
    }
}

@Suite("ask-eval: reading a question set and scoring it")
struct AskEvalTests {
    @Test("reads katas, questions and their labels; (none) is no label; other lines are named")
    func parsing() {
        let set = AskEvalSet(
            text: """
                # Kata7
                ? What about DST?
                = counts seven calendar days
                = another
                ? Struct or class?
                = (none)
                stray line
                """)
        #expect(set.sections.map(\.kata) == ["Kata7"], "each `# ` line starts a kata's questions")
        #expect(
            set.sections.first?.questions
                == [
                    .init(text: "What about DST?", labels: ["counts seven calendar days", "another"]),
                    .init(text: "Struct or class?", labels: []),
                ], "each `= ` line labels the question above it, and (none) labels it with nothing")
        #expect(set.unread == ["line 7: stray line"], "a line of no known kind is named with its number")
    }

    @Test("right, only wrong and nothing revealed count questions; recall and precision count behaviours")
    func scoring() {
        var score = AskScore()
        let a = Behaviour(suite: "S", text: "a")
        let b = Behaviour(suite: "S", text: "b")
        let a2 = Behaviour(suite: "T", text: "a")
        score.add(question: "1", labels: ["a", "b"], answer: [a, a2])
        score.add(question: "2", labels: [], answer: [b])
        score.add(question: "3", labels: [], answer: [])
        score.add(question: "4", labels: ["a"], answer: [b])
        score.add(question: "5", labels: ["b"], answer: [])
        #expect(score.answerable == 3, "three questions have a label")
        #expect(score.answerableRight == 1, "one of them was given a labelled behaviour")
        #expect(
            score.answerableOnlyWrong == 1,
            "one was given only a behaviour it is not about; one given nothing counts in neither")
        #expect(
            score.line.hasPrefix(
                "5 questions · right 1/3 (33%) · only wrong 1/3 (33%) · nothing revealed 1/2 (50%)"),
            "the line gives the three figures first: \(score.line)")
        score = AskScore()
        score.add(question: "1", labels: ["a", "b"], answer: [a, a2])
        score.add(question: "2", labels: [], answer: [b])
        score.add(question: "3", labels: [], answer: [])
        #expect(
            score.rules.labelled == 2 && score.rules.labelledNamed == 1, "one of two labels named: recall 1/2"
        )
        #expect(
            score.rules.named == 2 && score.rules.namedLabelled == 1,
            "a sentence under two suites is named once; a (none) question's answer counts against precision")
        #expect(
            score.noneQuestions == 2 && score.noneYourCall == 1, "one (none) question of two got Your call")
        #expect(score.misses.map(\.question) == ["1", "2"], "the questions answered otherwise are listed")
    }

    @Test("a label that is no behaviour of its kata, and a kata that does not exist, are named and left out")
    func problems() {
        let asking = sampleAsking()
        let behaviours = Behaviour.all(in: KataReadme(text: sampleReadme))
        let set = AskEvalSet(
            text: "# Kata7\n? DST?\n= no such behaviour\n# Kata99\n? Anything?\n= (none)\n")
        let evaluation = AskEvaluation(set: set) { name, _ in name == "Kata7" ? (asking, behaviours) : nil }
        #expect(
            evaluation.overall.questions == 0, "a question labelled only with unknown behaviours is left out")
        #expect(evaluation.problems.count == 2, "the unknown label and the unknown kata are named")
    }
}

@Suite("ask in an interview: what is recorded")
struct AskRecordTests {
    let kata = sampleKata(number: 7, readme: sampleReadme)
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let dst = Behaviour(
        suite: "Loading",
        text: "counts seven calendar days in the calendar's time zone, across a daylight-saving change too")

    func progress(onKata folder: String = "Kata7_Sample") -> CandidateProgress {
        var progress = CandidateProgress()
        progress.interview = .init(kata: folder, startedAt: start, limitSeconds: 1200, blind: true)
        return progress
    }

    @Test("in a round on the kata: the question, its answer, and each behaviour as asked at its second")
    func inRound() throws {
        var progress = progress()
        let recorded = progress.recordQuestion(kata, "What about DST?", answered: [dst], at: start + 95)
        #expect(recorded, "a question during a running interview on the kata is recorded")
        let running = try #require(progress.interview)
        #expect(
            running.questions == [.init(text: "What about DST?", at: 95, answered: [dst])],
            "the question is kept with its second and what it was answered")
        #expect(
            running.revealed == [.init(behaviour: dst.text, suite: "Loading", how: .asked, at: 95)],
            "the behaviour named is revealed as asked, at the round's second")
    }

    @Test("\"Your call\" is recorded as a question with no behaviour, and reveals nothing")
    func yourCallRecorded() throws {
        var progress = progress()
        progress.recordQuestion(kata, "Struct or class?", answered: [], at: start + 10)
        let running = try #require(progress.interview)
        #expect(running.questions.map(\.answered) == [[]], "the unplaced question is recorded")
        #expect(running.revealed.isEmpty, "Your call reveals no behaviour")
    }

    @Test("a behaviour is revealed once: asked again, or told after being asked, keeps its first reveal")
    func revealedOnce() throws {
        var progress = progress()
        progress.recordQuestion(kata, "DST?", answered: [dst], at: start + 10)
        progress.recordQuestion(kata, "Daylight saving?", answered: [dst], at: start + 20)
        progress.interview?.reveal(dst, how: .told, at: 30)
        let running = try #require(progress.interview)
        #expect(running.questions.count == 2, "every question is recorded")
        #expect(running.revealed.map(\.at) == [10], "the first reveal stands")
        var told = self.progress()
        told.interview?.reveal(dst, how: .told, at: 5)
        told.recordQuestion(kata, "DST?", answered: [dst], at: start + 10)
        #expect(told.interview?.revealed.map(\.how) == [.told], "told before it was asked stays told")
    }

    @Test("outside a round on the kata nothing is recorded")
    func outsideRound() {
        var none = CandidateProgress()
        let noneRecorded = none.recordQuestion(kata, "DST?", answered: [dst], at: start)
        #expect(!noneRecorded, "no interview: not recorded")
        #expect(none == CandidateProgress(), "no interview: progress unchanged")

        var other = progress(onKata: "Kata2_UseCase")
        let before = other
        let otherRecorded = other.recordQuestion(kata, "DST?", answered: [dst], at: start + 5)
        #expect(!otherRecorded, "another kata's round")
        #expect(other == before, "another kata's round is left as it was")

        var over = progress()
        let stale = over
        let overRecorded = over.recordQuestion(kata, "DST?", answered: [dst], at: start + 1200)
        #expect(!overRecorded, "a round whose time is up")
        #expect(over == stale, "a round whose time is up is left as it was")
    }

    @Test("a progress file written before blind rounds still loads, and the new fields read back")
    func oldFilesLoad() throws {
        let old = """
            {"version":1,"katas":{},"attempts":[{"kata":"Kata7_Sample","startedAt":"2026-11-01T10:00:00Z",
            "seconds":600,"limitSeconds":1200,"passing":3,"total":3,"hintsUsed":0,"solved":true}],
            "interview":{"kata":"Kata7_Sample","startedAt":"2026-11-01T10:00:00Z","limitSeconds":1200}}
            """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let progress = try decoder.decode(CandidateProgress.self, from: Data(old.utf8))
        #expect(progress.attempts.first?.blind == nil, "an old attempt has no blind score")
        #expect(
            progress.interview?.blind == false && progress.interview?.revealed == []
                && progress.interview?.questions == [],
            "an old running interview is not blind and has revealed nothing")

        var written = progress
        written.attempts[0].blind = .init(anticipated: 1, asked: 1, told: 1, total: 3, questions: 4)
        written.interview?.blind = true
        written.interview?.ask("DST?", answered: [dst], at: 12)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let again = try decoder.decode(CandidateProgress.self, from: encoder.encode(written))
        #expect(again == written, "a blind round's fields are written and read back")
    }
}

@Suite("ask: the command")
struct AskCommandTests {
    let folder: TemporaryFolder
    let context: CommandContext
    let output = RecordingConsole()

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(sampleReadme, to: "Katas/Kata7_Sample/README.md")
        try folder.write(sampleWords, to: "Solutions/Kata7_Sample/ASK.md")
        context = CommandContext(
            options: GlobalOptions(), workspace: Workspace(root: folder.url), console: output.console)
    }

    @Test("the kata, then the question in one argument or many words")
    func parsing() throws {
        let parser = CommandParser(CandidateCommands.all)
        guard case .run(let one) = try parser.parse(["ask", "7", "What about DST?"]) else {
            Issue.record("ask with a question runs")
            return
        }
        #expect(one as? AskCommand == AskCommand(kata: "7", question: "What about DST?"), "one argument")
        guard case .run(let many) = try parser.parse(["ask", "7", "what", "about", "DST"]) else {
            Issue.record("ask with unquoted words runs")
            return
        }
        #expect(many as? AskCommand == AskCommand(kata: "7", question: "what about DST"), "words joined")
    }

    @Test("no question, or no kata, is one sentence")
    func badInput() {
        let parser = CommandParser(CandidateCommands.all)
        for arguments in [["ask", "7"], ["ask", "7", "  "], ["ask", "7", "?"]] {
            #expect(throws: WorkbookError.self, "\(arguments) has no question") {
                try parser.parse(arguments)
            }
        }
        do {
            _ = try parser.parse(["ask", "7", "?"])
        } catch {
            #expect(error.message.hasPrefix("`ask` needs a question"), "the missing question is named")
        }
        do {
            _ = try parser.parse(["ask"])
            Issue.record("ask without a kata is refused")
        } catch {
            #expect(
                error.message.contains("ask <kata> \"<question>\""),
                "without a kata, the sentence shows a kata and a question: \(error.message)")
        }
        #expect(throws: WorkbookError.self, "an unknown kata") {
            try AskCommand(kata: "99", question: "DST?").run(in: context)
        }
    }

    @Test("outside a round it answers, records nothing and says so")
    func outsideRound() throws {
        let code = try AskCommand(kata: "7", question: "What about DST?").run(in: context)
        #expect(code == 0, "an answer is no failure")
        #expect(
            output.text.contains(
                "The rule: counts seven calendar days in the calendar's time zone, across a daylight-saving change too (Loading)"
            ), "the answer names the behaviour with its suite: \(output.text)")
        #expect(output.text.contains("nothing is recorded"), "it says nothing is recorded")
        #expect(
            !FileManager.default.fileExists(atPath: context.store.file.path),
            "no progress file is written outside a round")
    }

    @Test("in a round on the kata it records the question and says so")
    func inRound() throws {
        var progress = CandidateProgress()
        progress.interview = .init(
            kata: "Kata7_Sample", startedAt: Date() - 60, limitSeconds: 1200, blind: true)
        #expect(context.store.save(progress) == nil, "the round is written")
        _ = try AskCommand(kata: "7", question: "Struct or class?").run(in: context)
        _ = try AskCommand(kata: "7", question: "What about DST?").run(in: context)
        let running = try #require(context.store.load().progress.interview)
        #expect(running.questions.map(\.text) == ["Struct or class?", "What about DST?"], "both questions")
        #expect(running.revealed.map(\.how) == [.asked], "the one behaviour named is asked")
        #expect(output.text.contains(AskReply.designLine), "the first got Your call: \(output.text)")
        #expect(output.text.contains("Recorded"), "it says the question was recorded")
    }
}
