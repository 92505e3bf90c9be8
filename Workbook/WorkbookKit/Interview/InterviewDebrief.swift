import Foundation

/// The debrief a solo round ends with, asked in the terminal.
extension Interview {
    /// The solo debrief: each follow-up on its own, then what a strong answer covers; then the
    /// talking points together; then the rating on the rubric's criteria, stored with the attempt.
    /// Ctrl-C or the end of input leaves it, the attempt kept as recorded.
    func debrief(_ kata: Kata, startedAt: Date) {
        guard input != nil else { return }
        let console = checker.console
        func say(_ text: String, bullet: String = "") {
            for line in InterviewText.wrap(text, bullet: bullet) { console.say(line) }
        }
        Interruption.shared.respond(.exit(code: 0, message: Debrief.ended))
        let plan = Debrief(sheet: kata.sheet, stage: kata.stageReached)
        console.say("")
        console.say("══ Debrief ══")
        console.say("The interviewer asks one follow-up at a time. Answer aloud, then press Enter.")
        for (index, step) in plan.steps.enumerated() {
            console.say("")
            if let heading = step.heading, heading != plan.steps.prefix(index).last?.heading {
                console.say("── \(heading) ──")
            }
            say("Follow-up \(index + 1) of \(plan.steps.count): \(step.question)")
            let answer = "(answer aloud, then press Enter; q leaves the debrief)"
            // Where the terminal gives keys, q acts on its own; piped, a line as typed.
            let reply =
                key == nil
                ? ask(answer, Debrief.reply, otherwise: Debrief.questionAfterTheRound(kata))
                : ask(answer, Debrief.keyReply, otherwise: Debrief.notAnAnswer, oneKey: true)
            guard let reply, reply == .answered else {
                return reply == .leave ? console.say(Debrief.ended) : ()
            }
            if let listenFor = step.listenFor { say(listenFor, bullet: "  A strong answer: ") }
        }
        if !plan.talkingPoints.isEmpty {
            console.say("")
            console.say("Talking points (the trade-offs the interviewer draws out):")
            for point in plan.talkingPoints { say(point, bullet: "  - ") }
        }
        for line in LayeringRead.lines(for: kata) { console.say(line) }
        console.say("")
        console.say(
            "Now rate your attempt on the sheet's rubric: strong, fair or weak (s, f or w, then Enter).")
        var rating: [String: CandidateProgress.Grade] = [:]
        for criterion in InterviewerSheet.criteria {
            console.say("")
            for line in plan.rubricLines(criterion, sheet: kata.sheet) { say(line, bullet: "  ") }
            guard
                let grade = ask(
                    "\(criterion)? [strong/fair/weak]", Debrief.grade,
                    otherwise: "Please answer strong, fair or weak (or s, f, w) for \(criterion).")
            else { return }
            rating[criterion] = grade
        }
        var schedule: Review.Schedule?
        store.update(warn: console.say) { progress in
            if let index = progress.attempts.lastIndex(where: {
                $0.kata == kata.folder && $0.startedAt == startedAt
            }) {
                progress.attempts[index].rating = rating
            }
            schedule = Review.schedule(kata, progress: progress)
        }
        console.say("")
        console.say(
            "Your rating is recorded with the attempt: `swift run workbook history \(kata.number)` shows it.")
        if let schedule {
            console.say(
                "\(kata.module) comes back for review in \(Words.count(schedule.days, "day")) (\(schedule.reason))."
            )
        }
    }
}
