import Foundation

/// `workbook clean [--all]`: frees what old build selections left under `.build`.
public struct CleanCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "clean", kata: .none, switches: ["--all"], valued: [],
        summary: "free the disk space old builds hold under .build (never your code)",
        usage: "workbook clean [--all]",
        details: """
            Each kata builds in a folder of its own under .build/only, so switching kata
            rebuilds nothing; every kata you try leaves its build behind. clean removes them
            all but the one you checked last and those of the katas in progress (an interview
            under way, the last one checked that is not solved, the first not solved), and the
            maintainers' build folders, then says how big .build was and is. Whatever it removes is rebuilt when next needed.

              --all   also remove the builds of the katas in progress and of the reference
            """)

    public var all: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let katas = (try? context.workspace.katas()) ?? []
        let inProgress = Clean.inProgress(katas: katas, progress: context.store.load().progress, now: Date())
        let clean = Clean(workspace: context.workspace, inProgress: inProgress)
        for line in clean.run(all: all) { context.say(line) }
        return 0
    }
}

extension CleanCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(all: arguments.has("--all"))
    }
}
