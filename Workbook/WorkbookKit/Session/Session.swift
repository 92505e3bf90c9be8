/// The live session's logic, kept apart from the terminal: a state, the events that change it
/// (a key, a save, a finished run) and the effects the shell must perform (run the suite, record
/// progress, draw the screen). `Session.reduce` is a plain function, so every key is tested
/// without a terminal, a child process or a clock.

import Foundation

public enum Session {
    public static func reduce(_ state: inout SessionState, _ event: SessionEvent) -> [SessionEffect] {
        switch event {
        case .started:
            // What the tool said before the screen opened (a round cut short, given back) would be
            // drawn over: it leads the notice instead, until a key folds or replaces it.
            let said = state.screen.notice
            state.screen.notice = []
            // A round starts from the check made before its clock: the next save runs again.
            let effects =
                state.round != nil ? roundStarted(&state) : open(&state, index: state.current, force: true)
            state.screen.said = said
            state.screen.notice = said + state.screen.notice
            return effects

        case .key(let key):
            return press(key, &state)

        case .saved:
            // An ended round that waits for the candidate to read an answer runs nothing more.
            guard !state.ending.quitting, state.round?.end == nil else { return [] }
            state.screen.untouched = false
            return rerun(&state)

        case .status(let text):
            guard state.isRunning, text != state.running.status else { return [] }
            state.running.status = text
            return [.render]

        case .runFinished(let generation, let result, let now):
            guard state.running.run == .kata(generation: generation) else { return [] }
            state.running.run = .idle
            state.running.status = ""
            if let kata = state.ending.blindAfterBuild {
                // `b` waited for this build: the round begins, and this run's tests stay unread.
                state.ending.blindRoundAsked = kata
                state.ending.quitting = true
                return [.quit]
            }
            state.result = result
            // A notice written while the kata was red (a hint, "n moves on once…") is stale once
            // it passes: the screen says it is solved and nothing else. An answer stays.
            if result.allPass { state.screen.dropStaleNotice() }
            // The news leads: the result shows from its top, now or when a page closes.
            state.screen.resultScroll = 0
            if state.screen.mode == .result { state.screen.scroll = 0 }
            state.round?.finished(run: generation, found: [result.passing, result.total])
            var effects: [SessionEffect] = [.render]
            if result.total > 0 {
                state.progress.recordCheck(state.kata, passing: result.passing, total: result.total, at: now)
                effects.insert(.recordCheck(state.kata, passing: result.passing, total: result.total), at: 0)
            }
            return effects + roundRun(result, at: now, &state)

        case .checkedEveryKata(let generation, let rows, let now):
            guard state.running.run == .everyKata(generation: generation) else { return [] }
            state.running.run = .idle
            state.running.status = ""
            var effects: [SessionEffect] = []
            for row in rows where row.total > 0 {
                state.progress.recordCheck(row.kata, passing: row.passing, total: row.total, at: now)
                effects.append(.recordCheck(row.kata, passing: row.passing, total: row.total))
            }
            leaveResult(for: .checkedEveryKata(rows), &state)
            return effects + [.render]

        case .checkedKata(let generation, let row):
            guard state.running.run == .everyKata(generation: generation) else { return [] }
            state.running.checkedRows.append(row)
            let next = state.running.checkedRows.count
            if next < state.katas.count { state.running.status = checkingStatus(state, index: next) }
            return [.render]

        case .resetFinished(let lines):
            state.screen.notice = lines
            return [.render]

        case .stageFilesSaid(let lines):
            state.screen.notice += lines
            return [.render]

        case .diffReady(let lines):
            leaveResult(
                for: .page(
                    title: "Your code beside the reference (\(state.kata.module)):",
                    lines: lines.isEmpty ? ["Your files are the same as the reference."] : lines), &state)
            return [.render]

        case .checkAllCost(let question):
            guard state.screen.mode == .result else { return [] }
            state.screen.mode = .confirmCheckAll(question)
            return [.render]

        case .resized:
            return [.render]

        case .size(let rows, let columns):
            state.screen.rows = rows
            state.screen.columns = columns
            return [.render]

        case .laidOut(let viewport):
            state.screen.viewport = viewport
            let clamped = min(state.screen.scroll, viewport.maxScroll)
            guard clamped != state.screen.scroll else { return [] }
            state.screen.scroll = clamped
            return [.render]

        case .clock(let interview, let now):
            // The header's clock shows whole seconds: a tick within the same second draws nothing.
            let before = state.shownClock
            state.interview = interview
            state.clockNow = now
            blindSync(interview, &state)
            let ended = roundTick(at: now, &state)
            return state.shownClock == before ? ended : [.render] + ended

        case .answered(let question, let reply):
            return blindAnswered(question, reply, &state)

        case .stop:
            state.ending.interrupted = state.round?.end == nil
            if state.round != nil { return endRound(.stopped, &state) }
            state.ending.quitting = true
            return [.quit]
        }
    }

