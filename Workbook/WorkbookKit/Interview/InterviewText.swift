import Foundation

/// The words of an interview, from values only: the header, the live status and the result.
public enum InterviewText {
    /// `interview N --interviewer`: everything the person across the table needs, in the order a
    /// live round uses it, folded for a window `window` columns wide (nil: no window, 100 columns).
    /// The prompt to read aloud is the README's, its paragraphs joined again before they are folded.
    public static func interviewerSheet(_ kata: Kata, minutes: Int, window: Int? = nil) -> [String] {
        let sheet = kata.sheet
        let width = Self.width(window: window)
        func wrap(_ text: String, bullet: String) -> [String] {
            InterviewText.wrap(text, bullet: bullet, width: width)
        }
        func bullets(_ items: [String]) -> [String] { items.flatMap { wrap($0, bullet: "  - ") } }
        func numbered(_ items: [String]) -> [String] {
            items.enumerated().flatMap { wrap($1, bullet: "  \($0 + 1). ") }
        }
        // A full round's items under a stage's heading, the heading said once above them.
        func staged(_ section: String) -> [String] {
            var (lines, heading): ([String], String?) = ([], nil)
            for item in sheet.stagedItems(of: section) {
                if let own = item.heading, own != heading { lines.append("  \(own):") }
                heading = item.heading
                lines += wrap(item.item, bullet: item.heading == nil ? "  - " : "    - ")
            }
            return lines
        }
        var lines = wrap(
            "The interviewer's sheet · \(kata.module) · \(kata.title) (grade \(kata.grade), \(kata.layer)) · "
                + Words.count(minutes, "minute"), bullet: "")
        lines += wrap(
            "Keep this to yourself; the candidate opens Katas/\(kata.folder)/ and runs "
                + "`swift run workbook interview \(kata.number) --live`: their screen shows the prompt, the "
                + "clock and the results, never the hints, follow-ups or talking points. The attempt is recorded.",
            bullet: "")
        lines += ["", "Read aloud:"]
        lines += TextLayout.reflow(kata.readme.sections["Prompt", default: ""]).flatMap { line in
            line.isEmpty ? [""] : TextLayout.wrap("  " + line, width: width)
        }
        // A staged round's later stages, each read once every earlier stage passes.
        for stage in kata.stages.dropFirst() {
            lines += ["", "Stage \(stage.number) · \(stage.title), once every earlier stage passes:"]
            lines += TextLayout.reflow(stage.paragraph).flatMap { line in
                line.isEmpty ? [""] : TextLayout.wrap("  " + line, width: width)
            }
        }
        lines += ["", "Checkpoints (what a strong candidate has by then):"] + bullets(sheet.checkpoints)
        lines += ["", "What good looks like:"] + bullets(sheet.whatGoodLooksLike)
        lines += ["", "Rubric (what strong and weak look like here):"] + staged("Rubric")
        lines +=
            ["", "Hints, only when the candidate is stuck (note each one given):"] + numbered(sheet.hints)
        lines += ["", "Follow-up ladder (once green, or in the last minutes; climb as far as time allows):"]
        for (index, item) in sheet.followUpItems.enumerated() {
            lines += wrap(item.question, bullet: "  \(index + 1). ")
            if let listenFor = item.listenFor { lines += wrap(listenFor, bullet: "     Listen for: ") }
        }
        lines += ["", "Talking points (the trade-offs to draw out):"] + staged("Talking points")
        // In a blind round the candidate asks for the rules: these are the answers, one at a time,
        // each only when a question is about it.
        lines += ["", "The rules, to tell one at a time when asked (a blind round's candidate sees none):"]
        // What the Prompt states the candidate already heard: no need to tell it again.
        let given = Set(sheet.givenByThePrompt)
        for group in kata.readme.requirementGroups {
            if !group.suite.isEmpty { lines.append("  \(group.suite)") }
            lines += group.behaviours.flatMap { text in
                let stated = given.contains(Behaviour(suite: group.suite, text: text))
                return wrap(text + (stated ? " (in the prompt)" : ""), bullet: "    - ")
            }
        }
        return lines
    }

    /// A bullet folded at `width` columns (by default the window's), its lines after the first
    /// indented under the text.
    static func wrap(_ text: String, bullet: String, width: Int = width(window: Console.standard.width))
        -> [String]
    {
        TextLayout.wrap(text, bullet: bullet, width: width)
    }

