import Foundation

/// How an interview ended.
public enum InterviewEnd: String, Codable, Equatable, Sendable {
    case solved
    case timeUp
    case stopped
}

/// `workbook interview`: the prompt, a countdown, the suite on every save, and the record.
public struct Interview: Sendable {
    public let checker: Checker
    public let store: ProgressStore
    /// What time it is: injected so the clock logic reads the same in tests as in a session.
    public let now: @Sendable () -> Date
    /// The candidate's next line of input, or nil at its end; nil when there is no one to ask
    /// (standard input is no terminal), and then nothing waits for an answer.
    public let input: (@Sendable () -> String?)?
    /// Where the kata stands before the clock, and the candidate's answers about it: nil when they
    /// backed out. `startingPoint` unless a test stands in for the check and the questions.
    var standing: (@Sendable (Kata) throws(WorkbookError) -> (outcome: Checker.Outcome, notes: [String])?)?
    /// The candidate's next key, for a question answered with one ("[y/n]"), as the session's
    /// are; nil reads a line from `input` instead (piped answers, tests).
    public let key: (@Sendable () -> String?)?

    public init(
        checker: Checker, store: ProgressStore, now: @escaping @Sendable () -> Date = { Date() },
        input: (@Sendable () -> String?)? = nil, key: (@Sendable () -> String?)? = nil
    ) {
        self.checker = checker
        self.store = store
        self.now = now
        self.input = input
        self.key = key
    }

    /// Asks until the answer is one `read` understands: anything else gets a sentence and the
    /// question again. Nil when there is no one to ask, or the input ended. `oneKey`: the answer
    /// is a key, without Enter, where a terminal gives keys.
    func ask<Answer>(_ question: String, _ read: (String) -> Answer?, otherwise: String, oneKey: Bool = false)
        -> Answer?
    {
        guard let input else { return nil }
        let reader = oneKey ? key ?? input : input
        while true {
            if oneKey, key != nil {
                checker.console.ask(question)
            } else {
                for line in InterviewText.wrap(question, bullet: "") { checker.console.say(line) }
            }
            guard let line = reader() else { return nil }
            if let answer = read(line) { return answer }
            checker.console.say(otherwise)
        }
    }

    /// Where the kata stands before the clock starts. Earlier work that already passes is said
    /// and, when someone can answer, a fresh start from the stub is offered (the work is backed
    /// up first); declined or unasked, the attempt is recorded with that head start.
    func startingPoint(_ kata: Kata) throws(WorkbookError) -> (outcome: Checker.Outcome, notes: [String])? {
        let console = checker.console
        console.say("Checking where \(kata.module) stands before the clock starts…")
        let outcome = try checker.check(
            kata, mode: .exercises, control: RunControl { Interruption.shared.isRequested })
        if Interruption.shared.isRequested { return nil }
        guard let report = outcome.report, report.passing > 0 else { return (outcome, []) }
        let already =
            "\(kata.module) already passes \(report.passing) of \(Words.count(report.total, "behaviour"))"
        // Ctrl-C while the question waits ends the tool at once: nothing has started yet.
        Interruption.shared.respond(
            .exit(code: 130, message: "Stopped before the clock started: nothing is recorded."))
        defer { Interruption.shared.respond(.requestStop) }
        let fresh = ask(
            "\(already) from earlier work. Start from the stub instead? Your files are backed up first. [y/n]",
            InterviewText.yesOrNo, otherwise: "Please answer y (start from the stub) or n (keep your work).",
            oneKey: true)
        if fresh == true {
            let lines = try Reset(workspace: checker.workspace, git: try Git(root: checker.workspace.root))
                .run(kata, from: nil, now: now())
            store.update(warn: console.say) { $0.recordReset(kata, at: now()) }
            return (Checker.Outcome(lines: [], report: nil, exitCode: 1), lines)
        }
        // A staged round's earlier work may pass its first stages: the round starts past them.
        if report.allPass, kata.stageReached == nil {
            throw WorkbookError(
                "\(kata.module) already passes every behaviour: run `swift run workbook reset \(kata.number)` "
                    + "for a fresh start (your work is backed up), then start the interview again.")
        }
        return (
            outcome,
            [
                "This attempt starts with \(report.passing) of \(Words.count(report.total, "behaviour")) passing "
                    + "from earlier work, and is recorded that way: not as a clean solve. "
                    + "`swift run workbook reset \(kata.number)` gives a fresh start."
            ]
        )
    }

