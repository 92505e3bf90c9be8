import Testing

@testable import WorkbookKit

@Suite("Reading the interviewer's sheet")
struct InterviewerSheetTests {
    static let text = """
        # Kata7 · Sample: the interviewer's sheet

        ## Checkpoints
        - By minute 5: the initializer validates.
        - By minute 10: the whole suite is green.

        ## What good looks like
        - Rules live in the initializer.

        ## Rubric
        - Correctness: strong: green; weak: red.
        - Tests: strong: reads failures; weak: guesses.
        - Naming: strong: the domain's words; weak: `tmp`.
        - Layering: strong: plain Swift; weak: JSON in the entity.
        - Communication: strong: explains first; weak: silent.

        ## Hints
        1. Look at the initializer before anything else.
        2. Trim the name with whitespaces and newlines
           before you compare it with the empty string.
        3. Write the lifecycle as a table of allowed moves.

        ## Follow-ups
        - The server adds a status tomorrow: what breaks
          at compile time?
          Listen for: every switch over the status stops compiling,
          which is the point.
        - Should the order mutate or return a new one?
          Listen for: either is fine for a value type.

        ## Talking points
        - Entities carry the rules that are true whatever the app does.
        """

    @Test("reads every section's items, a hint over two lines as one")
    func readsItems() {
        let sheet = InterviewerSheet(text: Self.text)

        #expect(
            sheet.checkpoints == [
                "By minute 5: the initializer validates.", "By minute 10: the whole suite is green.",
            ])
        #expect(sheet.whatGoodLooksLike == ["Rules live in the initializer."])
        #expect(sheet.rubric.count == 5)
        #expect(
            sheet.hints == [
                "Look at the initializer before anything else.",
                "Trim the name with whitespaces and newlines before you compare it with the empty string.",
                "Write the lifecycle as a table of allowed moves.",
            ])
        #expect(
            sheet.followUps == [
                "The server adds a status tomorrow: what breaks at compile time?",
                "Should the order mutate or return a new one?",
            ])
        #expect(sheet.talkingPoints == ["Entities carry the rules that are true whatever the app does."])
    }

    @Test("a follow-up's Listen-for line, over one line or two, is kept apart from its question")
    func listenFor() {
        let items = InterviewerSheet(text: Self.text).followUpItems

        #expect(items.map(\.question) == InterviewerSheet(text: Self.text).followUps)
        #expect(
            items.map(\.listenFor) == [
                "every switch over the status stops compiling, which is the point.",
                "either is fine for a value type.",
            ])
    }

    @Test("a follow-up without a Listen-for line has the question alone, and the check names it")
    func withoutListenFor() {
        let text = Self.text.replacingOccurrences(
            of: "  Listen for: either is fine for a value type.\n", with: "")
        let sheet = InterviewerSheet(text: text)

        #expect(sheet.followUpItems.last?.question == "Should the order mutate or return a new one?")
        #expect(sheet.followUpItems.last?.listenFor == nil)
        #expect(
            sheet.problems(module: "Kata7") == [
                "Follow-up \"Should the order mutate or return a new one?\" has no indented \"Listen for: …\" line under it"
            ])
    }

    @Test("an empty Listen-for line counts as none")
    func emptyListenFor() {
        let text = Self.text.replacingOccurrences(
            of: "Listen for: either is fine for a value type.", with: "Listen for:")

        #expect(InterviewerSheet(text: text).followUpItems.last?.listenFor == "")
        #expect(InterviewerSheet(text: text).problems(module: "Kata7").count == 1)
    }

    @Test("a complete sheet has no problems")
    func complete() {
        #expect(InterviewerSheet(text: Self.text).problems(module: "Kata7") == [])
    }

    @Test("accepts bold criteria, a typographic apostrophe and checkpoints by \"min\"")
    func variants() {
        let text = Self.text.replacingOccurrences(of: "- Tests:", with: "- **Tests**:")
            .replacingOccurrences(of: "interviewer's sheet", with: "interviewer\u{2019}s sheet")
            .replacingOccurrences(of: "By minute 5", with: "By 5 min")

        #expect(InterviewerSheet(text: text).problems(module: "Kata7") == [])
    }

    @Test("the heading must name the kata and say it is the interviewer's sheet")
    func heading() {
        let other = InterviewerSheet(text: Self.text).problems(module: "Kata8")
        let plain = InterviewerSheet(
            text: Self.text.replacingOccurrences(of: ": the interviewer's sheet", with: "")
        ).problems(module: "Kata7")

        #expect(other == ["the heading is not \"# Kata8 · <name>: the interviewer's sheet\""])
        #expect(plain == ["the heading is not \"# Kata7 · <name>: the interviewer's sheet\""])
    }

    @Test(
        "names a missing section",
        arguments: InterviewerSheet.requiredSections)
    func missingSection(section: String) {
        let text = Self.text.replacingOccurrences(of: "## \(section)\n", with: "## Notes\n")

        #expect(
            InterviewerSheet(text: text).problems(module: "Kata7").contains("no \"## \(section)\" section"))
    }

    @Test("names two hints, a rubric without a criterion or without weak, and a checkpoint without a minute")
    func badItems() {
        let text = Self.text
            .replacingOccurrences(of: "3. Write the lifecycle as a table of allowed moves.\n", with: "")
            .replacingOccurrences(of: "- Naming: strong: the domain's words; weak: `tmp`.\n", with: "")
            .replacingOccurrences(of: "strong: explains first; weak: silent", with: "explains first")
            .replacingOccurrences(of: "By minute 10: the whole", with: "Then the whole")

        #expect(
            InterviewerSheet(text: text).problems(module: "Kata7") == [
                "Checkpoints are not bullets each saying by which minute",
                "Rubric has Correctness, Tests, Layering, Communication, not exactly Correctness, Tests, Naming, Layering, Communication",
                "Rubric's \"Communication\" does not say strong …; weak …",
                "Hints has 2 numbered hints, not 3",
            ])
    }

    @Test("finds a hint, follow-up or talking point copied into a README, even reflowed")
    func findsCopies() {
        let sheet = InterviewerSheet(text: Self.text)
        let readme = """
            ## Prompt
            "Write the order." Trim the name with whitespaces and
            newlines before you *compare* it.
            ## Notes
            What breaks at compile time? The server adds a status tomorrow: what breaks at compile time?
            """

        #expect(
            sheet.spoilers(in: readme) == [
                "repeats the interviewer's Hints item \"Trim the name with whitespaces and newlines before you comp…\"",
                "repeats the interviewer's Follow-ups item \"The server adds a status tomorrow: what breaks at compile t…\"",
            ])
    }

    @Test("a README that shares only a few words with the sheet gives nothing away")
    func fewWords() {
        let sheet = InterviewerSheet(text: Self.text)
        let readme = "## Prompt\n\"Look at the order: the rules that are true for the app.\"\n"

        #expect(sheet.spoilers(in: readme) == [])
    }

    @Test("hints come from the sheet, not the README")
    func hintsFromTheSheet() {
        let kata = sampleKata(readme: "## Hints\n1. From the README.\n2. Two.\n3. Three.\n", sheet: Self.text)

        let revealed = Hints.reveal(kata, alreadyShown: 0, all: false)

        #expect(revealed.lines.first == "Hint 1 of 3: Look at the initializer before anything else.")
    }
}

