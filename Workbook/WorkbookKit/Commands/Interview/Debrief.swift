import Foundation

/// The solo debrief, as plain values: each follow-up on its own with the talking point that
/// answers it, then the rubric's criteria to rate.
public struct Debrief: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var question: String
        /// The sheet's talking point on the same subject, when one clearly is.
        public var point: String?
    }

    public var steps: [Step]
    /// Talking points no follow-up matched: shown after the last question.
    public var remaining: [String]

    /// Sheets list follow-ups and talking points separately, so each follow-up is paired with the
    /// talking point sharing the most telling words (a word rare in the sheet counts more), best
    /// pairs first, each point used once. A weak likeness pairs nothing: a wrong answer shown
    /// after a question misleads more than none, and every point is shown at the end anyway.
    public init(followUps: [String], talkingPoints: [String]) {
        let questions = followUps.map(Self.stems)
        let points = talkingPoints.map(Self.stems)
        var counts: [String: Int] = [:]
        for stems in questions + points {
            for stem in stems { counts[stem, default: 0] += 1 }
        }
        let documents = Double(questions.count + points.count)
        func likeness(_ left: Set<String>, _ right: Set<String>) -> Double {
            left.intersection(right).reduce(0) { $0 + log(documents / Double(counts[$1] ?? 1)) }
        }
        let candidates = questions.indices.flatMap { question in
            points.indices.map { point in (question, point, likeness(questions[question], points[point])) }
        }.sorted { ($1.2, $0.0, $0.1) < ($0.2, $1.0, $1.1) }
        var paired: [Int: Int] = [:]
        for (question, point, score) in candidates where score >= Self.threshold {
            guard paired[question] == nil, !paired.values.contains(point) else { continue }
            paired[question] = point
        }
        steps = followUps.enumerated().map { index, question in
            Step(question: question, point: paired[index].map { talkingPoints[$0] })
        }
        remaining = talkingPoints.enumerated().filter { !paired.values.contains($0.offset) }.map(\.element)
    }

    public init(sheet: InterviewerSheet) {
        self.init(followUps: sheet.followUps, talkingPoints: sheet.talkingPoints)
    }

    /// How alike a question and a point must be to pair: more than one shared rare word.
    static let threshold = 3.0

    static let common: Set<String> = [
        "would", "what", "when", "where", "which", "with", "that", "this", "there", "their", "your",
        "from", "have", "does", "should", "into", "then", "than", "about", "here", "every", "each",
        "only", "them", "they", "make", "more", "less", "over", "also", "just", "like", "need", "needs",
        "before", "after", "because", "while", "could", "other", "same", "some", "such", "these",
        "those", "rather", "instead",
    ]

    /// The words that carry meaning, cut to six letters so "status" meets "statuses".
    static func stems(_ text: String) -> Set<String> {
        Set(
            InterviewerSheet.words(text).filter { $0.count >= 4 && !common.contains($0) }.map {
                String($0.prefix(6))
            })
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