    private static func press(_ key: SessionKey, _ state: inout SessionState) -> [SessionEffect] {
        if key == .interrupt || key == .endOfInput {
            // A round already over and waiting for its answer to be read is left, not interrupted.
            state.ending.interrupted = key == .interrupt && state.round?.end == nil
            if state.round != nil { return endRound(.stopped, &state) }
            state.ending.quitting = true
            return [.quit]
        }
        if state.round?.end != nil { return heldKey(key, &state) }
        if case .asking(let typed) = state.screen.mode { return blindTyping(key, typed: typed, &state) }
        if let picked = blindPick(key, &state) { return picked }
        guard let context = keyContext(state) else { return confirm(key, &state) }
        if let binding = KeyTable.binding(for: key, in: context) {
            if context.isRound, let question = binding.asksInRound {
                // In a round a stray key costs nothing: what records or ends asks first.
                state.screen.mode = .confirming(key, binding.action)
                state.screen.notice = [
                    "Press \(binding.names) again, or Enter, to \(question); any other key goes on."
                ]
                return [.render]
            }
            return perform(binding.action, key, &state)
        }
        if context.isRound, KeyTable.waits(key) {
            state.screen.notice = [
                "During the interview the keys are \(KeyTable.legend(for: context)); the rest come back after."
            ]
            return [.render]
        }
        switch state.screen.mode {
        case .list(let typed):
            return pick(key, typed: typed, &state)
        case .page, .everyKata, .checkedEveryKata:
            return backToResult(&state)
        default:
            return []
        }
    }

    /// From the result to the list or a page: the result's place is kept for the way back.
    static func leaveResult(for mode: SessionState.Mode, _ state: inout SessionState) {
        if state.screen.mode == .result { state.screen.resultScroll = state.screen.scroll }
        state.screen.mode = mode
        state.screen.scroll = 0
    }

    /// Back to the result, where it was scrolled to.
    static func backToResult(_ state: inout SessionState) -> [SessionEffect] {
        state.screen.mode = .result
        state.screen.scroll = state.screen.resultScroll
        return [.render]
    }

    /// A key in the list: digits name a kata; it opens as soon as no other kata's number starts
    /// with what was typed (so 1 waits for Enter only if a Kata10 exists). Any other key goes back.
    private static func pick(_ key: SessionKey, typed: String, _ state: inout SessionState) -> [SessionEffect]
    {
        let numbers = state.katas.map { String($0.number) }
        switch key {
        case .character(let digit) where digit.isNumber:
            let now = typed + String(digit)
            guard numbers.contains(where: { $0.hasPrefix(now) }) else {
                state.screen.notice = ["There is no kata \(now)."]
                return backToResult(&state)
            }
            if let index = numbers.firstIndex(of: now),
                !numbers.contains(where: { $0 != now && $0.hasPrefix(now) })
            {
                return open(&state, index: index)
            }
            state.screen.mode = .list(typed: now)
            return [.render]
        case .enter:
            if let index = numbers.firstIndex(of: typed) { return open(&state, index: index) }
            return backToResult(&state)
        default:
            return backToResult(&state)
        }
    }

    /// "checking Kata3 (3 of 9)…": the kata at `index` of "check every kata".
    static func checkingStatus(_ state: SessionState, index: Int) -> String {
        "checking \(state.katas[index].module) (\(index + 1) of \(state.katas.count))…"
    }

    /// Makes the kata at `index` current and runs its suite (unless it already is current).
    static func open(_ state: inout SessionState, index: Int, force: Bool = false) -> [SessionEffect] {
        guard force || index != state.current else { return backToResult(&state) }
        state.screen.mode = .result
        state.current = index
        state.result = nil
        state.screen.notice = []
        state.screen.scroll = 0
        state.screen.untouched = state.progress.untouched(state.kata)
        return [.watch(state.kata)] + rerun(&state)
    }

    /// Starts a run of the current kata; one in flight is stopped by the runner, and its late
    /// result is ignored because its generation is older.
    static func rerun(_ state: inout SessionState) -> [SessionEffect] {
        state.running.generation += 1
        state.running.run = .kata(generation: state.running.generation)
        state.running.status = "Running \(state.kata.module)'s suite…"
        return [.run(state.kata, generation: state.running.generation), .render]
    }

    /// The next kata not solved after the current one, wrapping round; nil when all are solved.
    static func nextIndex(_ state: SessionState) -> Int? {
        let count = state.katas.count
        for step in 1..<max(count, 1) {
            let index = (state.current + step) % count
            if !state.progress.isSolved(state.katas[index]) { return index }
        }
        return nil
    }
}
