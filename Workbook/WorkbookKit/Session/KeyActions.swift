import Foundation

// What each key of the key table does (`KeyTable.swift` says which key, where, and what the key
// line calls it): the reducer's half of the session's keys.

extension Session {
    /// Where the session reads keys now, as the key table knows it; nil while it asks a question.
    static func keyContext(_ state: SessionState) -> KeyContext? {
        switch state.screen.mode {
        case .result:
            guard let round = state.round else { return state.screen.whole ? .whole : .kata }
            switch (round.blind != nil, round.live) {
            case (true, true): return .blindLiveRound
            case (true, false): return .blindRound
            case (false, true): return .liveRound
            case (false, false): return .round
            }
        case .everyKata: return .checkingAll
        case .page, .checkedEveryKata: return .page
        case .list: return .list
        case .confirmReset, .confirmDiff, .confirmHint, .confirmCheckAll, .asking, .confirming: return nil
        }
    }

    /// The answer to "reset?", "show the reference?" or "take a hint?": y does it, any other key
    /// does not.
    static func confirm(_ key: SessionKey, _ state: inout SessionState) -> [SessionEffect] {
        let yes = key == .character("y") || key == .character("Y")
        let asked = state.screen.mode
        state.screen.mode = .result
        switch asked {
        case .confirmReset:
            guard yes else {
                state.screen.notice = ["Nothing was reset."]
                return [.render]
            }
            state.screen.notice = ["Resetting \(state.kata.module)…"]
            return [.render, .reset(state.kata)]
        case .confirmDiff:
            guard yes else {
                state.screen.notice = []
                return [.render]
            }
            return [.recordReferenceSeen(state.kata), .diff(state.kata)]
        case .confirmHint:
            return answerHint(yes: yes, &state)
        case .confirmCheckAll:
            guard yes || key == .enter else {
                state.screen.notice = ["Nothing was checked."]
                return [.render]
            }
            return checkEveryKata(&state)
        case .confirming(let first, let action):
            state.screen.notice = []
            guard key == first || key == .enter else { return [.render] }
            return perform(action, key, &state)
        default:
            return [.render]
        }
    }

    /// Where a scrolling key moves the result or page to (the key table says which keys scroll).
    static func scrolled(_ key: SessionKey, _ state: SessionState) -> Int {
        let page = state.screen.viewport.page
        let step: Int
        switch key {
        case .up, .character("k"): step = -1
        case .pageUp, .character("u"): step = -page
        case .pageDown, .character(" "): step = page
        case .home, .character("g"): step = -state.screen.scroll
        case .end, .character("G"): step = Int.max / 2
        default: step = 1
        }
        return max(0, min(state.screen.viewport.maxScroll, state.screen.scroll + step))
    }

