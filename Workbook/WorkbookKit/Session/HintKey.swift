/// `h` outside a round. A hint taken is recorded (the list counts it, a kata solved with one comes
/// back for review sooner), so the key asks first, as `d` does before the reference: y takes the
/// next hint, any other key keeps it and says so. A newcomer who types `help` spends nothing. In
/// a round, the round's own question (`KeyBinding.asksInRound`) has asked already; and once every
/// hint is taken, `h` shows them again at once, since that spends nothing.

extension Session {
    /// `h`: the question before the next hint, or the hints when nothing is left to spend.
    static func hintKey(_ state: inout SessionState) -> [SessionEffect] {
        guard state.round == nil, hintsLeft(state) > 0 else { return revealHint(&state) }
        state.screen.mode = .confirmHint
        // The hints taken stay above the question, and after its answer; a note from before
        // ("No hint was taken…", "n moves on once…") would read as the answer.
        state.screen.notice = state.screen.notice.filter { $0.hasPrefix("Hint ") }
        return [.render]
    }

    /// The answer to "take the next hint?": y takes it; any other key keeps it.
    static func answerHint(yes: Bool, _ state: inout SessionState) -> [SessionEffect] {
        guard yes else {
            let kata = state.kata
            state.screen.notice += [
                "No hint was taken: \(kata.module) has \(hintsLeft(state)) of \(kata.sheet.hints.count) left."
            ]
            return [.render]
        }
        return revealHint(&state)
    }

    /// The next hint, recorded; all of them again once each is taken.
    static func revealHint(_ state: inout SessionState) -> [SessionEffect] {
        let kata = state.kata
        let revealed = Hints.reveal(kata, alreadyShown: state.progress[kata].hintsShown, all: false)
        state.progress[kata].hintsShown = revealed.shown
        // The command line's "run it again" means "press h again" here.
        state.screen.notice = revealed.lines.filter { !$0.hasPrefix("(Run it again") }
        return [.recordHints(kata, shown: revealed.shown), .render]
    }

    /// The hints of the current kata not taken yet.
    static func hintsLeft(_ state: SessionState) -> Int {
        max(0, state.kata.sheet.hints.count - state.progress[state.kata].hintsShown)
    }
}

extension SessionScreen {
    /// What `h` asks, under the result.
    static func hintQuestion(_ state: SessionState) -> String {
        let count = state.kata.sheet.hints.count
        return "Take hint \(count - Session.hintsLeft(state) + 1) of \(count) for \(state.kata.module)? "
            + "Hints taken are recorded (the list counts them). [y/N]"
    }
}
