import Foundation

/// `workbook interview [N] [--minutes M] [--no-debrief] [--live | --interviewer]`: a timed mock
/// interview (solo, or live with the candidate's screen only), or the sheet for the person
/// across the table.
public struct InterviewCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "interview", kata: .optional, switches: ["--interviewer", "--live", "--no-debrief", "--blind"],
        valued: ["--minutes"],
        summary: "a timed mock interview: prompt, countdown, live status, follow-ups",
        usage:
            "workbook interview [<kata>] [--minutes <m>] [--no-debrief] [--blind] [--live | --interviewer]",
        details: """
            Picks a kata (the one you name, or the next one you have not solved, at your level),
            prints the interviewer's prompt and starts a countdown. Each time you save, the suite
            runs again and the time left and the behaviours passing are shown. Work that already
            passes is said before the clock starts, and a fresh start offered (your files are
            backed up); kept, the attempt is recorded with that head start, never as a clean
            solve. Every run and hint is recorded on the attempt's timeline (see history).
            When everything passes or time is up, the debrief asks each follow-up on its own
            (answer aloud, then press Enter) and shows what a strong answer covers, then the
            talking points, then asks you to rate the attempt on the rubric (strong, fair or
            weak): a weak criterion brings the kata back for review sooner. Without a terminal
            to answer in, the follow-ups and talking points are printed at once. Ctrl-C ends
            the interview early (also recorded).

              --minutes <m>    the time you get (default: the kata's minutes)
              --no-debrief     skip the questions and the rating; print the follow-ups and
                               talking points instead
              --live           a live round with a friend as the interviewer: your screen shows
                               the prompt, the clock and the results only, never a hint, a
                               follow-up or a talking point (`hint` refuses meanwhile); the
                               attempt is recorded as live
              --blind          a blind round: you see the interviewer's words and what each type
                               and method is for, not the rules. Your files show no contract
                               until the round ends (nothing you write is lost). Ask with ?,
                               or `swift run workbook ask <kata> "…"` from another terminal;
                               m shows one thing you missed. Runs show counts, not names, and
                               the debrief scores each behaviour anticipated, from your
                               questions, or told.
                               With --live your interviewer answers, aloud, from the sheet:
                               ?, m and `ask` say so and record nothing
              --interviewer    print the interviewer's sheet for a live round instead: the prompt
                               to read aloud, checkpoints, what good looks like, the rubric, the
                               hints, the follow-up ladder and the talking points

            Keys during a solo round (K lists the keys of whichever round you are in):
            """ + "\n\n" + KeyTable.help(for: .round, oneLine: true).joined(separator: "\n"))

    public var kata: String?
    public var minutes: Int?
    /// Prints the interviewer's sheet for a live round instead of starting one.
    public var interviewer: Bool
    /// False skips the questions and the rating after the interview.
    public var debrief: Bool = true
    /// A round with an interviewer: prompt, clock and results only.
    public var live: Bool = false
    /// A blind round: the prompt and the declarations' purposes, no rules; ask and be told.
    public var blind: Bool = false

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let (progress, warning) = context.store.load()
        if let warning { context.say(warning) }
        let kata: Kata
        if let name = self.kata {
            kata = try context.workspace.kata(name)
        } else if let picked = InterviewPicker.pick(
            from: try context.workspace.katas(), progress: progress, now: Date())
        {
            kata = picked
        } else {
            throw WorkbookError("There are no katas under Katas/ to interview on.")
        }
        let minutes = self.minutes ?? (kata.minutes > 0 ? kata.minutes : 15)
        if interviewer {
            context.console.say(
                wrapping: InterviewText.interviewerSheet(
                    kata, minutes: minutes, window: context.console.width))
            return 0
        }
        let tool = try context.swiftTool()
        Interruption.shared.respond(.requestStop)
        let checker = Checker(workspace: context.workspace, tool: tool, console: context.console)
        // Questions only when someone can answer them: piped or in CI, nothing waits for a line.
        var input: (@Sendable () -> String?)?
        var key: (@Sendable () -> String?)?
        if isatty(STDIN_FILENO) == 1 {
            input = { Terminal.readAnswerLine() }
            key = {
                Terminal.discardTypedAhead()
                return Terminal.readKey()
            }
        }
        let parts = SessionParts(workspace: context.workspace, tool: tool)
        let end = try Interview(checker: checker, store: context.store, input: input, key: key).run(
            kata, Interview.Plan(minutes: minutes, debrief: debrief, live: live, blind: blind)
        ) { state in
            // What was said before the round's screen opened shows on it, not under it.
            var state = state
            state.screen.notice = context.saidFirst + state.screen.notice
            return Terminal.isInteractive
                ? SessionShell.runInTerminal(
                    workspace: context.workspace, store: context.store, parts: parts, state: state)
                : SessionShell.runPlain(
                    workspace: context.workspace, store: context.store, parts: parts, state: state,
                    show: { lines in for line in lines { context.say(line) } })
        }
        switch end {
        case .solved: return 0
        case .timeUp: return 1
        // Ctrl-C: the attempt is recorded, and a script or a shell sees it did not finish.
        case .stopped: return 130
        }
    }
}

extension InterviewCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        if arguments.has("--live"), arguments.has("--interviewer") {
            throw WorkbookError(
                "--live is the candidate's screen and --interviewer the interviewer's sheet: use one, each in its own terminal."
            )
        }
        try self.init(
            kata: arguments.kata, minutes: arguments.number("--minutes"),
            interviewer: arguments.has("--interviewer"), debrief: !arguments.has("--no-debrief"),
            live: arguments.has("--live"), blind: arguments.has("--blind"))
    }
}
