import Foundation

/// The solo debrief, as plain values: each follow-up on its own with what a strong answer
/// covers, then the sheet's talking points together, then the rubric's criteria to rate.
public struct Debrief: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var question: String
        /// The sheet's `Listen for:` line under the question; nil when it has none.
        public var listenFor: String?
        /// The sheet's heading over the question (a full round's stage); nil when it has none.
        public var heading: String? = nil
    }

    public var steps: [Step]
    /// The sheet's talking points, all shown after the last question.
    public var talkingPoints: [String]

    /// `stage`: a staged round's stage reached, whose follow-ups and earlier ones are asked.
    public init(sheet: InterviewerSheet, stage: Int? = nil) {
        steps = sheet.followUpItems(upTo: stage).map {
            Step(question: $0.question, listenFor: $0.listenFor, heading: $0.heading)
        }
        talkingPoints = sheet.talkingPoints(upTo: stage)
        self.stage = stage
    }

    /// The stage the round reached; nil for a kata played whole.
    public var stage: Int?

    /// What a line typed at a follow-up means: an answer (said aloud, so any words), or `q` to
    /// leave. A line that starts with `?` is a question for the round's interviewer typed after the
    /// round ended (a save made it green mid-question): no answer, so nil, and the follow-up waits.
    public enum Reply: Sendable, Equatable {
        case answered
        case leave
    }

    public static func reply(_ line: String) -> Reply? {
        let typed = line.trimmingCharacters(in: .whitespaces).lowercased()
        if ["q", "quit", "exit"].contains(typed) { return .leave }
        return typed.hasPrefix("?") ? nil : .answered
    }

    /// What a key pressed at a follow-up means, where the terminal gives keys: Enter answers
    /// (the answer is said aloud), `q` leaves at once. Any other key is no answer, so the first
    /// letter of an answer typed out never moves the debrief on.
    public static func keyReply(_ key: String) -> Reply? {
        switch key {
        case "": .answered
        case "q", "Q": .leave
        default: nil
        }
    }

    /// Said for a key at a follow-up that is neither Enter nor `q`.
    public static let notAnAnswer = "That key is no answer: the follow-up waits for Enter."

    /// Said for a `?` line at a follow-up.
    public static func questionAfterTheRound(_ kata: Kata) -> String {
        "The round is over and this is its debrief, so that line is not your answer. After a round, "
            + "`swift run workbook ask \(kata.number) \"…\"` answers questions in another terminal."
    }

    /// Said when the candidate leaves early, with `q` or Ctrl-C.
    public static let ended = "Debrief ended: the attempt is recorded, without a self-rating."

    /// "strong", "s", "Fair", "w": a grade; anything else nil.
    public static func grade(_ text: String) -> CandidateProgress.Grade? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "s", "strong": .strong
        case "f", "fair": .fair
        case "w", "weak": .weak
        default: nil
        }
    }

    /// The rubric's lines for a criterion, its name dropped: "strong: …; weak: …", then what the
    /// stages reached add; nothing of a stage the round never reached.
    public func rubricLines(_ criterion: String, sheet: InterviewerSheet) -> [String] {
        sheet.rubricLines(criterion, upTo: stage)
    }
}