    /// How wide interview text is folded: 100 columns at most, for reading; narrower to fit the
    /// window, one column spare (a line that fills the last column wraps early in some terminals);
    /// 100 with no window at all.
    static func width(window: Int?) -> Int {
        guard let window else { return 100 }
        return max(20, min(100, window - 1))
    }

    /// How many behaviours an answer named before the code passed them, beside the questions
    /// asked, so neither count reads as the other: "5 from your 7 questions".
    static func fromQuestions(_ score: CandidateProgress.BlindScore) -> String {
        switch score.questions {
        case 0: "\(score.asked) from questions"
        case 1: "\(score.asked) from your 1 question"
        default: "\(score.asked) from your \(score.questions) questions"
        }
    }

    /// How the rules the answers named split, when some were no news to the candidate, so "2 from
    /// your 4 questions" beside six rules the answers named adds up: "Your 4 questions named 6
    /// rules: 2 new (counted from questions), 3 the prompt gives, 1 already passing (counted
    /// anticipated)." Nil when every rule named was new, or the record is older than the split.
    static func openedSplit(_ score: CandidateProgress.BlindScore) -> String? {
        let new = score.opened - score.openedGiven - score.openedAnticipated - score.openedTold
        guard score.opened > new, score.questions > 0 else { return nil }
        let parts =
            ["\(new) new (counted from questions)"]
            + (score.openedGiven > 0 ? ["\(score.openedGiven) the prompt gives"] : [])
            + (score.openedAnticipated > 0
                ? ["\(score.openedAnticipated) already passing (counted anticipated)"] : [])
            + (score.openedTold > 0 ? ["\(score.openedTold) told before you asked (counted told)"] : [])
        let questions = score.questions == 1 ? "Your 1 question" : "Your \(score.questions) questions"
        return "\(questions) named \(Words.count(score.opened, "rule")): " + parts.joined(separator: ", ")
            + "."
    }

    /// A blind round's score, and what the candidate had to be told: the talking points that follow
    /// are where those come back. In a `live` round the person across the table answered, aloud,
    /// so the tool cannot tell anticipated from asked, and says so.
    static func blindLines(
        _ score: CandidateProgress.BlindScore, told: [Behaviour], live: Bool = false,
        width: Int = width(window: Console.standard.width)
    ) -> [String] {
        let unspoken = score.total - score.given - score.anticipated - score.asked - score.told
        var lines = [""]
        if live {
            return lines
                + wrap(
                    "Blind round with your interviewer, of \(Words.count(score.total, "behaviour")): "
                        + (score.given > 0 ? "\(score.given) given by the prompt, " : "")
                        + "\(score.anticipated) passed"
                        + (score.told > 0 ? ", \(score.told) told by a crash or hang" : "")
                        + (unspoken > 0 ? ", \(unspoken) never passed" : "")
                        + ". Your interviewer answered your "
                        + "questions, so which you anticipated and which you asked for is theirs to say.",
                    bullet: "")
        }
        lines += wrap(
            "Blind round, where each of the \(Words.count(score.total, "behaviour")) came from, passing now or "
                + "not: "
                + (score.given > 0 ? "\(score.given) given by the prompt, " : "")
                + "\(score.anticipated) anticipated (passing "
                + "before anyone spoke of them), \(fromQuestions(score)), \(score.told) told"
                + (unspoken > 0 ? ", \(unspoken) never passed nor came up" : "") + ".", bullet: "",
            width: width)
        if let split = openedSplit(score) { lines += wrap(split, bullet: "", width: width) }
        return lines + toldLines(told, width: width)
    }

    /// What had to be told in a blind round, to set beside the talking points; nothing when none.
    static func toldLines(_ told: [Behaviour], width: Int) -> [String] {
        guard !told.isEmpty else { return [] }
        return ["", "What you had to be told (set these beside the talking points):"]
            + told.flatMap { wrap(CheckReport.named($0.text, suite: $0.suite), bullet: "  - ", width: width) }
    }

