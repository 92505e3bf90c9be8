/// What the person asked for on the command line, checked against each command's options before
/// anything runs. The kata is kept as typed ("3", "Kata3"): the workspace resolves it.
public enum Command: Equatable, Sendable {
    /// No command, or `start <kata>`: the live session in a terminal, the list elsewhere.
    case session(kata: String?)
    case list
    /// With `all`, every failure and every behaviour; without, each failing behaviour's first failure.
    case check(kata: String, solutions: Bool, all: Bool)
    case watch(kata: String, solutions: Bool)
    case hint(kata: String, all: Bool)
    case solution(kata: String, diff: Bool, yes: Bool)
    case reset(kata: String, from: String?, undo: Bool)
    /// With `interviewer`, prints the interviewer's sheet for a live round instead of starting one.
    case clean(all: Bool)
    /// `debrief` false skips the questions and the rating after the interview.
    /// `live` is a round with an interviewer: prompt, clock and results only.
    case interview(kata: String?, minutes: Int?, interviewer: Bool, debrief: Bool = true, live: Bool = false)
    /// Past interviews; with a kata, its last attempt drawn; with `markdown`, written to a file.
    case history(kata: String?, markdown: Bool)
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
            name: "start", kata: .required, switches: [], valued: [],
            summary: "the live session on a kata you choose (no command: the first one not solved)",
            usage: "workbook [start <kata>]",
            details: """
                With no command, in a terminal, the workbook opens a live session on the first kata
                you have not solved; `start <kata>` opens it on that kata. It shows the kata's
                behaviours ✓ or ✗ under a progress bar for the whole workbook, and runs the suite
                again each time you save a file of the kata. Keys:

                  h   the next hint          n   the next kata (once every behaviour passes)
                  l   list and pick a kata   d   your code beside the reference
                  r   reset the kata (asks; your work is backed up)
                  c   check every kata       q   quit (Ctrl-C too)
                  a   the whole report: every failure, every behaviour (a again: back)
                  ↑ ↓ j k, PgUp PgDn b space   scroll a report longer than the window

                When the output is not a terminal (a pipe, CI), it prints the list instead.
                Colours only on a terminal, and never when NO_COLOR is set.
                """),
        CommandSpec(
            name: "list", kata: .none, switches: [], valued: [],
            summary: "every kata with its grade, time and your progress (no command, outside a terminal)",
            usage: "workbook [list]",
            details: """
                Lists every kata: number, title, grade (1-5), minutes, layer and your status
                (not started, n of m behaviours passing, or solved with your best interview time),
                then your overall progress.
                """),
        CommandSpec(
            name: "check", kata: .required, switches: ["--solutions", "--all"], valued: [],
            summary: "run one kata's suite: what fails first, with where and why",
            usage: "workbook check <kata> [--solutions] [--all]",
            details: """
                Builds kata <kata> alone (with its tests and the shared fakes), runs its suite and
                prints the failing behaviours first, each with its first failed expectation (every
                failing case of a parameterised test named), its file and line and comments, then
                one line for the behaviours that pass. A compile error is shown trimmed to your own
                files; a run over the time limit (15 s once built, see --time-limit) is stopped and
                reported. Exits 0 only when every behaviour passes.

                  --solutions   run the suite against the reference instead of your code: the way
                                to check yourself, since each tree keeps its own build
                  --all         every failure of every case, then every behaviour ✓ or ✗ in the
                                README's order
                """),
        CommandSpec(
            name: "watch", kata: .required, switches: ["--solutions"], valued: [],
            summary: "re-run check every time you save a file of the kata",
            usage: "workbook watch <kata> [--solutions]",
            details: """
                Runs check, then waits for a file under the kata's folder to change and runs it
                again, clearing the screen between runs; a save while a run builds or hangs starts
                it again at once. Ctrl-C stops watching.

                  --solutions   watch the reference instead of your code
                """),
        CommandSpec(
            name: "hint", kata: .required, switches: ["--all"], valued: [],
            summary: "the next hint for a kata (one more each time)",
            usage: "workbook hint <kata> [--all]",
            details: """
                Shows the kata's next hint from the interviewer's sheet, from a nudge to nearly the
                answer; each call shows one more. The hints you have seen are counted in your progress and interview record.

                  --all   show every hint at once
                """),
        CommandSpec(
            name: "solution", kata: .required, switches: ["--diff", "--yes"], valued: [],
            summary: "show the reference, or a diff from your code to it",
            usage: "workbook solution <kata> [--diff] [--yes]",
            details: """
                Prints the reference solution's files for the kata: the code you write, never the
                interviewer's sheet. While your code does not pass, it asks first, and a look is
                recorded like a hint (the kata comes back for review sooner).

                  --diff   print a unified diff from your files to the reference instead
                  --yes    do not ask (needed when the command runs without a terminal)
                """),
        CommandSpec(
            name: "clean", kata: .none, switches: ["--all"], valued: [],
            summary: "free the disk space old builds hold under .build (never your code)",
            usage: "workbook clean [--all]",
            details: """
                Each kata builds in a folder of its own under .build/only, so switching kata
                rebuilds nothing; every kata you try leaves its build behind. clean removes them
                all but the one you checked last, and the maintainers' build folders, then says
                how big .build was and is. Whatever it removes is rebuilt when next needed.

                  --all   also remove the build of the kata checked last and of the reference
                """),
        CommandSpec(
            name: "reset", kata: .required, switches: ["--undo"], valued: ["--from"],
            summary: "restore the kata's stub, keeping a backup of your work",
            usage: "workbook reset <kata> [--from <git-ref>] [--undo]",
            details: """
                Restores the kata's folder as the workbook shipped it. When your files differ,
                they are first copied to .workbook/backups/<kata>-<time>/, and the tool says where.
                The stub is read from git: the branch your clone tracks (for example origin/main),
                or HEAD when there is none, so work you committed yourself is not taken for the stub.

                  --from <git-ref>   read the stub from this commit, branch or tag instead
                  --undo             bring back the latest backup of your work instead (what is
                                     in the folder then is backed up first)
                """),
        CommandSpec(
            name: "interview", kata: .optional, switches: ["--interviewer", "--live", "--no-debrief"],
            valued: ["--minutes"],
            summary: "a timed mock interview: prompt, countdown, live status, follow-ups",
            usage: "workbook interview [<kata>] [--minutes <m>] [--no-debrief] [--live | --interviewer]",
            details: """
                Picks a kata (the one you name, or the next one you have not solved, at your level),
                prints the interviewer's prompt and starts a countdown. Each time you save, the suite
                runs again and the time left and the behaviours passing are shown. Work that already
                passes is said before the clock starts, and a fresh start offered (your files are
                backed up); kept, the attempt is recorded with that head start, never as a clean
                solve. Every run and hint is recorded on the attempt's timeline (see history).
                When everything passes or time is up, the debrief asks each follow-up on its own
                (answer aloud, then press Enter) and shows what a strong answer covers, then the
                talking points, then asks you to rate the attempt on the rubric (strong, fair or
                weak): a weak criterion brings the kata back for review sooner. Without a terminal
                to answer in, the follow-ups and talking points are printed at once. Ctrl-C ends
                the interview early (also recorded).

                  --minutes <m>    the time you get (default: the kata's minutes)
                  --no-debrief     skip the questions and the rating; print the follow-ups and
                                   talking points instead
                  --live           a live round with a friend as the interviewer: your screen shows
                                   the prompt, the clock and the results only, never a hint, a
                                   follow-up or a talking point (`hint` refuses meanwhile); the
                                   attempt is recorded as live
                  --interviewer    print the interviewer's sheet for a live round instead: the prompt
                                   to read aloud, checkpoints, what good looks like, the rubric, the
                                   hints, the follow-up ladder and the talking points
                """),
        CommandSpec(
            name: "history", kata: .optional, switches: ["--markdown"], valued: [],
            summary: "your past mock interviews; a kata's last one as a chart, and your solve times",
            usage: "workbook history [<kata>] [--markdown]",
            details: """
                Lists every mock interview you recorded, per kata: the date, the time taken of the
                time box, the hints, the result and your self-rating. With a kata, draws its last
                attempt as a chart: the behaviours passing over the minutes, each run marked (x a
                compile error, ! a crash or hang, ✓ green) and each hint, then the trend of your
                solve times across attempts. Colours only on a terminal.

                  --markdown   write the kata's last attempt to .workbook/history/ as a Markdown
                               file to share with a mentor, and say where
                """),
        CommandSpec(
            name: "bench", kata: .required, switches: [], valued: ["--runs"],
            summary: "measure the edit → result loop for a kata against a minimal package",
            usage: "workbook bench <kata> [--runs <n>]",
            details: """
                Measures the median time from editing the kata's exercise file to the result for
                `swift test --filter <Kata>`, for `workbook check <kata>` and for the live session
                (save → result on its screen), and the same edit in a minimal one-file Swift Testing
                package (the floor), then prints the differences against the targets. Your file is
                restored afterwards.

                  --runs <n>   timed runs of each (default 5)
                """),
        CommandSpec(
            name: "verify", kata: .none, switches: [], valued: [],
            summary: "the maintainer's proof: every suite red on its stub, green on its reference",
            usage: "workbook verify",
            details: """
                Builds both trees and proves, for every kata, that its suite fails on the untouched
                stub and passes on the reference, that `--filter 'KataNTests\\.'` selects exactly that kata,
                that its README is complete and gives away no hint, follow-up or talking point,
                and that its interviewer's sheet (Solutions/<kata>/INTERVIEWER.md) is complete.
                Exits 0 only when everything holds.
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
        guard let first = arguments.first else { return .session(kata: nil) }
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
                    throw unknownOption(argument, of: spec)
                }
            } else if argument.hasPrefix("-"), Int(argument) == nil {
                throw unknownOption(argument, of: spec)
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
        case "start": return .session(kata: kata)
        case "verify": return .verify
        case "mutants": return .mutants(kata: kata)
        case "check":
            return .check(
                kata: kata ?? "", solutions: switches.contains("--solutions"), all: switches.contains("--all")
            )
        case "watch": return .watch(kata: kata ?? "", solutions: switches.contains("--solutions"))
        case "hint": return .hint(kata: kata ?? "", all: switches.contains("--all"))
        case "solution":
            return .solution(
                kata: kata ?? "", diff: switches.contains("--diff"), yes: switches.contains("--yes"))
        case "reset":
            return .reset(kata: kata ?? "", from: values["--from"], undo: switches.contains("--undo"))
        case "interview":
            let minutes = try values["--minutes"].map { text throws(WorkbookError) in
                try wholeNumber(text, "--minutes")
            }
            if switches.contains("--live"), switches.contains("--interviewer") {
                throw WorkbookError(
                    "--live is the candidate's screen and --interviewer the interviewer's sheet: use one, each in its own terminal."
                )
            }
            return .interview(
                kata: kata, minutes: minutes, interviewer: switches.contains("--interviewer"),
                debrief: !switches.contains("--no-debrief"), live: switches.contains("--live"))
        case "history":
            return .history(kata: kata, markdown: switches.contains("--markdown"))
        case "clean": return .clean(all: switches.contains("--all"))
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

    /// "`check` has no option "--solution": did you mean --solutions?" when one option is a
    /// letter or two away; otherwise the options there are.
    private static func unknownOption(_ argument: String, of spec: CommandSpec) -> WorkbookError {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let options = spec.switches + spec.valued
        let near = options.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }
        let advice =
            near.map { "did you mean \($0.0)?" }
            ?? (options.isEmpty
                ? "it takes none" : "its options are \(options.joined(separator: ", "))")
        return WorkbookError(
            "`\(spec.name)` has no option \"\(name)\": \(advice) (see `swift run workbook \(spec.name) --help`)."
        )
    }

    /// How many letters to add, drop or change to turn one word into the other.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, replace)
            }
            previous = current
        }
        return previous[b.count]
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
            With no command, in a terminal: the live session (see `swift run workbook help start`).
            A kata is its number (3) or its name (Kata3).

            Commands:
            \(lines.joined(separator: "\n"))

            Options for every command:
              --package-path <folder>   the workbook's folder, when you run the tool from elsewhere
              --time-limit <seconds>    how long a test run may take once built (default 15;
                                        WORKBOOK_TIME_LIMIT says the same)

            Run `swift run workbook <command> --help` for a command's options.
            Exit codes: 0 all good, 1 checked and it does not hold (yet), 2 could not run as asked.
            """
    }

    public static func command(_ spec: CommandSpec) -> String {
        "Usage: swift run \(spec.usage)\n\n\(spec.details)"
    }
}

