/// The first screen of a kata no run has touched. Its behaviours' names are its rules (the
/// Requirements use the same sentences), and a candidate who means to play it blind must be able
/// to press b before reading them; a warm build lists them within a second, before anyone can.
/// So that first run shows its count and the prompt, and the behaviours wait for Enter or the
/// candidate's first save. A kata any run has touched opens red first, as every run shows.
extension CandidateProgress {
    /// No check of the kata's code and no round on it is on record.
    func untouched(_ kata: Kata) -> Bool {
        self[kata].lastChecked == nil && attempts(kata).isEmpty
    }
}

extension SessionScreen {
    /// The held first run: its count, how to list its behaviours, and the prompt; nil when the
    /// result shows as it is (a touched kata, a compile error, a kata already passing, the full
    /// report asked for).
    static func heldFirstRun(_ state: SessionState) -> [String]? {
        guard state.screen.untouched, !state.screen.whole, let result = state.result, result.report != nil,
            !result.allPass
        else { return nil }
        let kata = state.kata
        return [
            "\(kata.module): \(result.passing) of \(Words.count(result.total, "behaviour")) passing. Enter lists "
                + "them; so does the run a save starts.",
            "Playing it blind? Press b first: the list, like the kata's files until a round hides them, states "
                + "the rules.",
        ] + promptAndPlace(kata)
    }
}

extension Session {
    /// Enter on a held first run: its behaviours, red first.
    static func showBehaviours(_ state: inout SessionState) -> [SessionEffect] {
        guard state.screen.untouched else { return [] }
        state.screen.untouched = false
        return [.render]
    }
}
