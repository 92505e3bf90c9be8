import Foundation

/// A timed round on one kata, run by the live session's loop: `workbook interview` is the session
/// in this mode. The session's watcher and runner re-run the suite on each save; the round adds the
/// clock, the record of each run, and the end (every behaviour passes, the time is up, or the
/// candidate stops).
public struct InterviewRound: Equatable, Sendable {
    public var countdown: Countdown
    /// A round with an interviewer across the table, who gives any hint themselves and, in a
    /// blind round, answers the questions and says what was missed.
    public var live: Bool
    /// What passed before the clock started (earlier work kept).
    public var passingAtStart: Int
    /// Said on the round's screen: a head start, or what a fresh start restored.
    public var notes: [String]
    public var recorder: TimelineRecorder
    /// The last run that reported behaviours: the round is scored by it.
    public var last: SessionResult?
    public var end: InterviewEnd?
    /// The second the round ended, solved or out of time: the attempt's time and the header's
    /// clock, however long the candidate then reads an answer (`RoundHold.swift`).
    public var endSecond: Int?
    /// A blind round's reveals and first passes; nil when the round is not blind.
    public var blind: BlindRound?
    /// A staged round's stages reached, each by its second (stage 1 at 0); empty for a kata
    /// played whole (`RoundStages.swift`).
    public var stageSeconds: [Int] = []
    /// The interviewer's words above the result: the whole prompt as the round starts, a stage's
    /// as it arrives, none once a later run finishes (for a stage, a run that finds something
    /// else than the stage's first run), so that run's failures come first (`p` shows the prompt
    /// on a page).
    public var words: Words = .prompt
    /// The last run whose result still shows `words` above it.
    public var wordsThrough = 0
    /// What the run that brought a stage found (passing, total): a later run that finds the same
    /// leaves the stage's words up, since the candidate has not yet answered them.
    var stageFound: [Int]?

    public enum Words: Equatable, Sendable {
        case prompt
        case stage(Int)
        case none
    }

    public init(
        countdown: Countdown, live: Bool, baseline: SessionResult?, notes: [String], blind: BlindRound? = nil
    ) {
        self.countdown = countdown
        self.live = live
        self.blind = blind
        self.passingAtStart = baseline?.passing ?? 0
        self.notes = notes
        self.recorder = TimelineRecorder(passingAtStart: passingAtStart, total: baseline?.total ?? 0)
        self.last = baseline?.report == nil ? nil : baseline
    }

    public var passing: Int { last?.passing ?? 0 }
    public var total: Int { last?.total ?? 0 }

    /// A run finished: a run later than the one meant to show the words shows its result first.
    /// A stage's words stay until a run finds something else than the stage's first run did: a
    /// burst of saves (an editor's, a copy of several files) must not take them away unread.
    mutating func finished(run generation: Int, found: [Int]) {
        guard case .stage = words else {
            if generation > wordsThrough { words = .none }
            return
        }
        if generation == wordsThrough || stageFound == nil && generation > wordsThrough {
            stageFound = found
            wordsThrough = max(wordsThrough, generation)
        } else if generation > wordsThrough, found != stageFound {
            words = .none
        }
    }

    /// Whole seconds since the clock started, at `now`.
    func second(at now: Date) -> Int { Int(countdown.elapsed(at: now).rounded()) }
}

extension Session {
    /// A finished run, on the round's timeline; every behaviour passing ends it.
    static func roundRun(_ result: SessionResult, at now: Date, _ state: inout SessionState)
        -> [SessionEffect]
    {
        guard var round = state.round, round.end == nil else { return [] }
        let second = round.second(at: now)
        if let report = result.report {
            round.recorder.run(at: second, report: report)
            round.last = result
        } else {
            round.recorder.compileError(at: second)
        }
        state.round = round
        let told = blindRun(result, second: second, &state)
        return told + (result.allPass ? roundPassed(at: second, &state) : [])
    }

    /// The clock's tick: the time being up ends the round.
    static func roundTick(at now: Date, _ state: inout SessionState) -> [SessionEffect] {
        guard let round = state.round, round.end == nil, round.countdown.isOver(at: now) else { return [] }
        return endRound(.timeUp, at: Int(round.countdown.limit), &state)
    }

    /// The round ends at `second` (nil: now, for a stop). A round already over keeps its end; one
    /// solved or out of time while the candidate asks or reads an answer waits for them first.
    static func endRound(_ end: InterviewEnd, at second: Int? = nil, _ state: inout SessionState)
        -> [SessionEffect]
    {
        if state.round?.end == nil {
            state.round?.end = end
            state.round?.endSecond = second
            if end != .stopped, holdsForReading(state) { return hold(&state) }
        }
        state.ending.quitting = true
        return [.quit]
    }
}
