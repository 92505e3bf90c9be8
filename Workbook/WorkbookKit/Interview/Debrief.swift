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
        talkingPoints = sheet.talkingPoints
    }

    /// "strong", "s", "Fair", "w": a grade; anything else nil.
    public static func grade(_ text: String) -> CandidateProgress.Grade? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "s", "strong": .strong
        case "f", "fair": .fair
        case "w", "weak": .weak
        default: nil
        }
    }

    /// The rubric's line for a criterion, its name dropped: "strong: …; weak: …".
    public static func rubricLine(_ criterion: String, sheet: InterviewerSheet) -> String? {
        sheet.rubric.first { $0.replacingOccurrences(of: "*", with: "").hasPrefix(criterion + ":") }.map {
            String($0.drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
    }
}
