/// A labelled set of questions for `ask`: per kata, questions, each labelled with the behaviours
/// that answer it (none: the right reply reveals no rule). The interviewer learns from the sets in
/// `Workbook/AskedQuestions/` (AskExamples); `workbook-dev ask-eval` measures it on any set.
///
/// ```
/// # Kata2
/// ? Should the thirty days be counted in the customer's time zone?
/// = counts 30 calendar days in the calendar's time zone, across a daylight-saving change too
/// ```
public struct AskEvalSet: Sendable, Equatable {
    public struct Question: Sendable, Equatable {
        public var text: String
        /// The behaviours' sentences; empty for `= (none)`.
        public var labels: [String]

        public init(text: String, labels: [String]) {
            self.text = text
            self.labels = labels
        }
    }

    public struct Section: Sendable, Equatable {
        /// As written after `# `: "Kata2".
        public var kata: String
        public var questions: [Question]
    }

    public var sections: [Section]
    /// Lines that are none of `# `, `? `, `= ` or blank, with their line numbers.
    public var unread: [String]

    public init(text: String) {
        var sections: [Section] = []
        var unread: [String] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("# ") {
                sections.append(
                    Section(
                        kata: String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces), questions: []))
            } else if line.hasPrefix("? "), !sections.isEmpty {
                sections[sections.count - 1].questions.append(
                    Question(text: String(line.dropFirst(2)), labels: []))
            } else if line.hasPrefix("= "), let last = sections.indices.last,
                !sections[last].questions.isEmpty
            {
                let label = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                if label != "(none)" {
                    sections[last].questions[sections[last].questions.count - 1].labels.append(label)
                }
            } else {
                unread.append("line \(number + 1): \(line)")
            }
        }
        self.sections = sections
        self.unread = unread
    }
}
