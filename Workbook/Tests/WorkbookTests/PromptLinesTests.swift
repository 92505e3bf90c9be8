import Testing

@testable import WorkbookKit

/// The session's prompt view keeps a Prompt's list as a list: each item a line of its own.
@Suite("The prompt as the session shows it")
struct PromptLinesTests {
    @Test("a list in the Prompt keeps one line an item, never joined to the sentence before it")
    func listItemsKeepTheirLines() throws {
        let lines = SessionScreen.promptLines(try Workspace(root: Repository.root).kata("14"))
        #expect(lines.contains { $0.hasPrefix("  - It shows nothing until the view calls `load()`") })
        #expect(!lines.contains { $0.contains("hands it over: -") })
        #expect(lines.contains { $0.hasPrefix("  What the screen does today") })
    }
}
