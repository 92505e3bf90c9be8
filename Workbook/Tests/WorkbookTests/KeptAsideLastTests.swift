import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// The end of a blind round whose file lost a paragraph's place. Found at 80×24 under tmux: the
/// sentence naming the kept-aside paragraph came before the result, its follow-ups and talking
/// points, and had scrolled off the top by the time the candidate read the screen.
@Suite("The last line of a round that kept hidden text aside")
struct KeptAsideLastTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let counter = "Katas/Kata7_Sample/Counter.swift"

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(blindReadme, to: "Katas/Kata7_Sample/README.md")
        try folder.write(blindSample, to: counter)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
    }

    /// Plays a blind round in which `edit` rewrites the blind stub; what the round said, line by line.
    func play(_ edit: @escaping @Sendable (String) -> String) throws -> [String] {
        let said = Mutex<[String]>([])
        let console = Console(isInteractive: false) { text in
            said.withLock {
                $0 += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        let checker = Checker(
            workspace: workspace, tool: try SwiftTool(workspace: workspace), console: console)
        var interview = Interview(checker: checker, store: ProgressStore(workspace: workspace))
        interview.standing = { _ in (Checker.Outcome(lines: [], report: nil, exitCode: 1), []) }
        let file = folder.url.appendingPathComponent(counter)
        _ = try interview.run(kata, Interview.Plan(minutes: 5, debrief: false, blind: true)) { state in
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                try? Data(edit(text).utf8).write(to: file)
            }
            return state
        }
        return said.withLock { $0 }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    @Test("a declaration rewritten under a hidden paragraph: the last line names where it is kept")
    func lastLineNamesIt() throws {
        let said = try play {
            $0.replacingOccurrences(of: "struct Counter {", with: "struct Counter: Sendable {")
        }

        // Under the result's last line, folded to the window as every sentence is.
        let result = try #require(said.lastIndex { $0.hasPrefix("The attempt is recorded") }, "\(said)")
        let after = said[(result + 1)...].joined(separator: " ")
        #expect(after.contains(".workbook/blind/Kata7_Sample-unplaced.txt"), "\(said.suffix(6))")
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent(counter), encoding: .utf8)
                .contains("struct Counter: Sendable {"))
    }

    @Test("everything back in place: no such line")
    func nothingKeptAside() throws {
        let said = try play { $0 + "\nextension Counter {}\n" }

        #expect(!said.contains { $0.contains("unplaced") }, "\(said)")
    }
}
