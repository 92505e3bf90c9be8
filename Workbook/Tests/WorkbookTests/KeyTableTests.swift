import Foundation
import Testing

@testable import WorkbookKit

@Suite("The session's key table")
struct KeyTableTests {
    let fixture = SessionFixture()

    @Test("no key is bound twice in one place")
    func noClashes() {
        #expect(KeyTable.clashes() == [])
    }

    @Test("the table finds a clash when one is there")
    func findsAClash() {
        let twice =
            KeyTable.bindings + [KeyBinding([.character("b")], .scroll, in: [.kata], legend: nil, help: "")]
        #expect(KeyTable.clashes(in: twice) == ["kata: character(\"b\")"])
    }

    @Test("b starts a blind round on the kata")
    func blind() {
        var state = fixture.finished(fixture.red())
        let effects = Session.reduce(&state, .key(.character("b")))
        #expect(effects == [.quit])
        #expect(state.ending.blindRoundAsked == fixture.katas[0])
    }

    @Test("help start names each of the kata screen's keys as the session binds it: b is no scroll key")
    func helpStart() {
        let help = TextLayout.reflow(SessionCommand.spec.details)
        let scrolling = help.filter { $0.contains("PgDn") }
        #expect(scrolling.count == 1, "\(scrolling)")
        #expect(scrolling.allSatisfy { !$0.split(separator: " ").contains("b") }, "\(scrolling)")
        for binding in KeyTable.bindings where binding.contexts.contains(.kata) {
            #expect(
                help.contains { $0.hasPrefix("  " + binding.names) && $0.hasSuffix(binding.help) },
                "help start should list \(binding.names): \(binding.help)")
        }
    }

    @Test("u and PgUp scroll back up a page, where b once did")
    func pageUp() {
        var state = fixture.finished(fixture.red())
        state.screen.viewport = Viewport(page: 10, maxScroll: 30)
        state.screen.scroll = 25
        for key in [SessionKey.character("u"), .pageUp] {
            _ = Session.reduce(&state, .key(key))
        }
        #expect(state.screen.scroll == 5)
    }

    @Test("every key a key line names does something where it is listed")
    func listedKeysWork() {
        for context in KeyContext.allCases {
            for item in KeyTable.legend(for: context).split(separator: " · ") {
                let key = String(item.prefix { $0 != " " && $0 != ":" })
                guard key.count == 1, let character = key.first else { continue }
                #expect(
                    KeyTable.binding(for: .character(character), in: context) != nil,
                    "\(context)'s key line lists \(key), which does nothing there")
            }
        }
    }

    @Test("the key line under a kata's result fits 80 columns and ends with the page of every key")
    func kataLegend() {
        let line = KeyTable.legend(for: .kata)
        #expect(line == "h hint · n next · l list · d diff · r reset · b blind · q quit · K every key")
        #expect(line.count <= 80)
    }

    @Test("K opens a page of every key that works where it was pressed, each with what it does")
    func keysPage() throws {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("K")))
        guard case .page(_, let lines) = state.screen.mode else {
            Issue.record("K opened no page")
            return
        }
        for binding in KeyTable.bindings where binding.contexts.contains(.kata) {
            #expect(lines.contains { $0.contains(binding.help) }, "the page leaves out \(binding.names)")
        }
        state.screen.columns = 80
        #expect(SessionScreen.lines(state, rows: 100).allSatisfy { $0.count <= 80 })
    }

    @Test("x folds the hints away")
    func foldHints() {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("h")))
        _ = Session.reduce(&state, .key(.character("y")))
        #expect(state.screen.notice.first?.hasPrefix("Hint 1 of 3") == true)
        #expect(Session.reduce(&state, .key(.character("x"))) == [.render])
        #expect(state.screen.notice.isEmpty)
    }

    @Test("the hints under a result never take the list's rows")
    func listWithoutNotes() {
        var state = fixture.finished(fixture.red())
        for key in "hyhyhy" { _ = Session.reduce(&state, .key(.character(key))) }
        #expect(state.screen.notice.contains("Hint 3 of 3: Nearly the answer."))
        _ = Session.reduce(&state, .key(.character("l")))
        let shown = SessionScreen.lines(state, rows: 24).joined(separator: "\n")
        #expect(!shown.contains("Nearly the answer"))
        #expect(state.katas.allSatisfy { shown.contains($0.title) }, "\(shown)")
    }

    @Test("the list and the report keep their own scroll positions")
    func scrollApart() {
        var state = fixture.finished(fixture.red())
        state.screen.viewport = Viewport(page: 10, maxScroll: 30)
        _ = Session.reduce(&state, .key(.character(" ")))
        #expect(state.screen.scroll == 10)
        _ = Session.reduce(&state, .key(.character("l")))
        #expect(state.screen.scroll == 0, "the list starts at its top")
        _ = Session.reduce(&state, .key(.escape))
        #expect(state.screen.mode == .result)
        #expect(state.screen.scroll == 10, "the report is where it was left")
    }
}

