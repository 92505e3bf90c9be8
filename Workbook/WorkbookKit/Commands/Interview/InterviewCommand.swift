import Foundation

/// `workbook interview [N] [--minutes M] [--no-debrief] [--live | --interviewer]`: a timed mock
/// interview (solo, or live with the candidate's screen only), or the sheet for the person
/// across the table.
public enum InterviewCommand {
    public static func run(
        _ name: String?, minutes: Int?, interviewer: Bool, debrief: Bool = true, live: Bool = false,
        in context: CommandContext
    )
        throws(WorkbookError) -> Int32
    {
        let (progress, warning) = context.store.load()
        if let warning { context.say(warning) }
        let kata: Kata
        if let name {
            kata = try context.workspace.kata(name)
        } else if let picked = InterviewPicker.pick(
            from: try context.workspace.katas(), progress: progress, now: Date())
        {
            kata = picked
        } else {
            throw WorkbookError("There are no katas under Katas/ to interview on.")
        }
        let minutes = minutes ?? (kata.minutes > 0 ? kata.minutes : 15)
        if interviewer {
            for line in InterviewText.interviewerSheet(kata, minutes: minutes) { context.say(line) }
            return 0
        }
        let tool = try context.swiftTool()
        Interruption.shared.respond(.requestStop)
        let checker = Checker(workspace: context.workspace, tool: tool, console: context.console)
        // Questions only when someone can answer them: piped or in CI, nothing waits for a line.
        var input: (@Sendable () -> String?)?
        if isatty(STDIN_FILENO) == 1 { input = { readLine() } }
        let end = try Interview(checker: checker, store: context.store, input: input).run(
            kata, minutes: minutes)
        switch end {
        case .solved: return 0
        case .timeUp: return 1
        // Ctrl-C: the attempt is recorded, and a script or a shell sees it did not finish.
        case .stopped: return 130
        }
    }
}
