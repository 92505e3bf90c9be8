import Foundation

/// What each command's wiring receives: the global options, the workbook it runs in, the
/// progress file and the console. `main.swift` parses, builds this once and dispatches.
public struct CommandContext: Sendable {
    public let options: GlobalOptions
    public let workspace: Workspace
    public let store: ProgressStore
    public let console: Console
    /// What the start of the command said, before it ran: a round cut short, given back. A command
    /// that draws a screen shows these lines on it, or its first frame would draw over them.
    public var saidFirst: [String] = []

    public init(options: GlobalOptions, workspace: Workspace, console: Console) {
        self.options = options
        self.workspace = workspace
        self.store = ProgressStore(workspace: workspace)
        self.console = console
    }

    /// Finds the workbook from `--package-path`, the current folder or the executable's place.
    public static func locate(options: GlobalOptions, console: Console) throws(WorkbookError)
        -> CommandContext
    {
        let workspace = try Workspace.locate(
            packagePath: options.packagePath,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            executable: Bundle.main.executableURL)
        return CommandContext(options: options, workspace: workspace, console: console)
    }

    /// What every command does first: gives back the files of a blind round cut short (its
    /// process is gone), and has the way out after a signal or an error give back those of a round
    /// this process runs. The lines go to standard error, so a piped diff stays a diff, and into
    /// `saidFirst`.
    public mutating func putRightCutShortRounds() {
        let blind = BlindFiles(workspace: workspace)
        let errors = Console.standardError
        saidFirst = blind.giveBackStale()
        for line in saidFirst { errors.say(line) }
        Interruption.shared.beforeExit {
            for line in blind.giveBackHeld() { errors.say(line) }
        }
    }

    public func say(_ line: String) {
        console.say(line)
    }

    /// The `swift` tool, with the test time limit the command line or the environment set.
    public func swiftTool() throws(WorkbookError) -> SwiftTool {
        var tool = try SwiftTool(workspace: workspace)
        tool.testTimeLimit = options.timeLimit ?? SwiftTool.defaultTestTimeLimit
        return tool
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

/// What each executable's `main.swift` does, once: parse, locate the workbook, run the command and
/// exit with its code; a bad command line or a failure is one sentence on standard error.
public enum ToolMain {
    public static func run(_ parser: CommandParser, name: String, audience: Help.Audience) -> Never {
        let console = Console.standard
        func fail(_ error: WorkbookError) -> Never {
            console.clearStatus()
            Interruption.shared.runExitWork()
            TemporaryFiles.shared.removeAll()
            sayFailure(error, name: name, on: .standardError)
            exit(error.exitCode)
        }
        // Ctrl-C ends the running build or test run too, and says so in one sentence: no stack trace,
        // and the progress file is only ever replaced whole, so it is never left half-written.
        Interruption.shared.install(console: console)
        let typed = Array(CommandLine.arguments.dropFirst())
        do throws(WorkbookError) {
            let (options, arguments) = try GlobalOptions.extract(
                typed, environment: ProcessInfo.processInfo.environment)
            if arguments.isEmpty, audience == .maintainers {
                console.say(Help.tool(parser.specs, for: audience))
                exit(0)
            }
            switch try parser.parse(arguments) {
            case .help(let command):
                console.say(
                    command.flatMap(parser.spec(named:)).map(Help.command)
                        ?? Help.tool(parser.specs, for: audience))
                exit(0)
            case .run(let command):
                var context = try CommandContext.locate(options: options, console: console)
                context.putRightCutShortRounds()
                exit(try command.run(in: context))
            case .handOver(let command):
                var context = try CommandContext.locate(options: options, console: console)
                context.putRightCutShortRounds()
                console.say(
                    "(\(command) is a maintainer's command: running `swift run workbook-dev \(command)`.)")
                fail(DevToolHandOver.handOver(typed, root: context.workspace.root))
            }
        } catch {
            fail(error)
        }
    }

    /// Why a command could not run: one sentence after the tool's name, folded to the window like
    /// every line of prose (a terminal would fold it inside a word).
    public static func sayFailure(_ error: WorkbookError, name: String, on console: Console) {
        console.say(name + ": " + error.message)
    }
}
