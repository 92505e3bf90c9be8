import Foundation

/// The help texts, built from the same table the parser reads, so they cannot drift apart.
public enum Help {
    /// Whose tool the help is for: the candidate's `workbook` or the maintainers' `workbook-dev`.
    public enum Audience: Sendable {
        case candidates
        case maintainers
    }

    /// The tool's help, one screen of 80 by 24: what it is, each command in a line, the options
    /// every command takes. Each paragraph is one line here: the console folds it to the window.
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
                "Every command takes --package-path <folder> (the workbook, run from elsewhere) and "
                    + "--time-limit <seconds> (a test run's limit once built; default 15).",
                "Exit codes: 0 all good, 1 it does not hold (yet), 2 could not run as asked.",
            ] + closing
        return lines.joined(separator: "\n")
    }

    /// `help <command>`: its usage, then its details, each paragraph as one line to fold to the
    /// window (the details are wrapped by hand in the source).
    public static func command(_ spec: CommandSpec) -> String {
        (["Usage: swift run \(spec.usage)", ""] + TextLayout.reflow(spec.details)).joined(separator: "\n")
    }
}
