import Foundation

/// A staged round (a full round, Kata12's kind): the candidate hears stage 1, and each later
/// stage arrives when every behaviour of the stages reached so far passes. Until then a stage's
/// behaviours are nowhere on the screen: the round plays `kata.reaching(stage:)`, whose README
/// and checks hold the stages reached only. All of it is read from the README's stages, so a
/// second staged kata is content, not code.
extension InterviewRound {
    /// The stage reached so far; nil when the kata plays whole.
    public var stage: Int? { stageSeconds.isEmpty ? nil : stageSeconds.count }
}

extension Session {
    /// A round starts from the check made before its clock: the next save runs again. A staged
    /// round whose first stage already passes (earlier work kept) goes on to the next at once.
    static func roundStarted(_ state: inout SessionState) -> [SessionEffect] {
        guard state.kata.stageReached != nil, state.result?.allPass == true else {
            return [.watch(state.kata), .render]
        }
        return roundPassed(at: 0, &state)
    }

    /// Every behaviour of the stages reached passes: the next stage arrives, or, after the last
    /// one, the round is solved.
    static func roundPassed(at second: Int, _ state: inout SessionState) -> [SessionEffect] {
        let kata = state.kata
        guard let reached = kata.stageReached, reached < kata.stages.count, var round = state.round else {
            return endRound(.solved, at: second, &state)
        }
        let next = kata.stages[reached]
        let nextKata = kata.reaching(stage: next.number)
        state.katas[state.current] = nextKata
        round.recorder.reachedStage(at: second)
        round.stageSeconds.append(second)
        // The stage's words lead the body until a run finds something else: nothing pinned,
        // nothing said twice.
        round.words = .stage(next.number)
        round.stageFound = nil
        state.round = round
        // What the candidate asked and was answered, or a key waiting, stays under the new words.
        state.screen.dropStaleNotice()
        state.screen.scroll = 0
        let run = rerun(&state)
        state.round?.wordsThrough = state.running.generation
        return [.recordStage(next.number), .watch(nextKata)] + run
    }
}

extension TimelineRecorder {
    /// The run just recorded completed a stage: it marks the next stage's arrival, not the end.
    mutating func reachedStage(at second: Int) {
        guard let last = moments.indices.last, moments[last].second == second, moments[last].kind == .green
        else { return }
        moments[last].kind = .stage
    }
}

/// What a staged round says about its stages, from values only.
public enum StageWords {
    /// What a stage says as it arrives: its number and title, what passed to bring it and what it
    /// adds to the count, then the interviewer's words. Said in the past, it stays true beside a
    /// count whose failures are the new stage's.
    static func arrival(_ stage: KataReadme.Stage, of kata: Kata) -> [String] {
        let before = stages(1, to: stage.number - 1)
        let added = kata.fullReadme.requirementGroups.filter {
            KataReadme.stage(ofHeading: $0.suite) == stage.number
        }.map(\.behaviours.count).reduce(0, +)
        return [
            "Stage \(stage.number) of \(kata.stages.count) · \(stage.title): every behaviour of \(before) "
                + "passed, and the interviewer goes on; the count adds this stage's "
                + (added == 1 ? "1 behaviour:" : "\(added) behaviours:"),
            "  " + stage.paragraph.replacingOccurrences(of: "\n", with: " "),
        ]
    }

    /// The words above a round's result (`InterviewRound.words`).
    static func above(_ round: InterviewRound, kata: Kata) -> [String] {
        switch round.words {
        case .prompt: return SessionScreen.roundBody(round, kata: kata)
        case .stage(let number):
            guard let stage = kata.stages.first(where: { $0.number == number }) else { return [] }
            return arrival(stage, of: kata) + [""]
        case .none: return []
        }
    }

    /// The round's header names the stage it is at: "stage 2 of 4 · "; nothing for a kata played
    /// whole.
    static func header(_ round: InterviewRound, kata: Kata) -> String {
        guard let stage = round.stage else { return "" }
        return "stage \(stage) of \(kata.stages.count) · "
    }

