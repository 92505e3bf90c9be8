import Foundation

/// A round solved, or out of time, while the candidate types a question at `?`, waits for its
/// answer or reads one: the session waits for them before the debrief. The open line stays open
/// and Enter asks it; the answer shows; then a key goes on. Nothing typed as a question reaches a
/// follow-up as its answer, and the round's time stays the second it ended.
extension Session {
    /// Whether the candidate has a question open, on its way, or answered on the screen.
    static func holdsForReading(_ state: SessionState) -> Bool {
        if case .asking = state.screen.mode { return true }
        let screen = state.screen
        let answerShown = !screen.answer.isEmpty && screen.notice.starts(with: screen.answer)
        return screen.awaiting || screen.pick != nil || answerShown
    }

    /// The round is over and waits: an open line stays open; anything else shows the result and
    /// the answer under it.
    static func hold(_ state: inout SessionState) -> [SessionEffect] {
        if case .asking = state.screen.mode {} else { _ = backToResult(&state) }
        return [.render]
    }

    /// A key while an ended round waits. The open line takes it as during the round (Enter asks,
    /// Esc drops it and goes on); an ask-back's topic asks again; while an answer is on its way a
    /// key does nothing; any other key goes on to the debrief.
    static func heldKey(_ key: SessionKey, _ state: inout SessionState) -> [SessionEffect] {
        if case .asking(let typed) = state.screen.mode {
            let effects = blindTyping(key, typed: typed, &state)
            if state.screen.awaiting || state.screen.mode != .result { return effects }
            return toDebrief(&state)
        }
        if state.screen.awaiting { return [] }
        if let picked = blindPick(key, &state) { return picked }
        return toDebrief(&state)
    }

    private static func toDebrief(_ state: inout SessionState) -> [SessionEffect] {
        state.ending.quitting = true
        return [.quit]
    }
}

extension InterviewRound {
    /// Whole seconds left on the header's clock: stopped at the second the round ended.
    func secondsLeft(at now: Date) -> Int {
        guard let endSecond else { return countdown.secondsLeft(at: max(now, countdown.start)) }
        return max(0, Int(countdown.limit) - endSecond)
    }
}

extension SessionScreen {
    /// The lines under an ended round that waits for the candidate: how it ended, and the keys.
    static func heldFooter(_ state: SessionState) -> [String]? {
        guard let round = state.round, let end = round.end, end != .stopped, !state.ending.quitting else {
            return nil
        }
        let over =
            end == .solved
            ? "Every behaviour passes: the round is solved at \(Countdown.clock(round.endSecond ?? 0)), "
                + "when the suite went green."
            : "Time is up: the round is over."
        if case .asking(let typed) = state.screen.mode {
            return [
                over + " Ask your question; the debrief follows its answer.",
                "Ask the interviewer: \(typed)_",
                "Enter asks it and shows the answer · Esc: on to the debrief",
            ]
        }
        if state.screen.awaiting { return [over, "Your question is being answered…"] }
        if state.screen.pick != nil { return [over, "Any other key: on to the debrief."] }
        return [over, "Read the answer; any key goes on to the debrief."]
    }
}