@Suite("The session's first screen")
struct FirstScreenTests {
    let fixture = SessionFixture()

    @Test("while the first run builds, it shows the prompt, where it lives and that a save runs the suite")
    func firstLook() {
        let readme =
            "---\ntitle: Sample\n---\n# Kata1\n\n## Prompt\n\"Write the sample,\nplease.\"\n\n## Requirements\n"
        var state = SessionState(
            katas: [sampleKata(number: 1, readme: readme)], current: 0, progress: CandidateProgress())
        _ = Session.reduce(&state, .started)
        #expect(state.isRunning)
        let text = SessionScreen.lines(state, rows: 40).joined(separator: " ")

        #expect(text.contains("The interviewer says:   \"Write the sample, please.\""))
        #expect(text.contains("Katas/\(state.kata.folder)/README.md"))
        #expect(text.contains("Each save runs the suite again"))
        #expect(
            text.contains("Press b before you open the kata's files"),
            "a blind round starts before the files are read")
    }

    @Test("once a run has finished, its result takes the prompt's place")
    func resultTakesOver() {
        let state = fixture.finished(fixture.red())
        #expect(!SessionScreen.lines(state, rows: 40).contains("The interviewer says:"))
    }

    /// The first run of Kata3, no run of which is in the progress: red, its first failure named.
    func firstRun(_ progress: CandidateProgress = CandidateProgress()) throws -> SessionState {
        let kata = try Workspace(root: Repository.root).kata("3")
        var state = SessionState(katas: [kata], current: 0, progress: progress)
        _ = Session.reduce(&state, .size(rows: 24, columns: 80))
        _ = Session.reduce(&state, .started)
        let result = SessionResult(
            lines: ["Kata3: 0 of 21 behaviours passing", "", failure], passing: 0, total: 21,
            report: CheckReport(run: TestRun(endedNormally: true), kata: kata))
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, result, at: fixture.when))
        return state
    }

    let failure = "✗ Getting every order · creating the repository asks neither source anything"

    @Test("a kata no run has touched: its first run shows the count and the prompt, its behaviours on Enter")
    func untouchedKata() throws {
        var state = try firstRun()
        let screen = SessionScreen.lines(state)
        let text = screen.joined(separator: " ")

        #expect(!text.contains("✗"), "the behaviours state the rules:\n\(screen.joined(separator: "\n"))")
        #expect(text.contains("0 of 21 behaviours passing"))
        #expect(text.contains("The interviewer says:"))
        #expect(text.contains("Enter lists them"))
        #expect(screen.count == 24)
        for key in ["d", "r"] {
            _ = Session.reduce(&state, .key(.character(Character(key))))
            #expect(!SessionScreen.lines(state).joined().contains("✗"), "\(key) asks over the held screen")
            _ = Session.reduce(&state, .key(.character("n")))
        }

        _ = Session.reduce(&state, .key(.enter))
        #expect(SessionScreen.lines(state).contains(failure))
    }

    @Test("a kata no run has touched: the candidate's first save shows its behaviours")
    func untouchedThenSaved() throws {
        var state = try firstRun()
        _ = Session.reduce(&state, .saved)
        let result = SessionResult(
            lines: ["Kata3: 1 of 21 behaviours passing", "", failure], passing: 1, total: 21,
            report: CheckReport(run: TestRun(endedNormally: true), kata: state.kata))
        _ = Session.reduce(
            &state, .runFinished(generation: state.running.generation, result, at: fixture.when))

        #expect(SessionScreen.lines(state).contains(failure))
    }

    @Test("a kata a run has touched opens on its behaviours, red first")
    func touchedKata() throws {
        var progress = CandidateProgress()
        let kata = try Workspace(root: Repository.root).kata("3")
        progress.recordCheck(kata, passing: 0, total: 21, at: fixture.when)
        let state = try firstRun(progress)

        #expect(SessionScreen.lines(state).contains(failure))
    }
}