    /// Carries out what the key table says a key does.
    static func perform(_ action: KeyAction, _ key: SessionKey, _ state: inout SessionState)
        -> [SessionEffect]
    {
        let kata = state.kata
        switch action {
        case .scroll:
            let moved = scrolled(key, state)
            guard moved != state.screen.scroll else { return [] }
            state.screen.scroll = moved
            return [.render]
        case .quit:
            state.ending.quitting = true
            return [.quit]
        case .endRound:
            return endRound(.stopped, &state)
        case .ask:
            state.screen.mode = .asking(typed: "")
            return [.render]
        case .missed:
            return blindMissed(&state)
        case .interviewerAnswers:
            state.screen.notice = [CandidateProgress.RunningInterview.interviewerAnswers(kata)]
            return [.render]
        case .hint, .diff:
            if let refusal = state.interview?.refusal(for: kata, at: state.clockNow) {
                state.screen.notice = [refusal]
                return [.render]
            }
            if action == .diff {
                if state.result?.allPass == true { return [.diff(kata)] }
                state.screen.mode = .confirmDiff
                return [.render]
            }
            return hintKey(&state)
        case .next:
            guard state.result?.allPass == true else {
                state.screen.notice = [
                    "n moves on once every behaviour of \(kata.module) passes; l lists the katas to pick another."
                ]
                return [.render]
            }
            guard let next = nextIndex(state) else {
                state.screen.notice = [
                    "Every kata passes: that was the last one. l picks one to practise again."
                ]
                return [.render]
            }
            return open(&state, index: next)
        case .list:
            leaveResult(for: .list(typed: ""), &state)
            return [.render]
        case .keys:
            guard let context = keyContext(state) else { return [] }
            leaveResult(for: .page(title: "Every key here:", lines: KeyTable.help(for: context)), &state)
            return [.render]
        case .prompt:
            let words =
                state.round.map { SessionScreen.roundBody($0, kata: kata) } ?? SessionScreen.firstLook(kata)
            leaveResult(for: .page(title: words[0], lines: Array(words.dropFirst())), &state)
            return [.render]
        case .behaviours:
            return showBehaviours(&state)
        case .fold:
            guard !state.screen.notice.isEmpty else { return [] }
            state.screen.notice = []
            return [.render]
        case .reset:
            state.screen.mode = .confirmReset
            return [.render]
        case .blind:
            // Leaving now would end the build in progress half done, and the round's own check
            // would build again: the round begins when this build is done, before its result,
            // whose red tests would name the rules, is shown.
            if case .kata = state.running.run {
                state.ending.blindAfterBuild = kata
                state.screen.notice = [Self.blindAfterBuild]
                return [.render]
            }
            state.ending.blindRoundAsked = kata
            state.ending.quitting = true
            return [.quit]
        case .whole:
            state.screen.untouched = false
            state.screen.whole.toggle()
            state.screen.scroll = 0
            return [.render]
        case .checkAll:
            if case .everyKata = state.running.run {
                let done = state.running.checkedRows.count
                let checking = state.katas[min(done, state.katas.count - 1)]
                state.screen.notice = [
                    "Every kata is being checked already (\(checking.module), \(done + 1) of \(state.katas.count)); "
                        + "\(KeyTable.names(of: .stopCheckAll)) stops it."
                ]
                return [.render]
            }
            // It takes minutes and disk: the cost is measured and said first (`CheckAllCost`).
            return [.measureCheckAll]
        case .stopCheckAll:
            return stopCheckAll(&state)
        }
    }

    /// `s` while every kata is checked: the run ends where it is, and the katas it checked count.
    static func stopCheckAll(_ state: inout SessionState) -> [SessionEffect] {
        guard case .everyKata = state.running.run else {
            state.screen.notice = ["No check of every kata is running: c starts one."]
            return [.render]
        }
        let rows = state.running.checkedRows
        state.running.run = .idle
        state.running.status = ""
        state.running.checkedRows = []
        if state.screen.mode == .everyKata { _ = backToResult(&state) }
        state.screen.notice = [
            "Stopped checking every kata: \(rows.count) of \(state.katas.count) checked, "
                + "\(rows.filter(\.allPass).count) passing. c starts again."
        ]
        let recorded = rows.filter { $0.total > 0 }.map { row in
            state.progress.recordCheck(row.kata, passing: row.passing, total: row.total, at: state.clockNow)
            return SessionEffect.recordCheck(row.kata, passing: row.passing, total: row.total)
        }
        return [.stopCheckAll] + recorded + [.render]
    }

    /// Every kata's suite, one at a time, each result shown as it arrives.
    static func checkEveryKata(_ state: inout SessionState) -> [SessionEffect] {
        state.running.generation += 1
        state.running.run = .everyKata(generation: state.running.generation)
        state.running.checkedRows = []
        state.running.status = checkingStatus(state, index: 0)
        // A note from before ("Nothing was checked.") is stale now.
        state.screen.notice = []
        leaveResult(for: .everyKata, &state)
        return [.checkEveryKata(generation: state.running.generation), .render]
    }
}

extension Session {
    /// What `b` says while the kata builds.
    static let blindAfterBuild =
        "The blind round begins once this build is done, before its result: a red run names the rules."
}