    /// Under a check made during a staged round: the stages not reached, which it neither counts
    /// nor names. Nil for a kata played whole or a round at its last stage.
    public static func later(_ kata: Kata) -> String? {
        guard let stage = kata.stageReached, stage < kata.stages.count else { return nil }
        let count = kata.stages.count
        return
            "(A staged round on \(kata.module) is at stage \(stage) of \(count): stage \(stage + 1) of \(count) "
            + "comes later, and this check counts the stages reached only.)"
    }

    /// "stage 1", "stages 1 and 2", "stages 2 to 4": the stages from `first` to `last`.
    static func stages(_ first: Int, to last: Int) -> String {
        switch last - first {
        case 0: "stage \(first)"
        case 1: "stages \(first) and \(last)"
        default: "stages \(first) to \(last)"
        }
    }

    /// Under a check made outside a round that counted the stages the code reaches: which they
    /// are, how many behaviours of the later stages it leaves out, and how to see them.
    public static func leftOut(_ kata: Kata, reached stage: Int, later: Int) -> String {
        let count = kata.stages.count
        return
            "(Stage \(stage) of \(count) reached: this check counts \(stages(1, to: stage)), as a round "
            + "reaches them. The \(Words.count(later, "behaviour")) of \(stages(stage + 1, to: count)) "
            + (later == 1 ? "is" : "are")
            + " left out until these pass; `swift run workbook check \(kata.number) --all` shows "
            + "every stage.)"
    }

    /// What a round without a screen prints after a run that brought the next stage: its words.
    /// Nothing after any other event.
    static func arrived(on event: SessionEvent, in state: SessionState) -> [String] {
        guard case .runFinished(_, _, let at) = event, let round = state.round, round.stageSeconds.count > 1,
            round.stageSeconds.last == round.second(at: at), let stage = round.stage,
            stage <= state.kata.stages.count
        else { return [] }
        return arrival(state.kata.stages[stage - 1], of: state.kata)
    }

    /// How long each stage reached took: "Stage 1 · The order history: 24:10", the last one
    /// "not finished (from 41:02)" unless the round was solved.
    public static func times(_ kata: Kata, _ attempt: CandidateProgress.Attempt) -> [String] {
        let stages = kata.stages
        guard !attempt.stages.isEmpty, !stages.isEmpty else { return [] }
        let ended = min(attempt.seconds, attempt.limitSeconds)
        return attempt.stages.enumerated().map { index, start in
            let name =
                index < stages.count
                ? "Stage \(stages[index].number) · \(stages[index].title)" : "Stage \(index + 1)"
            if index + 1 < attempt.stages.count {
                return "\(name): \(Countdown.clock(attempt.stages[index + 1] - start))"
            }
            if attempt.solved, index + 1 == stages.count {
                return "\(name): \(Countdown.clock(ended - start))"
            }
            return "\(name): not finished (from \(Countdown.clock(start)))"
        }
    }

    /// The result's lines for a staged attempt: which stage it reached, then each stage's time.
    public static func resultLines(_ kata: Kata, _ attempt: CandidateProgress.Attempt) -> [String] {
        let times = Self.times(kata, attempt)
        guard !times.isEmpty else { return [] }
        return ["Stage \(attempt.stages.count) of \(kata.stages.count) reached; each stage took:"]
            + times.map { "  " + $0 }
    }
}

extension Kata {
    /// The kata as the running interview plays it: up to its stage when it is a staged round on
    /// this kata, still running at `now`; otherwise the kata whole.
    public func asPlayed(in interview: CandidateProgress.RunningInterview?, at now: Date) -> Kata {
        guard let interview, interview.kata == folder, interview.isRunning(at: now),
            let stage = interview.stage
        else { return self }
        return reaching(stage: stage)
    }
}