    /// y or yes, n or no (any case); nil for anything else.
    static func yesOrNo(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes": true
        case "n", "no": false
        default: nil
        }
    }

    /// The result's last words: what the round gave back of the files it hid (`back`: the
    /// give-back's first sentence, or where what could not go back is kept; nil when it hid
    /// nothing), then the command that goes on from here.
    /// `interrupted`: what a round Ctrl-C ended says in its place (`InterruptedWords`).
    public static func closing(_ kata: Kata, end: InterviewEnd, back: String?, interrupted: String? = nil)
        -> [String]
    {
        if let interrupted { return [interrupted] }
        let goOn =
            end == .solved
            ? "`swift run workbook` goes on with the next kata."
            : "`swift run workbook start \(kata.number)` goes on from here."
        return [back.map { $0 + " " + goOn } ?? goOn]
    }

    /// The result of a recorded attempt: (unless `reveal` is false, or the round was live) the
    /// follow-ups and talking points, then a blind round's questions and what was `told`, and last
    /// how it ended, its stages, a blind round's score and its `closing`, within 24 rows.
    public static func result(
        _ kata: Kata, _ attempt: CandidateProgress.Attempt, reveal: Bool = true, told: [Behaviour] = [],
        back: String? = nil, interrupted: String? = nil, window: Int = Console.standard.width
    ) -> [String] {
        let width = Self.width(window: window)
        let end = attempt.end ?? (attempt.solved ? .solved : .stopped)
        let (seconds, limitSeconds) = (min(attempt.seconds, attempt.limitSeconds), attempt.limitSeconds)
        let (passing, total, hintsUsed) = (attempt.passing, attempt.total, attempt.hintsUsed)
        let passingAtStart = attempt.passingAtStart
        let hints =
            "\(hintsUsed) hint\(hintsUsed == 1 ? "" : "s") used"
            + (passingAtStart > 0 ? ", started with \(passingAtStart) of \(total) passing" : "")
        let summary: String
        switch end {
        case .solved:
            summary =
                "Solved in \(Countdown.clock(seconds)) of \(Countdown.clock(limitSeconds)): "
                + (total == 1 ? "its 1 behaviour passes" : "all \(total) behaviours pass") + ", \(hints)."
        case .timeUp:
            summary =
                "Time is up (\(Countdown.clock(limitSeconds))): \(passing) of \(Words.count(total, "behaviour")) pass, \(hints)."
        case .stopped:
            // A review is handed in with q: it ends there, and is no stop short of anything.
            let ended = kata.kind == .review && interrupted == nil ? "Handed in after" : "Stopped after"
            summary =
                "\(ended) \(Countdown.clock(seconds)): \(passing) of \(Words.count(total, "behaviour")) pass, \(hints)."
        }
        let honesty =
            end == .solved && passingAtStart > 0
            ? [
                "Not a clean solve: the clock started with earlier work passing; it does not count as your best time."
            ]
            : []
        // How it ended, its stages and the blind score come last, in one screen's rows, so they are
        // what an 80×24 window shows when the result ends; what there is to read at length (the
        // follow-ups, the talking points, the questions and what was told) comes above them.
        var outcome = ["", "══ Result ══", summary] + honesty + StageWords.resultLines(kata, attempt)
        // A live round's key is the interviewer's to go through: their screen has it.
        outcome +=
            kata.kind == .review && !attempt.live
            ? ReviewSlips.resultLines(for: kata, width: width, listedAbove: reveal) : []
        outcome += attempt.blind.map { blindLines($0, told: [], live: attempt.live, width: width) } ?? []
        var lines: [String] = []
        if attempt.live {
            return outcome + [
                "",
                "Your interviewer takes it from here: the follow-up questions come from them.",
                "The attempt is recorded: `swift run workbook history \(kata.number)` shows it.",
            ] + closing(kata, end: end, back: back, interrupted: interrupted)
        }
        if reveal {
            lines += ["", "Follow-up questions (the interviewer's next ones):"]
            lines += kata.sheet.followUpItems(upTo: kata.stageReached).flatMap {
                wrap($0.question, bullet: "  - ", width: width)
            }
            lines += ["", "Talking points:"]
            lines += kata.sheet.talkingPoints(upTo: kata.stageReached).flatMap {
                wrap($0, bullet: "  - ", width: width)
            }
            lines += LayeringRead.lines(for: kata).flatMap { TextLayout.wrap($0, width: width) }
        }
        lines += TextLayout.wrap(CandidateProgress.Question.lines(attempt.questions), width: width)
        lines += toldLines(told, width: width)
        lines += TextLayout.wrap(outcome, width: width)
        lines += [
            "",
            "Compare with the reference: `swift run workbook solution \(kata.number) --diff`",
            "The attempt is recorded: `swift run workbook list` shows your progress.",
        ]
        return lines + closing(kata, end: end, back: back, interrupted: interrupted)
    }
}