/// The options any command takes, anywhere on the line, read before the command itself:
/// `--package-path <folder>` (the workbook, when the tool runs from elsewhere) and
/// `--time-limit <seconds>` (how long a test run may take once built; `WORKBOOK_TIME_LIMIT`
/// says the same from the environment).
public struct GlobalOptions: Equatable, Sendable {
    public var packagePath: String?
    public var timeLimit: Double?

    public init(packagePath: String? = nil, timeLimit: Double? = nil) {
        self.packagePath = packagePath
        self.timeLimit = timeLimit
    }

    /// The options found, and the arguments left for `Command.parse`.
    public static func extract(_ arguments: [String], environment: [String: String] = [:])
        throws(WorkbookError) -> (options: GlobalOptions, rest: [String])
    {
        var options = GlobalOptions()
        if let text = environment["WORKBOOK_TIME_LIMIT"], !text.isEmpty {
            options.timeLimit = try seconds(text, "WORKBOOK_TIME_LIMIT")
        }
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = parts.first, option == "--package-path" || option == "--time-limit" else {
                rest.append(argument)
                continue
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw WorkbookError(
                    option == "--package-path"
                        ? "--package-path needs the workbook's folder, e.g. `--package-path ~/katas`."
                        : "--time-limit needs a number of seconds, e.g. `--time-limit 30`.")
            }
            if option == "--package-path" {
                options.packagePath = value
            } else {
                options.timeLimit = try seconds(value, "--time-limit")
            }
        }
        return (options, rest)
    }

    private static func seconds(_ text: String, _ name: String) throws(WorkbookError) -> Double {
        guard let value = Double(text), value > 0, value <= 3600 else {
            throw WorkbookError("\(name) takes a number of seconds from 1 to 3600, not \"\(text)\".")
        }
        return value
    }
}
