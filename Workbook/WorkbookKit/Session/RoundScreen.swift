import Foundation

/// What a round's screen shows that the session's does not: its header, the interviewer's words
/// above the last result, the result as a round shows it, and the round's keys.
extension SessionScreen {
    /// A round's header: which round, on which kata, and its clock with the count passing.
    static func roundHeader(_ round: InterviewRound, _ state: SessionState) -> [String] {
        let kata = state.kata
        let left = round.secondsLeft(at: state.clockNow)
        // The count is the last run's that built: after a compile error the header says so instead.
        let passing =
            state.result.map { $0.report == nil && !$0.lines.isEmpty } == true
            ? "does not compile"
            : round.total == 0
                ? "not built yet" : "\(round.passing) of \(Words.count(round.total, "behaviour")) passing"
        return [
            roundTitle(round, kata: kata, width: width(state)),
            "⏱ \(Countdown.clock(left)) left · " + StageWords.header(round, kata: kata) + passing,
        ]
    }

    /// Before the build's step on a round's status row: the round's time is the wall clock's, so a
    /// build spends it, and a candidate who thought it paused plans on minutes they do not have.
    static let clockRunsOn = "The clock runs on while it builds · "

    /// The round's first line, on one row: which round, the kata, its grade and layer and the
    /// minutes; a long title drops the grade and layer (the session's header shows them), then
    /// writes the minutes short, so the clock's line stays the second row.
    static func roundTitle(_ round: InterviewRound, kata: Kata, width: Int) -> String {
        let name = (round.live ? "Live round · " : "Mock interview · ") + "\(kata.module) · \(kata.title)"
        let minutes = Int(round.countdown.limit) / 60
        let forms = [
            "\(name) (grade \(kata.grade), \(kata.layer)) · " + Words.count(minutes, "minute"),
            "\(name) · " + Words.count(minutes, "minute"), "\(name) · \(minutes) min",
        ]
        return forms.first { $0.count <= width } ?? forms[forms.count - 1]
    }

    /// Above a round's last result: the interviewer's words, where to write, and any note.
    static func roundBody(_ round: InterviewRound, kata: Kata) -> [String] {
        let prompt = promptLines(kata)
        var help =
            round.live
            ? "Each save runs the suite again. Your interviewer has the sheet and gives any hint."
            : "Each save runs the suite again. Stuck? h shows the next hint (each one is recorded)."
        if round.blind != nil {
            help +=
                round.live
                ? " A blind round: the rules are theirs to tell. Ask them aloud; they also say what you missed."
                : " A blind round: the rules are the interviewer's to tell. ? asks a question (or `swift run"
                    + " workbook ask \(kata.number) \"…\"` in another terminal); m points at one thing you missed."
            // The files change under the candidate's editor: say so, and that nothing is lost.
            let hidden =
                kata.kind.blindViewHidesContracts
                ? "The README's Requirements and the rules in the doc comments are"
                : "The README's Requirements are"
            help +=
                " \(hidden) out of your files while the round lasts, and back when it ends, however it ends."
        }
        if !kata.stages.isEmpty {
            help +=
                " The README shows the stages reached so far; each later one comes back into it as it arrives,"
                + " and all of it when the round ends."
        }
        return ["The interviewer says:"] + prompt + [
            "",
            kata.kind.whereToWrite(kata),
            help,
            "",
        ] + (round.notes.isEmpty ? [] : round.notes + [""])
    }

    /// A round's last run: in a blind round the count and what was revealed; else the short view.
    /// Under a review's, how to hand it in: nothing else ends a review, whose count may never be
    /// whole.
    static func roundResult(_ round: InterviewRound, _ result: SessionResult?, kata: Kata) -> [String] {
        guard let result else { return [] }
        let lines =
            round.blind.map { $0.lines(for: result, stage: round.stage) } ?? result.brief ?? result.lines
        return lines + (kata.kind == .review ? ["", handIn] : [])
    }

    /// Under a review round's result.
    static let handIn = "When your review is done, q hands it in: the round ends there."

    static func roundKeys(_ round: InterviewRound) -> String {
        switch (round.blind != nil, round.live) {
        case (true, true): KeyTable.legend(for: .blindLiveRound)
        case (true, false): KeyTable.legend(for: .blindRound)
        case (false, true): KeyTable.legend(for: .liveRound)
        case (false, false): KeyTable.legend(for: .round)
        }
    }
}
