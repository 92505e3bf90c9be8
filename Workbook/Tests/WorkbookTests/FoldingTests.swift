import Synchronization
import Testing

@testable import WorkbookKit

@Suite("Folding a line to the window")
struct FoldingTests {
    @Test("a sentence folds at its spaces, never inside a word")
    func atSpaces() {
        let line = "Session over: 3 of 11 katas solved. `swift run workbook` picks up where you left off."
        #expect(
            TextLayout.wrap(line, width: 40) == [
                "Session over: 3 of 11 katas solved.", "`swift run workbook` picks up where you", "left off.",
            ])
    }

    @Test("a command in backticks moves to the next line whole; one wider than a line folds at its spaces")
    func commandsStayWhole() {
        let line = "To see it anyway: `swift run workbook solution 3 --diff --yes`."
        #expect(
            TextLayout.wrap(line, width: 50) == [
                "To see it anyway:", "`swift run workbook solution 3 --diff --yes`.",
            ])
        #expect(
            TextLayout.wrap(line, width: 30) == [
                "To see it anyway: `swift run", "workbook solution 3 --diff", "--yes`.",
            ])
        #expect(
            TextLayout.wrap("a `lone backtick is a character", width: 20) == [
                "a `lone backtick is", "a character",
            ])
    }

    @Test("a word wider than any line: printed whole on a line of its own, split on a screen's grid")
    func longWords() {
        let line = "Written to .workbook/history/Kata3_Repository-20260427-100000.md: share it."
        #expect(
            TextLayout.wrap(line, width: 30, longWords: .whole) == [
                "Written to", ".workbook/history/Kata3_Repository-20260427-100000.md:", "share it.",
            ])
        #expect(TextLayout.wrap(line, width: 30).allSatisfy { $0.count <= 30 })
    }

    @Test("later lines hang under the text: past a mark, a number, or in a line of columns its last column")
    func hanging() {
        #expect(TextLayout.wrap("  - one two three four", width: 14) == ["  - one two", "    three four"])
        #expect(TextLayout.wrap("  12. one two three", width: 14) == ["  12. one two", "      three"])
        let option = "  --no-debrief     skip the questions and the rating; print the follow-ups instead"
        #expect(
            TextLayout.wrap(option, width: 60) == [
                "  --no-debrief     skip the questions and the rating; print",
                "                   the follow-ups instead",
            ])
        // A last column too far right to leave a readable line hangs at the indent instead.
        #expect(
            TextLayout.wrap("  a" + String(repeating: " ", count: 40) + "b c d e", width: 48) == [
                "  a" + String(repeating: " ", count: 40) + "b c d", "  e",
            ])
    }

    @Test("a colour's escape sequences take no column: a coloured line that fits is left whole")
    func colour() {
        let green = "\u{1B}[32m" + String(repeating: "█", count: 20) + "\u{1B}[0m"
        let row = "  27 Apr 10:00  " + green + "░░░░  18:20  solved"
        #expect(TextLayout.wrap(row, width: 60) == [row])
        #expect(
            TextLayout.wrap(row + " · blind: 9 anticipated, 6 from questions, 6 told", width: 80) == [
                row + " · blind: 9 anticipated,",
                String(repeating: " ", count: 49) + "6 from questions, 6 told",
            ])
    }

    static let diff = [
        "--- Katas/Kata3/Repository.swift (yours)",
        "+++ Solutions/Kata3/Repository.swift (reference)",
        "@@ -1,2 +1,2 @@",
        "-        // TODO: the cache is a convenience, never a reason to fail",
        "+        // The cache is a convenience: failing to refresh it costs nothing",
        "     }",
        "- a bullet after the hunk is prose, and it hangs under its text",
    ]

    @Test("printed, a diff's lines are never folded, its headers neither; after the hunk, a dash is a bullet")
    func diffPrintedWhole() {
        #expect(
            TextLayout.wrap(Self.diff, width: 46, longWords: .whole)
                == Self.diff.dropLast() + [
                    "- a bullet after the hunk is prose, and it",
                    "  hangs under its text",
                ])
    }

    @Test("on a screen, a diff's line too wide is clipped at the edge with a marker, never continued")
    func diffClippedOnScreen() {
        let shown = TextLayout.wrap(Self.diff, width: 46)

        #expect(shown.count == Self.diff.count + 1)
        #expect(shown[1] == "+++ Solutions/Kata3/Repository.swift (referen→")
        #expect(shown[3] == "-        // TODO: the cache is a convenience,→")
        #expect(shown[5] == "     }")
        #expect(shown.allSatisfy { $0.count <= 46 })
    }

    @Test("a fenced code block passes through; the prose around it folds")
    func fencedCode() {
        let code = "    let repository = DefaultOrderRepository(remote: remote, cache: cache)"
        let lines = ["Write it as:", "```swift", code, "```", "then run the tests again, all of them"]

        #expect(
            TextLayout.wrap(lines, width: 30, longWords: .whole) == [
                "Write it as:", "```swift", code, "```", "then run the tests again, all", "of them",
            ])
    }

    @Test("a source listing is printed byte for byte, and clipped on a screen")
    func listing() {
        let code = [
            "struct A {", "    func load() async throws -> [Order] { try await remote.fetch(limit: 20) }",
            "}",
        ]

        #expect(TextLayout.verbatim(code, width: 40, longWords: .whole) == code)
        #expect(TextLayout.verbatim(code, width: 40)[1] == "    func load() async throws -> [Order]→")
        #expect(TextLayout.verbatim(code, width: nil) == code)
    }

    @Test("a hunk's header says how many lines are the diff's: the line after them is prose again")
    func hunkCounts() {
        let lines = ["@@ -3 +3,0 @@", "-gone and never coming back", "-not in the hunk any more"]
        #expect(
            TextLayout.wrap(lines, width: 14, longWords: .whole) == [
                "@@ -3 +3,0 @@", "-gone and never coming back", "-not in the", "hunk any more",
            ])
    }
}

