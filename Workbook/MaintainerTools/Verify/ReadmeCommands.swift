import Foundation
import WorkbookKit

/// The commands a README shows its reader, read as a shell would read them: every line of a fenced
/// code block, and inline code that starts with `swift`. Verify holds each one to what it claims:
/// a command and options the tool or the package manager has, and a `swift test --filter` that
/// selects one kata's tests and no other's.
public struct ReadmeCommand: Equatable, Sendable {
    /// The settings before the command, `SOLUTIONS=1`, as name and value.
    public var environment: [String: String]
    /// The command's words, unquoted: `["swift", "test", "--filter", "Kata3Tests"]`.
    public var words: [String]

    /// Every command the README shows, in order; lines of a code block that are no command (a
    /// sample of output) are kept too, and `isSwift` tells them apart.
    public static func all(in markdown: String) -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        var inBlock = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock {
                if let command = ReadmeCommand(line: text) { commands.append(command) }
            } else {
                let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                for (index, span) in spans where index % 2 == 1 {
                    if let command = ReadmeCommand(line: String(span)), command.isSwift {
                        commands.append(command)
                    }
                }
            }
        }
        return commands
    }

    /// One line as a shell splits it: quotes removed, a `#` after a space starts a comment, and
    /// the `NAME=value` words in front are settings. Nil for a line with no words.
    public init?(line: String) {
        var words: [String] = []
        var word: String?
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "\\" {
                escaped = true
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " || character == "\t" {
                if let done = word { words.append(done) }
                word = nil
            } else if character == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        var environment: [String: String] = [:]
        while let first = words.first, let equals = first.firstIndex(of: "="),
            first[..<equals].allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber })
        {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        guard !words.isEmpty else { return nil }
        self.environment = environment
        self.words = words
    }

    /// A `swift` command, as opposed to a sample of output or another program.
    public var isSwift: Bool { words.first == "swift" }

    /// The pattern of `swift test … --filter X` (or `--filter=X`); nil for any other command.
    public var filter: String? {
        guard isSwift, words.dropFirst().first == "test" else { return nil }
        if let index = words.firstIndex(of: "--filter"), index + 1 < words.count { return words[index + 1] }
        return words.first { $0.hasPrefix("--filter=") }.map { String($0.dropFirst("--filter=".count)) }
    }

    /// The line as the README shows it, for the sentences that name it.
    public var shown: String {
        (environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + words)
            .joined(separator: " ")
    }
}

extension ReadmeCommand {
    /// What is wrong with the command as a reader would type it: a product, command or option
    /// neither the tool nor the package manager has, or a setting the manifest never reads.
    /// `manifest` is `Package.swift`'s text; `help` gives `swift <subcommand> --help`'s text.
    public func problems(manifest: String, help: (String) -> String) -> [String] {
        guard isSwift else { return [] }
        var found: [String] = []
        for name in environment.keys.sorted() where !manifest.contains("\"\(name)\"") {
            found.append("`\(shown)`: Package.swift never reads \(name)")
        }
        let subcommand = words.dropFirst().first ?? ""
        if subcommand == "run" {
            let product = words.dropFirst(2).first ?? ""
            let parser: CommandParser
            switch product {
            case "workbook":
                parser = CommandParser(CandidateCommands.all, handingOn: CommandParser.maintainersCommands)
            case "workbook-dev":
                parser = CommandParser(MaintainerCommands.all)
            default:
                return found + ["`\(shown)`: the workbook has no product \"\(product)\" to run"]
            }
            do throws(WorkbookError) {
                _ = try parser.parse(Array(words.dropFirst(3)))
            } catch {
                found.append("`\(shown)`: \(error.message)")
            }
            return found
        }
        guard ["test", "build"].contains(subcommand) else {
            return found + [
                "`\(shown)`: the README's commands use `swift run`, `swift test` or `swift build`"
            ]
        }
        let options = words.dropFirst(2).filter { $0.hasPrefix("-") }
        let text = help(subcommand)
        for option in options {
            let name = String(option.prefix { $0 != "=" })
            if !text.contains(name) {
                found.append("`\(shown)`: `swift \(subcommand)` has no option \(name)")
            }
        }
        if subcommand == "test", let list = words.dropFirst(2).first, !list.hasPrefix("-"), list != "list" {
            found.append("`\(shown)`: `swift test` has no subcommand \"\(list)\"")
        }
        return found
    }
}

/// Verify's reading of a README's commands against the workbook as built: the tool's parsers, the
/// package manager's help, the manifest and the test IDs `swift test list` printed.
public struct ReadmeCheck {
    public var root: URL
    public var katas: [Kata]
    public var testIDs: [String]
    /// `swift <subcommand> --help`'s text, by subcommand.
    public var help: [String: String]
    public var manifest: String

    public init(root: URL, katas: [Kata], testIDs: [String], help: [String: String]) {
        self.root = root
        self.katas = katas
        self.testIDs = testIDs
        self.help = help
        manifest =
            (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    }

    /// The check as verify runs it: the package manager's help read from `tool`.
    public init(tool: SwiftTool, katas: [Kata], testIDs: [String]) {
        self.init(root: tool.workspace.root, katas: katas, testIDs: testIDs, help: Self.help(of: tool))
    }

    /// Every problem of the commands `readme` shows, one sentence each; `kata` is the README's
    /// own kata, whose tests its filters must select (nil: any one kata).
    public func problems(readme: String, of kata: Kata?) -> [String] {
        ReadmeCommand.all(in: readme).flatMap { command in
            command.problems(manifest: manifest) { help[$0] ?? "" }
                + (command.filter.map {
                    FilterSelection.problems(of: $0, kata: kata, katas: katas, testIDs: testIDs)
                } ?? [])
        }
    }
}

extension ReadmeCheck {
    /// Judges the workbook's own README and says so: one line when it holds, then a line a problem.
    public func judgeTheWorkbooksReadme(say: (String) -> Void) -> Bool {
        let readme =
            (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        let count = ReadmeCommand.all(in: readme).filter(\.isSwift).count
        let problems = count > 0 ? problems(readme: readme, of: nil) : ["it shows no `swift` command to run"]
        if problems.isEmpty {
            say(
                "✓ README.md: \(count) command\(count == 1 ? "" : "s"), each real; each filter selects one kata"
            )
        } else {
            say("✗ README.md: \(problems.count) problem\(problems.count == 1 ? "" : "s")")
            for problem in problems { say("    \(problem)") }
        }
        return problems.isEmpty
    }

    /// `swift test --help` and `swift build --help`, which the README's options are checked against.
    public static func help(of tool: SwiftTool) -> [String: String] {
        var help: [String: String] = [:]
        for subcommand in ["test", "build"] {
            let run = ChildRun(
                tool.executable, [subcommand, "--help"], in: tool.workspace.root,
                environment: ProcessInfo.processInfo.environment, timeout: 60)
            help[subcommand] = (try? run.run())?.output ?? ""
        }
        return help
    }
}
