import Foundation

/// A command of the tool, declared once: its name, options and help (`spec`), how it reads what was
/// typed, and what it does. `main.swift` hands the parser the list of commands, and the help is
/// written from the same list, so a command cannot be parsed one way and described another.
public protocol WorkbookCommand: Sendable {
    static var spec: CommandSpec { get }
    /// The command as typed, its values checked: a bad value is one sentence.
    init(parsing arguments: ParsedArguments) throws(WorkbookError)
    /// Runs it: what it prints goes to the context's console, the exit code comes back.
    func run(in context: CommandContext) throws(WorkbookError) -> Int32
}

/// What the command line held for one command, checked against its spec: the kata as typed ("3",
/// "Kata3"; the workspace resolves it), the switches given and the options' values.
public struct ParsedArguments: Equatable, Sendable {
    public var kata: String?
    public var switches: Set<String> = []
    public var values: [String: String] = [:]
    /// The words typed after the kata, joined by spaces, for a command that takes them (`ask`).
    public var text: String?

    public init(
        kata: String? = nil, switches: Set<String> = [], values: [String: String] = [:], text: String? = nil
    ) {
        self.kata = kata
        self.switches = switches
        self.values = values
        self.text = text
    }

    public func has(_ option: String) -> Bool { switches.contains(option) }

    public func value(_ option: String) -> String? { values[option] }

    /// A whole number from 1 to 600, when the option was given.
    public func number(_ option: String) throws(WorkbookError) -> Int? {
        guard let text = values[option] else { return nil }
        guard let number = Int(text), number > 0, number <= 600 else {
            throw WorkbookError("\(option) takes a whole number from 1 to 600, not \"\(text)\".")
        }
        return number
    }
}

/// What the person asked for: a command to run, or help (nil: the tool's own).
public enum Invocation: Sendable {
    case run(any WorkbookCommand)
    case help(command: String?)
    /// Another tool's command, typed here out of habit: `workbook-dev`'s, handed on to it.
    case handOver(command: String)
}

/// One command's shape: what it is called, what it takes, and the help that says so.
public struct CommandSpec: Sendable {
    public enum Kata: Sendable {
        case none
        case required
        case optional
        /// A name of the command's own in the kata's place (`new <Name>`), required.
        case name
        /// A kata, required, then words of the command's own (`ask 2 "…"`), which may be missing.
        case kataAndText
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

    public init(
        name: String, kata: Kata, switches: [String], valued: [String], summary: String, usage: String,
        details: String
    ) {
        self.name = name
        self.kata = kata
        self.switches = switches
        self.valued = valued
        self.summary = summary
        self.usage = usage
        self.details = details
    }
}

extension CommandSpec {
    /// `help` is no command of its own: the parser answers it. Listed last in the help.
    static let help = CommandSpec(
        name: "help", kata: .none, switches: [], valued: [],
        summary: "this help; `help <command>`: a command's own options",
        usage: "workbook help [<command>]",
        details: """
            Prints the tool's help, or one command's (also `workbook <command> --help`).

            Every command takes these options:

              --package-path <folder>   the workbook's folder, when you run the tool from
                                        elsewhere
              --time-limit <seconds>    how long a test run may take once built (default 15;
                                        WORKBOOK_TIME_LIMIT says the same)

            Exit codes, for scripts: 0 all good, 1 checked and it does not hold (yet), 2 could not
            run as asked.
            """)
}

/// Reads the command line against the tool's commands, in the order the help lists them. The first
/// is the one that runs with no command at all (the live session).
public struct CommandParser: Sendable {
    public let commands: [any WorkbookCommand.Type]
    /// Names of another tool's commands, handed on to it rather than refused as unknown.
    public let handedOn: Set<String>

    public init(_ commands: [any WorkbookCommand.Type], handingOn handedOn: Set<String> = []) {
        self.commands = commands
        self.handedOn = handedOn
    }

    /// The maintainers' commands (verify, mutants, bench, new, ask-eval) live in an executable of
    /// their own, `workbook-dev`, so a candidate's `swift run workbook` never compiles them; typed to
    /// `workbook`, they are handed on (`DevToolHandOver`).
    public static let maintainersCommands: Set<String> = ["verify", "mutants", "bench", "new", "ask-eval"]

    /// Every command's spec, `help` last.
    public var specs: [CommandSpec] { commands.map { $0.spec } + [.help] }

    public func spec(named name: String) -> CommandSpec? {
        specs.first { $0.name == name }
    }

    /// Reads the arguments after the program's name.
    public func parse(_ arguments: [String]) throws(WorkbookError) -> Invocation {
        guard let first = arguments.first else {
            guard let session = commands.first else { return .help(command: nil) }
            return try .run(session.init(parsing: ParsedArguments()))
        }
        if first == "--help" || first == "-h" { return .help(command: nil) }
        if first == "help" {
            guard arguments.count <= 2 else {
                throw WorkbookError(
                    "`help` takes at most one command name, e.g. `swift run workbook help check`.")
            }
            if let topic = arguments.dropFirst().first, spec(named: topic) == nil {
                throw unknownCommand(topic)
            }
            return .help(command: arguments.dropFirst().first)
        }
        if handedOn.contains(first) { return .handOver(command: first) }
        if first.hasPrefix("-") {
            throw WorkbookError("Unknown option \"\(first)\": see `swift run workbook --help`.")
        }
        guard let spec = spec(named: first) else { throw unknownCommand(first) }
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
                    throw Self.unknownOption(argument, of: spec)
                }
            } else if argument.hasPrefix("-"), Int(argument) == nil {
                throw Self.unknownOption(argument, of: spec)
            } else {
                positionals.append(argument)
            }
        }

        let allowed = spec.kata == .none ? 0 : spec.kata == .kataAndText ? Int.max : 1
        if positionals.count > allowed {
            let extra = positionals[allowed]
            throw WorkbookError(
                allowed == 0
                    ? "`\(spec.name)` takes no kata or other argument (got \"\(extra)\"): see `swift run workbook \(spec.name) --help`."
                    : "`\(spec.name)` takes one kata (got \"\(extra)\" too): see `swift run workbook \(spec.name) --help`."
            )
        }
        let kata = positionals.first
        if spec.kata == .name, kata == nil {
            throw WorkbookError("`\(spec.name)` is missing its first argument: `swift run \(spec.usage)`.")
        }
        if spec.kata == .kataAndText, kata == nil {
            throw WorkbookError(
                "`\(spec.name)` needs a kata number first: `swift run \(spec.usage)`, and `swift run workbook list` shows the katas."
            )
        }
        if spec.kata == .required, kata == nil {
            throw WorkbookError(
                "`\(spec.name)` needs a kata number, e.g. `swift run workbook \(spec.name) 1`: `swift run workbook list` shows them."
            )
        }

        guard let command = commands.first(where: { $0.spec.name == spec.name }) else {
            return .help(command: nil)
        }
        return try .run(
            command.init(
                parsing: ParsedArguments(
                    kata: kata, switches: switches, values: values,
                    text: positionals.count > 1 ? positionals.dropFirst().joined(separator: " ") : nil)))
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

    private func unknownCommand(_ name: String) -> WorkbookError {
        let names = specs.map(\.name).joined(separator: ", ")
        return WorkbookError(
            "Unknown command \"\(name)\": the commands are \(names) (see `swift run workbook --help`).")
    }
}
