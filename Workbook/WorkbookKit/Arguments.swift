/// What the person asked for on the command line, checked against each command's options before
/// anything runs. The kata is kept as typed ("3", "Kata3"): the workspace resolves it.
public enum Command: Equatable, Sendable {
    case list
    case check(kata: String, solutions: Bool)
    case watch(kata: String, solutions: Bool)
    case hint(kata: String, all: Bool)
    case solution(kata: String, diff: Bool)
    case reset(kata: String, from: String?)
    case interview(kata: String?, minutes: Int?)
    case bench(kata: String, runs: Int)
    case verify
    case mutants(kata: String?)
    /// `--help`, `help` or `help <command>`: nil is the tool's own help.
    case help(command: String?)
}

/// One command's shape: what it is called, what it takes, and the help that says so.
public struct CommandSpec: Sendable {
    public enum Kata: Sendable {
        case none
        case required
        case optional
    }

    public var name: String
    public var kata: Kata
    /// Options without a value, like `--all`.
    public var switches: [String]
    /// Options followed by a value, like `--minutes 20`.
    public var valued: [String]
    public var summary: String
    public var usage: String
    public var details: String

    /// Every command, in the order the help lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(
            name: "list", kata: .none, switches: [], valued: [],
            summary: "every kata with its grade, time and your progress (the default)",
            usage: "workbook [list]",
            details: """
                Lists every kata: number, title, grade (1-5), minutes, layer and your status
                (not started, n of m behaviours passing, or solved with your best interview time),
                then your overall progress.
                """),
        CommandSpec(
            name: "check", kata: .required, switches: ["--solutions"], valued: [],
            summary: "run one kata's suite: each behaviour ✓ or ✗, the first failures",
            usage: "workbook check <kata> [--solutions]",
            details: """
                Builds the workbook, runs kata <kata>'s suite and prints each behaviour ✓ or ✗,
                then the first failed expectations with their file and line. A compile error is
                shown trimmed to your own files. Exits 0 only when every behaviour passes.

                  --solutions   run the suite against the reference instead of your code
                """),
        CommandSpec(
            name: "watch", kata: .required, switches: ["--solutions"], valued: [],
            summary: "re-run check every time you save a file of the kata",
            usage: "workbook watch <kata> [--solutions]",
            details: """
                Runs check, then waits for a file under the kata's folder to change and runs it
                again, clearing the screen between runs. Ctrl-C stops watching.

                  --solutions   watch the reference instead of your code
                """),
        CommandSpec(
            name: "hint", kata: .required, switches: ["--all"], valued: [],
            summary: "the next hint for a kata (one more each time)",
            usage: "workbook hint <kata> [--all]",
            details: """
                Shows the kata's next hint, from a nudge to nearly the answer; each call shows one
                more. The hints you have seen are counted in your progress and interview record.

                  --all   show every hint at once
                """),
        CommandSpec(
            name: "solution", kata: .required, switches: ["--diff"], valued: [],
            summary: "show the reference, or a diff from your code to it",
            usage: "workbook solution <kata> [--diff]",
            details: """
                Prints the reference solution's files for the kata.

                  --diff   print a unified diff from your files to the reference instead
                """),
        CommandSpec(
            name: "reset", kata: .required, switches: [], valued: ["--from"],
            summary: "restore the kata's stub, keeping a backup of your work",
            usage: "workbook reset <kata> [--from <git-ref>]",
            details: """
                Restores the kata's folder as the workbook shipped it. When your files differ,
                they are first copied to .workbook/backups/<kata>-<time>/, and the tool says where.
                The stub is read from git: the branch your clone tracks (for example origin/main),
                or HEAD when there is none, so work you committed yourself is not taken for the stub.

                  --from <git-ref>   read the stub from this commit, branch or tag instead
                """),
        CommandSpec(
            name: "interview", kata: .optional, switches: [], valued: ["--minutes"],
            summary: "a timed mock interview: prompt, countdown, live status, follow-ups",
            usage: "workbook interview [<kata>] [--minutes <m>]",
            details: """
                Picks a kata (the one you name, or the next one you have not solved, at your level),
                prints the interviewer's prompt and starts a countdown. Each time you save, the suite
                runs again and the time left and the behaviours passing are shown. When everything
                passes or time is up, it prints the result, the follow-up questions and the talking
                points, and records the attempt. Ctrl-C ends the interview early (also recorded).

                  --minutes <m>   the time you get (default: the kata's minutes)
                """),
        CommandSpec(
            name: "bench", kata: .required, switches: [], valued: ["--runs"],
            summary: "measure the edit → result loop for a kata against a minimal package",
            usage: "workbook bench <kata> [--runs <n>]",
            details: """
                Measures the median time from editing the kata's exercise file to the result for
                `swift test --filter <Kata>` and for `workbook check <kata>`, and the same edit in a
                minimal one-file Swift Testing package (the floor), then prints the ratios against
                the targets. Your file is restored afterwards.

                  --runs <n>   timed runs of each (default 5)
                """),
        CommandSpec(
            name: "verify", kata: .none, switches: [], valued: [],
            summary: "the maintainer's proof: every suite red on its stub, green on its reference",
            usage: "workbook verify",
            details: """
                Builds both trees and proves, for every kata, that its suite fails on the untouched
                stub and passes on the reference, that `--filter KataN` selects exactly that kata,
                and that its README is complete. Exits 0 only when everything holds.
                """),
        CommandSpec(
            name: "mutants", kata: .optional, switches: [], valued: [],
            summary: "the maintainer's proof: suites catch listed mistakes, accept correct alternatives",
            usage: "workbook mutants [<kata>]",
            details: """
                Reads Tests/Mutants/<kata folder>.json, a list of plausible wrong implementations
                written as edits to the reference, and proves the kata's suite fails on each one;
                then drops each correct alternative, Tests/Alternatives/<kata folder>/<name>/, over
                the reference and proves the suite passes. Everything happens in a copy under
                .build/mutants/, never in Solutions/. Without a kata, every kata is proved. Exits 0
                only when every mutant is caught and every alternative accepted.
                """),
        CommandSpec(
            name: "help", kata: .none, switches: [], valued: [],
            summary: "this help, or a command's help",
            usage: "workbook help [<command>]",
            details: "Prints the tool's help, or one command's (also `workbook <command> --help`)."),
    ]

    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}

