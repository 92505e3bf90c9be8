import Foundation

extension CandidateProgress {
    /// How the candidate rates one criterion of the sheet's rubric after an attempt.
    public enum Grade: String, Codable, CaseIterable, Sendable {
        case strong, fair, weak
    }

    /// One mock interview. A file written before a field existed still reads: each field added
    /// later has a default (see `init(from:)`).
    public struct Attempt: Codable, Equatable, Sendable {
        /// The kata's folder name (`Kata1_Entity`): numbers may move as katas are added.
        public var kata: String
        public var startedAt: Date
        public var seconds: Int
        public var limitSeconds: Int
        public var passing: Int
        public var total: Int
        public var hintsUsed: Int
        public var solved: Bool
        /// Behaviours already passing when the clock started, from earlier work: 0 for a clean start.
        public var passingAtStart = 0
        /// What happened, in order: each run's result, each hint taken. Empty in attempts recorded
        /// before timelines were kept.
        public var timeline: [Moment] = []
        /// How it ended; nil in an old record, where `solved` says what is known.
        public var end: InterviewEnd?
        /// The candidate's own rating after the debrief, by the rubric's criteria
        /// (`InterviewerSheet.criteria`); empty when the debrief was skipped.
        public var rating: [String: Grade] = [:]
        /// A live round, with an interviewer across the table.
        public var live = false
        /// A blind round's score: nil for a round that was not blind, and in older records.
        public var blind: BlindScore?
        /// Each question asked during the round (`?`, or `ask` from another terminal), with its
        /// second and what the answer revealed; empty in older records.
        public var questions: [Question] = []
        /// A staged round's stages reached, each by the second it was reached (stage 1 at 0);
        /// empty for a kata played whole, and in older records.
        public var stages: [Int] = []

        public init(
            kata: String, startedAt: Date, seconds: Int, limitSeconds: Int, passing: Int, total: Int,
            hintsUsed: Int, solved: Bool, passingAtStart: Int = 0, timeline: [Moment] = [],
            end: InterviewEnd? = nil, live: Bool = false
        ) {
            self.kata = kata
            self.startedAt = startedAt
            self.seconds = seconds
            self.limitSeconds = limitSeconds
            self.passing = passing
            self.total = total
            self.hintsUsed = hintsUsed
            self.solved = solved
            self.passingAtStart = passingAtStart
            self.timeline = timeline
            self.end = end
            self.live = live
        }

        /// Solved from nothing passing: the only kind of solve the best time and the review count
        /// as fast.
        public var isCleanSolve: Bool { solved && passingAtStart == 0 }

        enum CodingKeys: String, CodingKey {
            case kata, startedAt, seconds, limitSeconds, passing, total, hintsUsed, solved, passingAtStart,
                timeline, end, rating, live, blind, questions, stages
        }

        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            kata = try values.decode(String.self, forKey: .kata)
            startedAt = try values.decode(Date.self, forKey: .startedAt)
            seconds = try values.decode(Int.self, forKey: .seconds)
            limitSeconds = try values.decode(Int.self, forKey: .limitSeconds)
            passing = try values.decode(Int.self, forKey: .passing)
            total = try values.decode(Int.self, forKey: .total)
            hintsUsed = try values.decode(Int.self, forKey: .hintsUsed)
            solved = try values.decode(Bool.self, forKey: .solved)
            passingAtStart = try values.decodeIfPresent(Int.self, forKey: .passingAtStart) ?? 0
            timeline = try values.decodeIfPresent([Moment].self, forKey: .timeline) ?? []
            end = try values.decodeIfPresent(InterviewEnd.self, forKey: .end)
            rating = try values.decodeIfPresent([String: Grade].self, forKey: .rating) ?? [:]
            live = try values.decodeIfPresent(Bool.self, forKey: .live) ?? false
            blind = try values.decodeIfPresent(BlindScore.self, forKey: .blind)
            questions = try values.decodeIfPresent([Question].self, forKey: .questions) ?? []
            stages = try values.decodeIfPresent([Int].self, forKey: .stages) ?? []
        }

        /// The criteria rated `grade`, in the rubric's order.
        public func criteria(rated grade: Grade) -> [String] {
            InterviewerSheet.criteria.filter { rating[$0] == grade }
        }

