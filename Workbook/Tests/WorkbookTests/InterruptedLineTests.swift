import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// Ctrl-C in a round or in the session, found at 80×24 under tmux: the screen went and the
/// round's result or the farewell followed, none of it saying that Ctrl-C had ended it, what had
/// become of the kata's files, or how to go on. One line says the three.
@Suite("What Ctrl-C leaves said")
struct InterruptedLineTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let kata: Kata
    let counter = "Katas/Kata7_Sample/Counter.swift"
    let start = Date(timeIntervalSince1970: 10_000)

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        try folder.write(blindReadme, to: "Katas/Kata7_Sample/README.md")
        try folder.write(blindSample, to: counter)
        workspace = Workspace(root: folder.url)
        kata = try #require(Kata(folder: "Kata7_Sample", workspace: workspace))
    }

    /// A round on the sample whose candidate rewrites the exercise with `edit` (a line of their
    /// own, by default), then presses `keys`; what the tool said, line by line, blanks left out.
    func play(
        blind: Bool, keys: [SessionKey], edit: @escaping @Sendable (String) -> String = { $0 + "\n// mine\n" }
    ) throws -> [String] {
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
        _ = try interview.run(kata, Interview.Plan(minutes: 5, debrief: false, blind: blind)) { state in
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                try? Data(edit(text).utf8).write(to: file)
            }
            var state = state
            for key in keys { _ = Session.reduce(&state, .key(key)) }
            return state
        }
        return said.withLock { $0 }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// What follows the result's last line, as one text.
    func afterResult(_ said: [String]) throws -> String {
        let result = try #require(said.lastIndex { $0.hasPrefix("The attempt is recorded") }, "\(said)")
        return said[(result + 1)...].joined(separator: " ")
    }

    @Test(
        "a blind round ended by Ctrl-C: its last line says so, that the files are as left, and how to go on")
    func blindRound() throws {
        let said = try play(blind: true, keys: [.interrupt])

        let last = try afterResult(said)
        #expect(last.hasPrefix("Round interrupted:"), "\(said.suffix(4))")
        #expect(last.contains("Kata7's files are as you left them, with what the round hid back in them"))
        #expect(last.contains("`swift run workbook interview 7 --blind`"))
        let text = try String(contentsOf: folder.url.appendingPathComponent(counter), encoding: .utf8)
        #expect(text.contains("// mine"), "the candidate's line stays")
        #expect(text.contains("/// - An empty list counts zero."), "the hidden rules are back")
        #expect(
            !said.contains { $0.hasPrefix("Follow-up questions") || $0.hasPrefix("Talking points") },
            "Ctrl-C asks to leave, not to be told the interviewer's next questions: \(said)")
    }

    @Test("a round that hid nothing says the files are as left, and names the round's own command")
    func plainRound() throws {
        let last = try afterResult(try play(blind: false, keys: [.interrupt]))

        #expect(last.contains("Round interrupted: Kata7's files are as you left them."))
        #expect(last.contains("`swift run workbook interview 7`"))
        #expect(!last.contains("--blind"))
    }

    @Test("hidden text that could not go back in its place: the line claims no file as it was left")
    func keptAside() throws {
        let said = try play(blind: true, keys: [.interrupt]) {
            $0.replacingOccurrences(of: "struct Counter {", with: "struct Counter: Sendable {")
        }

        let last = try afterResult(said)
        #expect(last.contains("Round interrupted:"), "\(said.suffix(4))")
        #expect(!last.contains("as you left them"), "\(last)")
        #expect(last.contains(".workbook/blind/Kata7_Sample-unplaced.txt"))
    }

    @Test("a round ended with q q says nothing of an interruption")
    func endedWithQ() throws {
        let said = try play(blind: true, keys: [.character("q"), .character("q")])

        #expect(!said.contains { $0.contains("interrupted") }, "\(said.suffix(4))")
    }

    @Test("Ctrl-C while a solved round waits for its answer to be read is no interruption")
    func afterTheEnd() throws {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: 5), live: false, baseline: nil, notes: [])
        state.round?.end = .solved
        _ = Session.reduce(&state, .key(.interrupt))
        #expect(state.ending.quitting)
        #expect(!state.ending.interrupted)

        state.round?.end = nil
        state.ending.quitting = false
        _ = Session.reduce(&state, .stop)
        #expect(state.ending.interrupted, "a signal from elsewhere interrupts as Ctrl-C does")
    }

    @Test("the session ended by Ctrl-C says so, that the files are as left, and the command back")
    func session() throws {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        _ = Session.reduce(&state, .key(.character("q")))
        #expect(!state.ending.interrupted, "q is no interruption")

        var stopped = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        _ = Session.reduce(&stopped, .key(.interrupt))
        #expect(stopped.ending.interrupted)
        let line = SessionCommand.farewell(stopped, solved: 0, of: 1)
        #expect(line.hasPrefix("Session interrupted: your files are as you left them."), "\(line)")
        #expect(line.contains("`swift run workbook start 7`"))
        #expect(SessionCommand.farewell(state, solved: 0, of: 1) == SessionCommand.farewell(solved: 0, of: 1))
    }
}
