import Foundation

/// The solo debrief, as plain values: each follow-up on its own with what a strong answer
/// covers, then the sheet's talking points together, then the rubric's criteria to rate.
public struct Debrief: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var question: String
        /// The sheet's `Listen for:` line under the question; nil when it has none.
        public var listenFor: String?
    }

    public var steps: [Step]
    /// The sheet's talking points, all shown after the last question.
    public var talkingPoints: [String]

    public init(sheet: InterviewerSheet) {
        steps = sheet.followUpItems.map { Step(question: $0.question, listenFor: $0.listenFor) }
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
