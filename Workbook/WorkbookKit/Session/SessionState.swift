import Foundation

/// What one run of a kata's suite showed.
public struct SessionResult: Equatable, Sendable {
    /// The check's lines: the failing behaviours first with their first failures, or the
    /// compile errors.
    public var lines: [String]
    /// The whole report (every failure, every behaviour), when it says more than `lines`.
    public var whole: [String]?
    public var passing: Int
    public var total: Int
    /// The run's report, behaviour by behaviour; nil when nothing ran (a compile error).
    public var report: CheckReport?
    /// A short view for a screen with other things on it (a round's prompt): the count, the first
    /// failing behaviours with their failures, the rest by name.
    public var brief: [String]?

    public init(lines: [String], whole: [String]? = nil, passing: Int, total: Int, report: CheckReport? = nil)
    {
        self.lines = lines
        self.whole = whole
        self.passing = passing
        self.total = total
        self.report = report
    }

    public var allPass: Bool { total > 0 && passing == total }
}

/// One kata's line in "check every kata".
public struct CheckAllRow: Equatable, Sendable {
    public var kata: Kata
    public var passing: Int
    public var total: Int
    /// Why nothing ran (a compile error, a crash), when that is the case.
    public var problem: String?

    public init(kata: Kata, passing: Int, total: Int, problem: String? = nil) {
        self.kata = kata
        self.passing = passing
        self.total = total
        self.problem = problem
    }

    public var allPass: Bool { total > 0 && passing == total }
}

/// How the body of the screen as last drawn scrolls: what PgDn moves, and how far down it goes.
public struct Viewport: Equatable, Sendable {
    public var page: Int
    public var maxScroll: Int

    public init(page: Int, maxScroll: Int) {
        self.page = page
        self.maxScroll = maxScroll
    }
}

public struct SessionState: Equatable, Sendable {
    public enum Run: Equatable, Sendable {
        case idle
        case kata(generation: Int)
        case everyKata(generation: Int)
    }

    public enum Mode: Equatable, Sendable {
        /// The current kata's result, and the keys.
        case result
        /// Every kata, waiting for a number.
        case list(typed: String)
        case confirmReset
        case confirmDiff
        /// "Take the next hint?" (a hint taken is recorded), until a key answers: y takes it.
        case confirmHint
        /// "Check every kata?": what it costs, until y or Enter starts it.
        case confirmCheckAll([String])
        /// A page of text (the diff, every kata's check) until any key but those that scroll.
        case page(title: String, lines: [String])
        /// Every kata being checked: each result as it arrives.
        case everyKata
        /// A blind round's question being typed, until Enter asks it (Esc: never mind).
        case asking(typed: String)
        /// Every kata checked, until any key but those that scroll.
        case checkedEveryKata([CheckAllRow])
        /// In a round, a key that costs something (`KeyBinding.asksInRound`), waiting for the same
        /// key again or Enter.
        case confirming(SessionKey, KeyAction)
    }

    /// What the screen shows and how: the mode, its scrolling, the window, the lines under it.
    public struct Screen: Equatable, Sendable {
        public var mode: Mode = .result
        /// How many lines of the result or page are scrolled off the top.
        public var scroll = 0
        /// Where the result was scrolled to while the list or a page shows: each keeps its own.
        public var resultScroll = 0
        /// The whole report (every failure, every behaviour) instead of the red-first one.
        public var whole = false
        /// The kata opened with no run on record: its first run's behaviours wait for Enter or a
        /// save (`FirstScreen.swift`).
        public var untouched = false
        /// Lines under the result: a hint, what a reset did, why a key did nothing.
        public var notice: [String] = []
        /// The answer to the last question asked at `?`, as `notice` first showed it: it stays
        /// there when a run passes or a stage arrives (`dropStaleNotice`), so whoever asked reads it.
        public var answer: [String] = []
        /// What the tool said before the screen opened, as `notice` first showed it: a run that
        /// passes or a stage that arrives leaves it there, so a give-back's news is read.
        public var said: [String] = []
        /// A question asked at `?` whose answer has yet to come.
        public var awaiting = false
        /// A question the interviewer asked back about, until the next key picks a topic or not.
        public var pick: AskBackPick?
        /// The window's size, which decides how far a page scrolls.
        public var rows = 40
        public var columns = 100
        /// How the screen as last drawn scrolls (the shell measures it).
        public var viewport = Viewport(page: 1, maxScroll: 0)
    }

    /// The runs: the one in flight, the count that makes older results stale, what it is doing.
    public struct Running: Equatable, Sendable {
        public var run: Run = .idle
        /// Counts the runs asked for: a result from an older run than the latest is stale.
        public var generation = 0
        /// What the build or run is doing now ("Building… [3/9]").
        public var status = ""
        /// The katas checked so far by "check every kata", in order.
        public var checkedRows: [CheckAllRow] = []
    }

    /// How the session ends, once it does.
    public struct Ending: Equatable, Sendable {
        public var quitting = false
        /// `b`: the session ends so that a blind round on this kata can begin.
        public var blindRoundAsked: Kata?
        /// `b` pressed while the kata built: the round begins when the build ends, its result
        /// unseen, since a red run lists the rules.
        public var blindAfterBuild: Kata?
        /// Ctrl-C, or a signal from elsewhere, ended it (a round that was still under way): what is
        /// said after the screen goes says so.
        public var interrupted = false
    }

    public var katas: [Kata]
    /// An index into `katas`.
    public var current: Int
    public var progress: CandidateProgress
    /// The current kata's last finished run; nil before the first.
    public var result: SessionResult?
    public var screen = Screen()
    public var running = Running()
    public var ending = Ending()
    /// The mock interview running in another terminal, if any, and what time it was when last
    /// looked: the header shows its clock.
    public var interview: CandidateProgress.RunningInterview?
    public var clockNow = Date.distantPast
    /// The timed round this session is running (`workbook interview`), if any.
    public var round: InterviewRound?

    public init(katas: [Kata], current: Int, progress: CandidateProgress) {
        self.katas = katas
        self.current = current
        self.progress = progress
    }

    public var kata: Kata { katas[current] }

    /// The seconds the header's clock shows, or nil when it shows none: a tick that leaves it
    /// the same draws nothing.
    var shownClock: Int? {
        guard let interview, interview.isRunning(at: clockNow) else { return nil }
        return Int(clockNow.timeIntervalSince(interview.startedAt))
    }
    public var isRunning: Bool { running.run != .idle }

    /// Where a session starts: the kata asked for, else the first one not solved, else the first.
    public static func startIndex(katas: [Kata], progress: CandidateProgress, asked: Kata?) -> Int {
        if let asked, let index = katas.firstIndex(of: asked) { return index }
        return katas.firstIndex { !progress.isSolved($0) } ?? 0
    }
}

extension SessionState.Screen {
    /// A run passed, or a stage arrived: the lines under the result are stale, unless the
    /// candidate has yet to read or act on them: the answer to their question (an ask-back's
    /// topics among it), or a key's question waiting for its second press.
    mutating func dropStaleNotice() {
        if case .confirming = mode { return }
        if !answer.isEmpty, notice.starts(with: answer) { return }
        if !said.isEmpty, notice.starts(with: said) { return }
        notice = []
    }
}
