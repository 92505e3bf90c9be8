import Foundation

/// The help texts, built from the same table the parser reads, so they cannot drift apart.
public enum Help {
    /// Whose tool the help is for: the candidate's `workbook` or the maintainers' `workbook-dev`.
    public enum Audience: Sendable {
        case candidates
        case maintainers
    }

    /// The tool's help, one screen of 80 by 24 with the command typed, `swift run`'s four lines
    /// and the prompt after it: what it is and each command in a line (the options every command
    /// takes and the exit codes are `help help`'s). Each paragraph is one line here: the console
    /// folds it to the window.
    public static func tool(_ specs: [CommandSpec], for audience: Audience = .candidates) -> String {
        let width = specs.map(\.name.count).max() ?? 0
        let commands = specs.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        let name = audience == .candidates ? "workbook" : "workbook-dev"
        let opening =
            audience == .candidates
            ? "workbook: practise Clean Architecture katas for interviews."
            : "workbook-dev: the maintainers' tools, apart from the candidate's `workbook`."
        let closing =
            audience == .candidates
            ? ["Maintainers' tools: `swift run workbook-dev help`."]
            : []
        let lines =
            [
                opening,
                "Usage: swift run \(name) [<command>] [<kata>] [options]; a kata is 3 or Kata3.",
                "",
            ] + commands + [
                "",
                "Options every command takes, and exit codes: `swift run \(name) help help`.",
            ] + closing
        return lines.joined(separator: "\n")
    }

    /// `help <command>`: its usage, then its details, each paragraph as one line to fold to the
    /// window (the details are wrapped by hand in the source).
    public static func command(_ spec: CommandSpec) -> String {
        (["Usage: swift run \(spec.usage)", ""] + TextLayout.reflow(spec.details)).joined(separator: "\n")
    }
}
