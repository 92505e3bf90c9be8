import Foundation
import Testing

@testable import WorkbookKit

/// A follow-up takes any words as its answer, `q` to leave, and a `?` question typed after the
/// round ended (a save turned it green mid-question) as no answer at all.
@Suite("Replies at the debrief's follow-ups")
struct DebriefRepliesTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The debrief of Kata3's sheet, read from the repository, with `lines` typed, or `keys`
    /// pressed where the terminal gives keys (nil: it gives lines only); what it said.
    func debrief(typing lines: [String], pressing keys: [String]? = nil) throws -> String {
        let typed = Scripted(lines: lines, keys: keys ?? [])
        try folder.write("", to: "bin/swift")
        chmod(folder.url.appendingPathComponent("bin/swift").path, 0o755)
        let workspace = Workspace(root: Repository.root)
        let tool = try SwiftTool(
            workspace: workspace, environment: ["PATH": folder.url.appendingPathComponent("bin").path])
        let console = Console(isInteractive: false, width: 80) { text in typed.said.withLock { $0 += text } }
        let interview = Interview(
            checker: Checker(workspace: workspace, tool: tool, console: console),
            store: ProgressStore(file: folder.url.appendingPathComponent(".workbook/progress.json")),
            input: typed.line, key: keys == nil ? nil : typed.key)
        interview.debrief(try workspace.kata("3"), startedAt: Date(timeIntervalSince1970: 0))
        return typed.text
    }

    @Test("q, quit or exit leaves; a line starting with ? is no answer; anything else answers")
    func replies() {
        #expect(Debrief.reply(" Q ") == .leave)
        #expect(Debrief.reply("quit") == .leave)
        #expect(Debrief.reply("? is a 503 retried") == nil)
        #expect(Debrief.reply("") == .answered)
        #expect(Debrief.reply("queue it, then retry") == .answered)
    }

    @Test("a question typed after the round is not taken as the first answer, and q ends the debrief")
    func questionThenLeave() throws {
        let said = try debrief(typing: ["? should a 503 retry", "I'd inject the cache", "q"])

        #expect(said.contains("that line is not your answer"))
        #expect(said.contains("Follow-up 2 of"), "the second line answered follow-up 1")
        #expect(!said.contains("Follow-up 3 of"), "q left at follow-up 2")
        #expect(said.hasSuffix(Debrief.ended + "\n"))
    }

    /// Found at 80×24 under tmux: after a solved round, q at a follow-up did nothing until Enter.
    @Test("where the terminal gives keys, Enter answers and q leaves on its own; another key answers nothing")
    func keys() throws {
        let said = try debrief(typing: [], pressing: ["", "x", "q"])

        #expect(said.contains("Follow-up 2 of"), "Enter answered follow-up 1: \(said)")
        #expect(said.contains(Debrief.notAnAnswer), "x was taken for an answer: \(said)")
        #expect(!said.contains("Follow-up 3 of"), "q left at follow-up 2")
        #expect(said.hasSuffix(Debrief.ended + "\n"))
    }

    @Test("a key at a follow-up: Enter answers, q leaves, anything else is no answer")
    func keyReplies() {
        #expect(Debrief.keyReply("") == .answered)
        #expect(Debrief.keyReply("q") == .leave)
        #expect(Debrief.keyReply("Q") == .leave)
        #expect(Debrief.keyReply("?") == nil)
        #expect(Debrief.keyReply("a") == nil)
    }
}
