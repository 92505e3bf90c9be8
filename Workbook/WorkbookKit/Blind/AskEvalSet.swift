/// A labelled set of questions for `ask`: per kata, questions, each labelled with the behaviours
/// that answer it (none: the right reply reveals no rule). The interviewer learns from the sets in
/// `Workbook/AskedQuestions/` (AskExamples); `workbook-dev ask-eval` measures it on any set.
///
/// ```
/// # Kata2
/// ? Should the thirty days be counted in the customer's time zone?
/// = counts 30 calendar days in the calendar's time zone, across a daylight-saving change too
/// ```
///
/// A staged kata's questions may say the stage they were asked in, `# Kata12 · stage 2`: the
/// round's interviewer knew the rules of stages 1 and 2 then, and is measured knowing those alone.
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
        /// As written after `# `, without a stage: "Kata2".
        public var kata: String
        /// The stage reached when the questions were asked (`# Kata12 · stage 2`); nil: the whole
        /// kata.
        public var stage: Int?
        public var questions: [Question]

        /// "Kata12 · stage 2" as the kata and its stage; anything else as the kata alone.
        init(heading: String) {
            let parts = heading.split(separator: "·").map { $0.trimmingCharacters(in: .whitespaces) }
            let stage = parts.count == 2 ? parts[1].lowercased().split(separator: " ") : []
            if stage.count == 2, stage[0] == "stage", let number = Int(stage[1]), number > 0 {
                self.init(kata: parts[0], stage: number, questions: [])
            } else {
                self.init(kata: heading, stage: nil, questions: [])
            }
        }

        init(kata: String, stage: Int?, questions: [Question]) {
            self.kata = kata
            self.stage = stage
            self.questions = questions
        }
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
                    Section(heading: String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)))
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