extension Command {
    /// Reads the arguments after the program's name.
    public static func parse(_ arguments: [String]) throws(WorkbookError) -> Command {
        guard let first = arguments.first else { return .list }
        if first == "--help" || first == "-h" { return .help(command: nil) }
        if first == "help" {
            guard arguments.count <= 2 else {
                throw WorkbookError(
                    "`help` takes at most one command name, e.g. `swift run workbook help check`.")
            }
            if let topic = arguments.dropFirst().first, CommandSpec.named(topic) == nil {
                throw unknownCommand(topic)
            }
            return .help(command: arguments.dropFirst().first)
        }
        if first.hasPrefix("-") {
            throw WorkbookError("Unknown option \"\(first)\": see `swift run workbook --help`.")
        }
        guard let spec = CommandSpec.named(first) else { throw unknownCommand(first) }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") { return .help(command: spec.name) }

        var positionals: [String] = []
        var switches: Set<String> = []
        var values: [String: String] = [:]
        var index = 0
        while index < rest.count {
            let argument = rest[index]
            index += 1
            if argument.hasPrefix("--") {
                // `--minutes=20` reads like `--minutes 20`.
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let option = parts[0]
                if spec.switches.contains(option), parts.count == 1 {
                    switches.insert(option)
                } else if spec.valued.contains(option) {
                    if parts.count == 2 {
                        values[option] = parts[1]
                    } else if index < rest.count, !rest[index].hasPrefix("--") {
                        values[option] = rest[index]
                        index += 1
                    } else {
                        throw WorkbookError(
                            "\(option) needs a value: `swift run \(spec.usage)`.")
                    }
                } else {
                    throw WorkbookError(
                        "`\(spec.name)` has no option \"\(argument)\": see `swift run workbook \(spec.name) --help`."
                    )
                }
            } else if argument.hasPrefix("-"), Int(argument) == nil {
                throw WorkbookError(
                    "`\(spec.name)` has no option \"\(argument)\": see `swift run workbook \(spec.name) --help`."
                )
            } else {
                positionals.append(argument)
            }
        }

        let allowed = spec.kata == .none ? 0 : 1
        if positionals.count > allowed {
            let extra = positionals[allowed]
            throw WorkbookError(
                allowed == 0
                    ? "`\(spec.name)` takes no kata or other argument (got \"\(extra)\"): see `swift run workbook \(spec.name) --help`."
                    : "`\(spec.name)` takes one kata (got \"\(extra)\" too): see `swift run workbook \(spec.name) --help`."
            )
        }
        let kata = positionals.first
        if spec.kata == .required, kata == nil {
            throw WorkbookError(
                "`\(spec.name)` needs a kata number, e.g. `swift run workbook \(spec.name) 1`: `swift run workbook list` shows them."
            )
        }

        switch spec.name {
        case "list": return .list
        case "verify": return .verify
        case "mutants": return .mutants(kata: kata)
        case "check": return .check(kata: kata ?? "", solutions: switches.contains("--solutions"))
        case "watch": return .watch(kata: kata ?? "", solutions: switches.contains("--solutions"))
        case "hint": return .hint(kata: kata ?? "", all: switches.contains("--all"))
        case "solution": return .solution(kata: kata ?? "", diff: switches.contains("--diff"))
        case "reset": return .reset(kata: kata ?? "", from: values["--from"])
        case "interview":
            let minutes = try values["--minutes"].map { text throws(WorkbookError) in
                try wholeNumber(text, "--minutes")
            }
            return .interview(kata: kata, minutes: minutes)
        case "bench":
            let runs = try values["--runs"].map { text throws(WorkbookError) in
                try wholeNumber(text, "--runs")
            }
            return .bench(kata: kata ?? "", runs: runs ?? 5)
        default: return .help(command: nil)
        }
    }

    private static func wholeNumber(_ text: String, _ option: String) throws(WorkbookError) -> Int {
        guard let number = Int(text), number > 0, number <= 600 else {
            throw WorkbookError("\(option) takes a whole number from 1 to 600, not \"\(text)\".")
        }
        return number
    }

    private static func unknownCommand(_ name: String) -> WorkbookError {
        let names = CommandSpec.all.map(\.name).joined(separator: ", ")
        return WorkbookError(
            "Unknown command \"\(name)\": the commands are \(names) (see `swift run workbook --help`).")
    }
}

/// The help texts, built from the same table the parser reads, so they cannot drift apart.
public enum Help {
    public static var tool: String {
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        let lines = CommandSpec.all.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        return """
            workbook: practise Clean Architecture katas for interviews.

            Usage: swift run workbook <command> [<kata>] [options]
            A kata is its number (3) or its name (Kata3).

            Commands:
            \(lines.joined(separator: "\n"))

            Run `swift run workbook <command> --help` for a command's options.
            Exit codes: 0 all good, 1 checked and it does not hold (yet), 2 could not run as asked.
            """
    }

    public static func command(_ spec: CommandSpec) -> String {
        "Usage: swift run \(spec.usage)\n\n\(spec.details)"
    }
}
