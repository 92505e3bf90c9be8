import Testing

@testable import WorkbookKit

/// A hint is recorded against the candidate: outside a round, `h` asks before it spends one, as
/// `d` asks before the reference and `r` before a reset. A newcomer's `help` spends nothing.
@Suite("The session's h asks before it spends a hint")
struct HintAsksFirstTests {
    let fixture = SessionFixture()

    func spent(_ effects: [SessionEffect]) -> Bool {
        effects.contains { if case .recordHints = $0 { true } else { false } }
    }

    @Test("h asks, and y takes the next hint")
    func yesTakesIt() {
        var state = fixture.finished(fixture.red())

        let asked = Session.reduce(&state, .key(.character("h")))
        let whileAsking = state.progress[fixture.katas[0]].hintsShown
        let screen = SessionScreen.lines(state, rows: 24).joined(separator: "\n")
        let taken = Session.reduce(&state, .key(.character("y")))

        #expect(asked == [.render])
        #expect(whileAsking == 0)
        #expect(state.progress[fixture.katas[0]].hintsShown == 1)
        #expect(screen.contains("Take hint 1 of 3 for Kata1?"), "\(screen)")
        #expect(screen.contains("[y/N]"))
        #expect(taken == [.recordHints(fixture.katas[0], shown: 1), .render])
        #expect(state.screen.notice == ["Hint 1 of 3: A nudge."])
        #expect(state.screen.mode == .result)
    }

    @Test("any key but y keeps the hint, and the screen says so", arguments: ["n", "e", "h", "q"])
    func anythingElseKeepsIt(key: Character) {
        var state = fixture.finished(fixture.red())

        _ = Session.reduce(&state, .key(.character("h")))
        let answered = Session.reduce(&state, .key(.character(key)))

        #expect(!spent(answered))
        #expect(state.progress[fixture.katas[0]].hintsShown == 0)
        #expect(state.screen.mode == .result)
        #expect(!state.ending.quitting, "the answer to the question left the session")
        #expect(state.screen.notice == ["No hint was taken: Kata1 has 3 of 3 left."])
    }

    @Test("Enter and Esc keep the hint too", arguments: [SessionKey.enter, .escape])
    func enterKeepsIt(key: SessionKey) {
        var state = fixture.finished(fixture.red())
        _ = Session.reduce(&state, .key(.character("h")))
        #expect(!spent(Session.reduce(&state, .key(key))))
        #expect(state.progress[fixture.katas[0]].hintsShown == 0)
    }

    @Test("typing the word help spends no hint and leaves the kata's result on the screen")
    func typingHelp() {
        var state = fixture.finished(fixture.red())

        let effects = "help".flatMap { Session.reduce(&state, .key(.character($0))) }

        #expect(!spent(effects))
        #expect(state.progress[fixture.katas[0]].hintsShown == 0)
        #expect(state.current == 0)
        #expect(state.screen.mode == .result)
        #expect(!effects.contains(.quit))
        let screen = SessionScreen.lines(state, rows: 24).joined(separator: "\n")
        #expect(screen.contains("No hint was taken"), "\(screen)")
    }

    @Test("the hints taken stay through the question and its no; asked again, the no goes")
    func askedAgain() {
        var state = fixture.finished(fixture.red())
        for key in "hyhn" { _ = Session.reduce(&state, .key(.character(key))) }
        let declined = state.screen.notice

        _ = Session.reduce(&state, .key(.character("h")))

        #expect(declined == ["Hint 1 of 3: A nudge.", "No hint was taken: Kata1 has 2 of 3 left."])

        #expect(state.screen.notice == ["Hint 1 of 3: A nudge."])
        #expect(state.screen.mode == .confirmHint)
    }

    @Test("once every hint is taken, h shows them again at once: it spends nothing more")
    func allTakenShowsAgain() {
        var state = fixture.withHintsTaken(3)

        _ = Session.reduce(&state, .key(.character("h")))

        #expect(state.screen.mode == .result)
        #expect(state.screen.notice.last == "Those are all the hints for Kata1.")
    }

    @Test("the keys page says h asks first")
    func keysPageSaysSo() {
        let row = KeyTable.help(for: .kata).first { $0.hasPrefix("  h ") }
        #expect(row?.contains("it asks first") == true, "\(row ?? "no row for h")")
    }
}
