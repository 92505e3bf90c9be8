import Foundation

/// The help texts, built from the same table the parser reads, so they cannot drift apart.
public enum Help {
    /// Whose tool the help is for: the candidate's `workbook` or the maintainers' `workbook-dev`.
    public enum Audience: Sendable {
        case candidates
        case maintainers
    }

    public static func tool(_ specs: [CommandSpec], for audience: Audience = .candidates) -> String {
        let width = specs.map(\.name.count).max() ?? 0
        let lines = specs.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        let name = audience == .candidates ? "workbook" : "workbook-dev"
        let opening =
            audience == .candidates
            ? """
            workbook: practise Clean Architecture katas for interviews.

            Usage: swift run workbook <command> [<kata>] [options]
            With no command, in a terminal: the live session (see `swift run workbook help start`).
            A kata is its number (3) or its name (Kata3).
            """
            : """
            workbook-dev: the maintainers' tools, apart from the candidate's `workbook`.

            Usage: swift run workbook-dev <command> [<kata>] [options]
            """
        let closing =
            audience == .candidates
            ? "\nMaintainers: `swift run workbook-dev help` (verify, mutants, bench, new, ask-eval)."
            : ""
        return """
            \(opening)

            Commands:
            \(lines.joined(separator: "\n"))

            Options for every command:
              --package-path <folder>   the workbook's folder, when you run the tool from elsewhere
              --time-limit <seconds>    how long a test run may take once built (default 15;
                                        WORKBOOK_TIME_LIMIT says the same)

            Run `swift run \(name) <command> --help` for a command's options.
            Exit codes: 0 all good, 1 checked and it does not hold (yet), 2 could not run as asked.\(closing)
            """
    }

    public static func command(_ spec: CommandSpec) -> String {
        "Usage: swift run \(spec.usage)\n\n\(spec.details)"
    }
}
