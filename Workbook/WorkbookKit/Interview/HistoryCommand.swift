import Foundation

/// `workbook history [N] [--markdown]`: past interviews; one kata's last attempt as a chart; or
/// that attempt written as Markdown to share.
public struct HistoryCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "history", kata: .optional, switches: ["--markdown"], valued: [],
        summary: "your mock interviews, and a kata's last one as a chart",
        usage: "workbook history [<kata>] [--markdown]",
        details: """
            Lists every mock interview you recorded, per kata: the date, the time taken of the
            time box, the hints, the result and your self-rating. With a kata, draws its last
            attempt as a chart: the behaviours passing over the minutes, each run marked (x a
            compile error, ! a crash or hang, ✓ green) and each hint, then the trend of your
            solve times across attempts. Colours only on a terminal.

              --markdown   write the kata's last attempt to .workbook/history/ as a Markdown
                           file to share with a mentor, and say where
            """)

    public var kata: String?
    /// Writes the kata's last attempt to a Markdown file.
    public var markdown: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let (progress, warning) = context.store.load()
        if let warning { context.say(warning) }
        guard let name = self.kata else {
            if markdown {
                throw WorkbookError(
                    "--markdown writes one kata's last attempt: name the kata, e.g. `swift run workbook history 1 --markdown`."
                )
            }
            let lines = History.list(
                katas: try context.workspace.katas(), progress: progress, timeZone: .current)
            for line in lines { context.say(line) }
            return 0
        }
        let kata = try context.workspace.kata(name)
        guard markdown else {
            let colour = SessionScreen.usesColour(
                isTerminal: context.console.isInteractive, environment: ProcessInfo.processInfo.environment)
            context.console.say(
                wrapping: History.kataView(
                    kata, progress: progress, timeZone: .current, colour: colour,
                    window: context.console.width))
            return 0
        }
        let attempts = progress.attempts(kata)
        guard let last = attempts.last else {
            throw WorkbookError(
                "There is no mock interview on \(kata.module) to write yet: `swift run workbook interview \(kata.number)` starts one."
            )
        }
        let folder = context.workspace.root.appendingPathComponent(".workbook/history")
        let file = folder.appendingPathComponent("\(kata.folder)-\(ProgressStore.stamp(last.startedAt)).md")
        let text = History.markdown(last, kata: kata, all: attempts, timeZone: .current)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw WorkbookError(
                "The attempt could not be written to \(file.path) (\(error.localizedDescription)).")
        }
        // Where it is from the workbook's folder: a path short enough to copy in one piece.
        context.say(
            "Your last attempt on \(kata.module) is written to .workbook/history/\(file.lastPathComponent): "
                + "share it with your mentor.")
        return 0
    }
}

extension HistoryCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata, markdown: arguments.has("--markdown"))
    }
}