        /// The second the suite first went green, if it did.
        public var greenAt: Int? { timeline.first { $0.kind == .green }?.second }
    }

    /// One thing that happened in an interview, at a number of seconds after the clock started.
    public struct Moment: Codable, Equatable, Sendable {
        public enum Kind: String, Codable, Sendable {
            /// A run that reported its behaviours (not all passing).
            case run
            /// A run where every behaviour passed.
            case green
            case compileError
            /// The test program crashed: the behaviours it cut short pass nothing.
            case crash
            /// The tests ran over the time limit and were stopped.
            case hang
            /// A hint read, from `hint` or the live session.
            case hint
            /// A staged round's next stage arrived: every behaviour of the stages before it passed.
            case stage
        }

        public var second: Int
        public var kind: Kind
        /// Behaviours passing then, of `total`: for a compile error, none of the last total known;
        /// for a hint, the last run's.
        public var passing: Int
        public var total: Int

        public init(second: Int, kind: Kind, passing: Int, total: Int) {
            self.second = second
            self.kind = kind
            self.passing = passing
            self.total = total
        }
    }

    /// The interview under way, written when its clock starts and removed when it ends: the live
    /// session shows its clock, and `hint` records each hint on its timeline.
    public struct RunningInterview: Codable, Equatable, Sendable {
        public var kata: String
        public var startedAt: Date
        public var limitSeconds: Int
        /// A live round: `hint` refuses, the interviewer gives hints.
        public var live = false
        /// The seconds at which hints were taken, one entry each.
        public var hints: [Int] = []
        /// A blind round: the candidate works from the Prompt, and asks or is told the behaviours.
        public var blind = false
        /// Each behaviour revealed so far, once, in the order it was revealed.
        public var revealed: [Reveal] = []
        /// Every question asked with `ask`, with what it was answered.
        public var questions: [Question] = []
        /// A staged round's stage reached so far, so `ask` from another terminal answers from the
        /// stages reached only; nil for a kata played whole.
        public var stage: Int?

        public init(
            kata: String, startedAt: Date, limitSeconds: Int, live: Bool = false, blind: Bool = false
        ) {
            self.kata = kata
            self.startedAt = startedAt
            self.limitSeconds = limitSeconds
            self.live = live
            self.blind = blind
        }

        enum CodingKeys: String, CodingKey {
            case kata, startedAt, limitSeconds, live, hints, blind, revealed, questions, stage
        }

        /// A file written before a field existed still reads: each later field has its default.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            kata = try values.decode(String.self, forKey: .kata)
            startedAt = try values.decode(Date.self, forKey: .startedAt)
            limitSeconds = try values.decode(Int.self, forKey: .limitSeconds)
            live = try values.decodeIfPresent(Bool.self, forKey: .live) ?? false
            hints = try values.decodeIfPresent([Int].self, forKey: .hints) ?? []
            blind = try values.decodeIfPresent(Bool.self, forKey: .blind) ?? false
            revealed = try values.decodeIfPresent([Reveal].self, forKey: .revealed) ?? []
            questions = try values.decodeIfPresent([Question].self, forKey: .questions) ?? []
            stage = try values.decodeIfPresent(Int.self, forKey: .stage)
        }

        /// The whole seconds since the clock started at `now`, never below zero.
        public func second(at now: Date) -> Int {
            Int(max(0, now.timeIntervalSince(startedAt)).rounded())
        }

        /// Records `behaviour` as revealed `how`, at `second`. A behaviour is revealed once: asked
        /// or told again later, it keeps its first reveal. Returns whether it was new.
        @discardableResult
        public mutating func reveal(_ behaviour: Behaviour, how: Reveal.How, at second: Int) -> Bool {
            guard !revealed.contains(where: { $0.behaviour == behaviour.text && $0.suite == behaviour.suite })
            else { return false }
            revealed.append(Reveal(behaviour: behaviour.text, suite: behaviour.suite, how: how, at: second))
            return true
        }

        /// Records a question asked with `ask`, what it was answered, and each behaviour it
        /// named as asked.
        public mutating func ask(_ text: String, answered: [Behaviour], at second: Int) {
            questions.append(Question(text: text, at: second, answered: answered))
            for behaviour in answered { reveal(behaviour, how: .asked, at: second) }
        }

        /// Still within its time box at `now` (a record left by an interview that was killed
        /// goes stale when its time is up).
        public func isRunning(at now: Date) -> Bool {
            let elapsed = now.timeIntervalSince(startedAt)
            return elapsed >= 0 && elapsed < TimeInterval(limitSeconds)
        }

        /// What a tool that would show a hint or the reference of `kata` says instead, while this is
        /// a live round on it; nil when it may show them.
        public func refusal(for kata: Kata, at now: Date) -> String? {
            guard live, self.kata == kata.folder, isRunning(at: now) else { return nil }
            return "A live round on \(kata.module) is under way: hints and the reference come from your"
                + " interviewer, not the tool."
        }

        /// What `ask` says instead of answering a question about `kata` while this is a live round
        /// on it; nil when the tool may answer.
        public func questionRefusal(for kata: Kata, at now: Date) -> String? {
            guard live, self.kata == kata.folder, isRunning(at: now) else { return nil }
            return Self.interviewerAnswers(kata)
        }

        /// Who answers in a live round: the person across the table, who has the sheet with the
        /// rules, never the tool as well.
        public static func interviewerAnswers(_ kata: Kata) -> String {
            "A live round on \(kata.module) is under way: ask your interviewer, aloud. They have the sheet with"
                + " the rules, and say what you missed; the tool answers only in a round of your own, and"
                + " records nothing here."
        }
    }

    /// Records that `shown` hints of the kata have now been seen; each new one lands on the
    /// running interview's timeline when it is on that kata.
    public mutating func recordHints(_ kata: Kata, shown: Int, at now: Date) {
        let before = self[kata].hintsShown
        self[kata].hintsShown = max(before, shown)
        guard var running = interview, running.kata == kata.folder, shown > before else { return }
        let second = Int(max(0, now.timeIntervalSince(running.startedAt)).rounded())
        running.hints += Array(repeating: second, count: shown - before)
        interview = running
    }
}