@Suite("Text wrapped by hand, joined again")
struct ReflowTests {
    @Test("paragraphs and list items are joined; blank lines, tables, headings and code are kept")
    func reflow() {
        let text = """
            "The order-history screen gets cluttered. Product wants
            this: show the orders newest first."

            - a list item that goes on
              over two lines
            - another
            1. a numbered
               item

            | Old | New |
            | --- | --- |
            ```
            let x = 1
            let y = 2
            ```

                indented code
                stays as it is
            ## A heading
              --minutes <m>    the time you get (default: the
                               kata's minutes)
              --live           a live round
            """ + "\nA line that ends in two spaces  \nbreaks there."
        #expect(
            TextLayout.reflow(text) == [
                "\"The order-history screen gets cluttered. Product wants this: show the orders newest first.\"",
                "",
                "- a list item that goes on over two lines",
                "- another",
                "1. a numbered item",
                "",
                "| Old | New |",
                "| --- | --- |",
                "```",
                "let x = 1",
                "let y = 2",
                "```",
                "",
                "    indented code",
                "    stays as it is",
                "## A heading",
                "  --minutes <m>    the time you get (default: the kata's minutes)",
                "  --live           a live round",
                "A line that ends in two spaces",
                "breaks there.",
            ])
    }
}

@Suite("The console: one way to print")
struct ConsoleTests {
    @Test("with no terminal, every line folds at 80 columns; a width asked for wins")
    func eightyWithoutTerminal() {
        let said = Mutex("")
        let console = Console(isInteractive: false) { text in said.withLock { $0 += text } }
        #expect(console.width == 80)
        #expect(Console(isInteractive: true, width: 60) { _ in }.width == 60)

        let sentence = Array(repeating: "antici pated", count: 10).joined(separator: " ")
        console.say(sentence)
        console.say("one\ntwo")
        let lines = said.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5, "two folded lines, two given ones and the newline at the end: \(lines)")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.prefix(2).joined(separator: " ") == sentence, "a word was broken or lost")
        #expect(lines.suffix(3) == ["one", "two", ""])
    }

    @Test("a question folds like a line and leaves the cursor after it, a space for the answer")
    func question() {
        let said = Mutex("")
        let console = Console(isInteractive: false, width: 40) { text in said.withLock { $0 += text } }
        console.ask("Kata3 does not pass yet: show the reference anyway? [y/N]")
        #expect(said.withLock { $0 } == "Kata3 does not pass yet: show the\nreference anyway? [y/N] ")
    }
}