    /// `debrief`: after green or time up, ask each follow-up on its own and then for a rating,
    /// when someone can answer; otherwise the follow-ups and talking points are printed at once.
    /// `live`: a round with an interviewer, whose screen has the sheet; this one shows the prompt,
    /// the clock and the results, and no hint, follow-up or talking point, even at the end.
    /// The round itself is the live session's loop in its interview mode (`InterviewRound`):
    /// `play` runs it, in the terminal or, with none, printing each run.
    /// `blind`: the candidate sees the interviewer's words and each declaration's purpose, not the
    /// rules: the kata's files are in their blind view for the round, and come back whole after it.
    public func run(_ kata: Kata, _ plan: Plan, play: (SessionState) -> SessionState) throws(WorkbookError)
        -> InterviewEnd
    {
        // A staged round starts at stage 1: later stages arrive as the round goes (RoundStages).
        let kata = kata.stages.isEmpty ? kata : kata.reaching(stage: 1)
        let (minutes, debrief, live, blind) = (plan.minutes, plan.debrief, plan.live, plan.blind)
        let console = checker.console
        // Nothing is hidden before the candidate has answered every question before the clock:
        // backing out there (Ctrl-C exits at once) must leave every file as it was.
        let files = BlindFiles(workspace: checker.workspace)
        var blindFilesOut = false
        // What came back (or where hidden text that could not is kept): said with the give-back,
        // and again last, in the result's closing, which an 80×24 window shows when it ends.
        var back: String?
        // Whether all the hidden text went back in its place: only then are the files whole.
        var filesWhole = true
        /// The full files come back as soon as the round ends, before the result.
        func giveFilesBack() {
            guard blindFilesOut else { return }
            blindFilesOut = false
            do {
                let lines = try files.leave(kata)
                console.say(wrapping: lines)
                let keptAside = BlindFiles.keptAsideReminder(kata, after: lines)
                back = keptAside ?? lines.first
                filesWhole = keptAside == nil
            } catch {
                filesWhole = false
                console.say(error.message)
            }
        }
        // However the round ends, a thrown error included.
        defer { giveFilesBack() }
        let start: (outcome: Checker.Outcome, notes: [String])?
        if let standing { start = try standing(kata) } else { start = try startingPoint(kata) }
        guard let (baseline, notes) = start else {
            console.say("Stopped before the clock started: nothing is recorded.")
            return .stopped
        }
        // A staged round's README shows the stages reached only: the same journal and lock as a
        // blind round's files, given back the same ways.
        if blind || kata.stageReached != nil {
            console.say(wrapping: try files.enter(kata, blind: blind))
            blindFilesOut = true
        }
        let hintsBefore = store.load().progress[kata].hintsShown
        // The progress file keeps whole seconds: the start is cut to one, so the attempt and the
        // running record are found again by it after a save.
        let countdown = Countdown(start: Countdown.wholeSecond(now()), minutes: minutes)
        var running = CandidateProgress.RunningInterview(
            kata: kata.folder, startedAt: countdown.start, limitSeconds: Int(countdown.limit), live: live,
            blind: blind)
        running.stage = kata.stageReached
        store.update(warn: console.say) { $0.interview = running }
        var first = SessionResult(
            lines: baseline.lines, whole: baseline.whole, passing: baseline.passing, total: baseline.total,
            report: baseline.report)
        first.brief = baseline.report?.lines(title: "Last run", root: checker.workspace.root, limit: 3)
        var state = SessionState(katas: [kata], current: 0, progress: store.load().progress)
        var blindStart =
            blind ? BlindRound(root: checker.workspace.root, kata: kata) : nil
        if let report = baseline.report { blindStart?.passed(in: report, at: 0) }
        state.round = InterviewRound(
            countdown: countdown, live: live, baseline: first, notes: notes, blind: blindStart)
        if kata.stageReached != nil { state.round?.stageSeconds = [0] }
        state.result = baseline.report == nil && baseline.lines.isEmpty ? nil : first
        state.interview = running
        state.clockNow = countdown.start
        let played = play(state)
        let round = played.round ?? state.round!
        // The kata as the round left it: a staged round's stages reached.
        let reached = played.katas.first ?? kata
        giveFilesBack()

        let finish = round.end ?? .stopped
        let seconds = Int(countdown.elapsed(at: now()).rounded())
        let limit = Int(countdown.limit)
        var blindRound = round.blind
        var attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: countdown.start, seconds: round.endSecond ?? seconds,
            limitSeconds: limit, passing: round.passing, total: round.total, hintsUsed: 0,
            solved: finish == .solved, passingAtStart: round.passingAtStart, end: finish, live: live)
        store.update(warn: console.say) { progress in
            attempt.hintsUsed = max(0, progress[kata].hintsShown - hintsBefore)
            var record: CandidateProgress.RunningInterview?
            if let found = progress.interview, found.startedAt == running.startedAt {
                record = found
                progress.interview = nil
            }
            // The blind score counts the stages reached: a later stage's behaviours were never in play.
            Self.close(&attempt, recorder: round.recorder, blind: &blindRound, record: record, kata: reached)
            attempt.stages = round.stageSeconds
            progress.attempts.append(attempt)
        }
        let asking = !live && debrief && input != nil && finish != .stopped
        // Ctrl-C's line takes the closing's place: it says the end was an interruption, what
        // became of the files, and the command that goes on.
        let interrupted =
            played.ending.interrupted
            ? InterruptedWords.round(
                kata, plan, hid: blind || kata.stageReached != nil, whole: filesWhole, back: back) : nil
        // A round cut short by Ctrl-C keeps the interviewer's follow-ups and talking points back:
        // the candidate asked to leave, not to be told, and may play the kata blind again.
        let lines = InterviewText.result(
            reached, attempt, reveal: !asking && !played.ending.interrupted, told: blindRound?.told ?? [],
            back: back,
            interrupted: interrupted)
        for line in lines { console.say(line) }
        if asking {
            self.debrief(reached, startedAt: countdown.start)
            console.say(wrapping: [""] + InterviewText.closing(reached, end: finish, back: back))
        }
        return finish
    }

    /// What an ended round adds to its attempt: the hints `hint` recorded while it ran, merged in
    /// by their time; the questions asked, with what each answer revealed (a blind round's own,
    /// which its `record` holds too, counted once, and those `ask` recorded from another
    /// terminal); a blind round's score.
    static func close(
        _ attempt: inout CandidateProgress.Attempt, recorder: TimelineRecorder, blind: inout BlindRound?,
        record: CandidateProgress.RunningInterview?, kata: Kata
    ) {
        var recorder = recorder
        if let record {
            recorder.hints(at: record.hints)
            blind?.merge(record)
            attempt.questions = record.questions
        }
        attempt.timeline = recorder.moments
        attempt.blind = blind?.score(of: kata)
        if let blind { attempt.questions = blind.questions }
    }
}
