/// `workbook clean [--all]`: frees what old build selections left under `.build`.
public struct CleanCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
        name: "clean", kata: .none, switches: ["--all"], valued: [],
        summary: "free the disk space old builds hold under .build (never your code)",
        usage: "workbook clean [--all]",
        details: """
            Each kata builds in a folder of its own under .build/only, so switching kata
            rebuilds nothing; every kata you try leaves its build behind. clean removes them
            all but the one you checked last, and the maintainers' build folders, then says
            how big .build was and is. Whatever it removes is rebuilt when next needed.

              --all   also remove the build of the kata checked last and of the reference
            """)

    public var all: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        for line in Clean(workspace: context.workspace).run(all: all) { context.say(line) }
        return 0
    }
}

extension CleanCommand {
    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(all: arguments.has("--all"))
    }
}
