import Foundation

/// `workbook reset N [--from REF] [--undo]`: the stub back, the candidate's work backed up first.
public struct ResetCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "reset", kata: .required, switches: ["--undo"], valued: ["--from"],
        summary: "restore the kata's stub, keeping a backup of your work",
        usage: "workbook reset <kata> [--from <git-ref>] [--undo]",
        details: """
            Restores the kata's folder as the workbook shipped it. When your files differ,
            they are first copied to .workbook/backups/<kata>-<time>/, and the tool says where.
            The stub is read from git: the branch your clone tracks (for example origin/main),
            or HEAD when there is none, so work you committed yourself is not taken for the stub.
            A kata in a blind round gets its hidden text back before the backup, and the round ends.

              --from <git-ref>   read the stub from this commit, branch or tag instead
              --undo             bring back the latest backup of your work instead (what is
                                 in the folder then is backed up first)
            """)

    public var kata: String
    public var from: String?
    public var undo: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try context.workspace.kata(self.kata)
        let reset = Reset(workspace: context.workspace, git: try Git(root: context.workspace.root))
        let lines = undo ? try reset.undo(kata, now: Date()) : try reset.run(kata, from: from, now: Date())
        if !undo { context.store.update(warn: context.say) { $0.recordReset(kata, at: Date()) } }
        for line in lines { context.say(line) }
        return 0
    }
}

extension ResetCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(kata: arguments.kata ?? "", from: arguments.value("--from"), undo: arguments.has("--undo"))
    }
}
