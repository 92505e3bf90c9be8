import Foundation

extension CandidateProgress.Question {
    /// A round's questions as the result and `history N` show them: each at its time on the clock,
    /// with what its answer revealed under it, or that it revealed nothing. Nothing when none was
    /// asked. Each line whole: the printer folds it (a `↳` line under its own text).
    public static func lines(_ questions: [Self]) -> [String] {
        guard !questions.isEmpty else { return [] }
        var lines = ["", "Your questions, and what each answer revealed:"]
        for question in questions {
            // One space between words: two typed after a full stop would read as a column to the
            // folding, and its later lines would lose their place under the question.
            let text = question.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            lines.append("  \(Countdown.clock(question.at))  \u{201C}\(text)\u{201D}")
            lines +=
                question.answered.isEmpty
                ? ["        ↳ nothing: the answer named no rule"]
                : question.answered.map { "        ↳ " + CheckReport.named($0.text, suite: $0.suite) }
        }
        return lines
    }
}