@Suite("Printing the interviewer's sheet")
struct InterviewerSheetPrintTests {
    @Test("prints the prompt to read aloud, then every part of the sheet in the order a round uses it")
    func order() throws {
        let kata = sampleKata(
            readme:
                "---\ntitle: Sample\ngrade: 2\nminutes: 20\nlayer: Domain\n---\n## Prompt\n\"Write the order.\"\n",
            sheet: InterviewerSheetTests.text)

        let lines = InterviewText.interviewerSheet(kata, minutes: 20)

        let headings = [
            "Read aloud:", "Checkpoints (what a strong candidate has by then):", "What good looks like:",
            "Rubric (what strong and weak look like here):",
            "Hints, only when the candidate is stuck (note each one given):",
            "Follow-up ladder (once green, or in the last minutes; climb as far as time allows):",
            "Talking points (the trade-offs to draw out):",
        ]
        let positions = try headings.map { heading in try #require(lines.firstIndex(of: heading)) }
        #expect(positions == positions.sorted())
        #expect(lines[positions[0] + 1] == "  \"Write the order.\"")
        #expect(lines.contains("  - By minute 5: the initializer validates."))
        #expect(lines.contains("  - Naming: strong: the domain's words; weak: `tmp`."))
        #expect(lines.contains("  3. Write the lifecycle as a table of allowed moves."))
        #expect(lines.contains("  1. The server adds a status tomorrow: what breaks at compile time?"))
        #expect(
            lines.contains(
                "     Listen for: every switch over the status stops compiling, which is the point."))
        #expect(lines.contains("  2. Should the order mutate or return a new one?"))
        #expect(lines.contains("  - Entities carry the rules that are true whatever the app does."))
        #expect(lines[0].hasSuffix("· 20 minutes"))
    }
}
