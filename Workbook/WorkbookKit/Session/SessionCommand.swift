import Foundation

/// `workbook [start N]`: the live session in a terminal; piped or in CI, the list instead.
public struct SessionCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "start", kata: .required, switches: [], valued: [],
        summary: "the live session on a kata (no command: the first one not solved)",
        usage: "workbook [start <kata>]",
        details: """
            With no command, in a terminal, the workbook opens a live session on the first kata
            you have not solved; `start <kata>` opens it on that kata. It shows the kata's
            behaviours ✓ or ✗ under a progress bar for the whole workbook, and runs the suite
            again each time you save a file of the kata. Keys (K in the session lists those of
            the screen you are on):


            """ + keyLines.joined(separator: "\n") + """


                b ends the session and begins `interview <kata> --blind`: nothing of the kata is
                hidden until you have answered its questions, and its files are whole again however
                the round ends.

                When the output is not a terminal (a pipe, CI), it prints the list instead.
                Colours only on a terminal, and never when NO_COLOR is set.
                """)

    /// The keys of the session's kata screen, from the table the session itself reads: one a
    /// line, the name's column as wide as the short names need; "  h   the next …".
    static var keyLines: [String] {
        let rows = KeyTable.bindings.filter { $0.contexts.contains(.kata) }
        let width = rows.map(\.names.count).filter { $0 <= 3 }.max() ?? 1
        return rows.map { row in
            let names =
                row.names.count > width
                ? row.names : row.names.padding(toLength: width, withPad: " ", startingAt: 0)
            return "  " + names + "   " + row.help
        }
    }

    /// The kata to open on; nil is the first one not solved.
    public var kata: String?

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let workspace = context.workspace
        // An unknown kata is the same mistake in a terminal or not: one sentence, exit code 2.
        let asked = try kata.map { name throws(WorkbookError) in try workspace.kata(name) }
        let (progress, warning) = context.store.load()
        let katas = try workspace.katas()
        guard Terminal.isInteractive, !katas.isEmpty else {
            if let warning { context.say(warning) }
            context.console.say(
                wrapping: Listing.lines(
                    katas: katas, progress: progress, now: Date(), width: context.console.width))
            if kata != nil {
                context.say("The live session needs a terminal: run it in one, or use check and watch.")
            }
            return 0
        }
        let parts = SessionParts(workspace: workspace, tool: try context.swiftTool())
        var state = SessionState(
            katas: katas, current: SessionState.startIndex(katas: katas, progress: progress, asked: asked),
            progress: progress)
        state.screen.notice = context.saidFirst
        let last = SessionShell.runInTerminal(
            workspace: workspace, store: context.store, parts: parts, state: state)
        if let kata = last.ending.blindRoundAsked {
            // `b`: the session hands over to a blind round on its kata, as `interview N --blind`.
            // The session's screen showed what was said first: the round's need not again.
            var context = context
            context.saidFirst = []
            return try InterviewCommand(
                kata: String(kata.number), minutes: nil, interviewer: false, blind: true
            )
            .run(in: context)
        }
        context.say("")
        context.say(
            Self.farewell(last, solved: katas.filter { last.progress.isSolved($0) }.count, of: katas.count))
        return 0
    }

    /// What the session says as it ends: after Ctrl-C, that it was interrupted and how to go on.
    static func farewell(_ last: SessionState, solved: Int, of katas: Int) -> String {
        last.ending.interrupted ? InterruptedWords.session(last.kata) : farewell(solved: solved, of: katas)
    }

    /// What the session says as it ends.
    static func farewell(solved: Int, of katas: Int) -> String {
        "Session over: \(solved) of \(katas) katas solved. `swift run workbook` picks up where you left off."
    }
}

extension SessionCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata)
    }
}
