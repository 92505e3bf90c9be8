/// `workbook clean [--all]`: frees what old build selections left under `.build`.
public enum CleanCommand {
    public static func run(all: Bool, in context: CommandContext) -> Int32 {
        for line in Clean(workspace: context.workspace).run(all: all) { context.say(line) }
        return 0
    }
}
