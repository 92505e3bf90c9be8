import Foundation
import Testing

@testable import WorkbookKit

/// What the Prompt states, as the interviewer's sheet lists it: read under its suites, checked
/// against the Requirements, and filled in for every kata.
@Suite("What the prompt gives")
struct GivenByThePromptTests {
    static let requirements = [
        Behaviour(suite: "Getting every order", text: "returns the remote orders when the remote answers"),
        Behaviour(suite: "Getting every order", text: "a cache that fails to save does not fail the call"),
        Behaviour(suite: "Getting one order", text: "a cache that fails to save does not fail the call"),
        Behaviour(suite: "Getting one order", text: "asks the remote again on every call"),
    ]

    @Test(
        "the behaviours the prompt states are read under their suites, a sentence two suites share kept apart"
    )
    func readsUnderSuites() {
        let sheet = InterviewerSheet(
            text: """
                ## Talking points
                - Keep it small.

                ## Given by the prompt
                Getting every order
                - returns the remote orders when the remote answers

                Getting one order
                - a cache that fails to save does not fail the call
                """)

        #expect(
            sheet.givenByThePrompt == [
                Self.requirements[0], Self.requirements[2],
            ])
        #expect(sheet.givenProblems(behaviours: Self.requirements) == [])
    }

    @Test("the check names a listed behaviour the Requirements lack, one listed twice, and a missing list")
    func problems() {
        let sheet = InterviewerSheet(
            text: """
                ## Given by the prompt
                Getting every order
                - returns the remote orders when the remote answers
                - returns the remote orders when the remote answers
                - asks the remote again on every call
                """)

        #expect(
            sheet.givenProblems(behaviours: Self.requirements) == [
                "Given by the prompt lists \"Getting every order · returns the remote orders when the remote answers\" twice",
                "Given by the prompt lists \"Getting every order · asks the remote again on every call\", which is no "
                    + "behaviour of the README's Requirements",
            ])
        #expect(
            InterviewerSheet(text: "## Hints\n1. One.\n").givenProblems(behaviours: Self.requirements).first?
                .hasPrefix("no \"## Given by the prompt\" section") == true)
    }

    @Test("a prompt that states no behaviour says so in a line: no problem, and nothing given")
    func statesNone() {
        let sheet = InterviewerSheet(text: "## Given by the prompt\nNone: the prompt names only the task.\n")

        #expect(sheet.givenByThePrompt == [])
        #expect(sheet.givenProblems(behaviours: Self.requirements) == [])
    }

    @Test("every kata's sheet lists what its prompt states, each a behaviour of its Requirements")
    func everyKata() throws {
        let katas = try Workspace(root: Repository.root).katas()
        #expect(katas.count >= 11, "the workbook's katas are found from the tests' folder")
        for kata in katas {
            let behaviours = Behaviour.all(in: kata.readme)
            #expect(
                kata.sheet.givenProblems(behaviours: behaviours) == [],
                "\(kata.module)'s INTERVIEWER.md")
            let given = kata.sheet.givenByThePrompt.count
            // A Prompt is a few sentences: each kata's states some behaviours, never most of them,
            // except a refactor's, which hands over what the legacy code does today.
            #expect(
                given > 0 && (given * 2 <= behaviours.count || kata.kind.promptMayStateMost),
                "\(kata.module) gives \(given) of \(behaviours.count)")
        }
        let kata2 = try Workspace(root: Repository.root).kata("2")
        #expect(
            kata2.sheet.givenByThePrompt.contains(
                Behaviour(suite: "Order history", text: "shows the orders newest first")),
            "Kata2's prompt says \"show the customer's orders newest first\"")
    }

    @Test("the printed sheet marks each rule the prompt already states")
    func printedSheetMarksThem() {
        let kata = sampleKata(
            readme: "## Prompt\n\"Cache it.\"\n## Requirements\nGetting every order\n"
                + "- returns the remote orders when the remote answers\n- asks the remote again on every call\n",
            sheet:
                "## Given by the prompt\nGetting every order\n- returns the remote orders when the remote answers\n"
        )

        let lines = InterviewText.interviewerSheet(kata, minutes: 20)

        #expect(lines.contains("    - returns the remote orders when the remote answers (in the prompt)"))
        #expect(lines.contains("    - asks the remote again on every call"))
    }
}
