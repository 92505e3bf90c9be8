import Testing

@testable import MaintainerTools
@testable import WorkbookKit

/// The tool's own parser: every command main.swift hands it.
let parser = CommandParser(CandidateCommands.all + MaintainerCommands.all)

/// The command a line runs, as its type and values read (the help, as nil).
func command(_ arguments: [String]) throws -> String? {
    guard case .run(let command) = try parser.parse(arguments) else { return nil }
    return String(reflecting: command)
}

@Suite("Reading the command line")
struct ArgumentsTests {
    @Test("no arguments is the live session on the first kata not solved")
    func emptyIsSession() throws {
        #expect(try command([]) == String(reflecting: SessionCommand(kata: nil)))
    }

    @Test(
        "reads each command with its kata and options",
        arguments: [
            (["list"], ListCommand()),
            (["start", "3"], SessionCommand(kata: "3")),
            (["check", "3"], CheckCommand(kata: "3", solutions: false, all: false)),
            (["check", "--solutions", "Kata3"], CheckCommand(kata: "Kata3", solutions: true, all: false)),
            (["check", "2", "--all"], CheckCommand(kata: "2", solutions: false, all: true)),
            (["check", "--all", "--solutions", "2"], CheckCommand(kata: "2", solutions: true, all: true)),
            (["watch", "2"], WatchCommand(kata: "2", solutions: false)),
            (["hint", "1", "--all"], HintCommand(kata: "1", all: true)),
            (["solution", "1", "--diff"], SolutionCommand(kata: "1", diff: true, yes: false)),
            (["solution", "2", "--yes"], SolutionCommand(kata: "2", diff: false, yes: true)),
            (["reset", "4"], ResetCommand(kata: "4", from: nil, undo: false)),
            (
                ["reset", "4", "--from", "origin/main"],
                ResetCommand(kata: "4", from: "origin/main", undo: false)
            ),
            (["reset", "4", "--undo"], ResetCommand(kata: "4", from: nil, undo: true)),
            (["interview"], InterviewCommand(kata: nil, minutes: nil, interviewer: false)),
            (
                ["interview", "2", "--minutes", "20"],
                InterviewCommand(kata: "2", minutes: 20, interviewer: false)
            ),
            (["interview", "--minutes=7"], InterviewCommand(kata: nil, minutes: 7, interviewer: false)),
            (
                ["interview", "3", "--interviewer"],
                InterviewCommand(kata: "3", minutes: nil, interviewer: true)
            ),
            (
                ["interview", "3", "--no-debrief"],
                InterviewCommand(kata: "3", minutes: nil, interviewer: false, debrief: false)
            ),
            (["bench", "1"], BenchCommand(kata: "1", runs: 5)),
            (["history"], HistoryCommand(kata: nil, markdown: false)),
            (["history", "1", "--markdown"], HistoryCommand(kata: "1", markdown: true)),
            (["bench", "1", "--runs", "3"], BenchCommand(kata: "1", runs: 3)),
            (["verify"], VerifyCommand()),
            (["mutants"], MutantsCommand(kata: nil)),
            (["clean", "--all"], CleanCommand(all: true)),
            (
                ["new", "LoadMore", "--grade", "3", "--minutes=25", "--layer", "Data"],
                NewCommand(name: "LoadMore", grade: 3, minutes: 25, layer: "Data")
            ),
        ] as [([String], any WorkbookCommand)])
    func readsCommands(arguments: [String], expected: any WorkbookCommand) throws {
        #expect(try command(arguments) == String(reflecting: expected))
    }

    @Test(
        "asks for help in every spelling",
        arguments: [
            (["--help"], nil),
            (["-h"], nil),
            (["help"], nil),
            (["help", "check"], "check"),
            (["check", "--help"], "check"),
            (["interview", "2", "-h"], "interview"),
            (["reset", "--bogus", "--help"], "reset"),
        ] as [([String], String?)])
    func help(arguments: [String], topic: String?) throws {
        guard case .help(let asked) = try parser.parse(arguments) else {
            Issue.record("\(arguments) ran a command instead of asking for help")
            return
        }
        #expect(asked == topic)
    }

    @Test(
        "refuses bad input with one sentence and exit code 2",
        arguments: [
            (["frobnicate"], "Unknown command \"frobnicate\""),
            (["--verbose"], "Unknown option \"--verbose\""),
            (["check"], "`check` needs a kata number"),
            (["check", "1", "2"], "`check` takes one kata (got \"2\" too)"),
            (["check", "1", "--diff"], "`check` has no option \"--diff\""),
            (["hint", "1", "-x"], "`hint` has no option \"-x\""),
            (["list", "3"], "`list` takes no kata"),
            (["interview", "--minutes"], "--minutes needs a value"),
            (["interview", "--minutes", "soon"], "--minutes takes a whole number"),
            (["interview", "--minutes", "0"], "--minutes takes a whole number"),
            (["help", "nothing"], "Unknown command \"nothing\""),
            (["new", "--grade", "3"], "`new` is missing its first argument"),
            (["new", "Paging", "--grade", "3"], "`new` needs --grade, --minutes and --layer"),
        ] as [([String], String)])
    func refusesBadInput(arguments: [String], start: String) {
        #expect {
            try parser.parse(arguments)
        } throws: { error in
            guard let error = error as? WorkbookError else { return false }
            return error.exitCode == 2 && error.message.hasPrefix(start) && !error.message.contains("\n")
        }
    }

    @Test(
        "an option a letter or two away from a real one is named: did you mean it?",
        arguments: [
            (
                ["check", "1", "--solution"],
                "`check` has no option \"--solution\": did you mean --solutions?"
            ),
            (["hint", "2", "--al"], "`hint` has no option \"--al\": did you mean --all?"),
            (
                ["interview", "2", "--minute=5"],
                "`interview` has no option \"--minute\": did you mean --minutes?"
            ),
            (
                ["check", "1", "--diff"],
                "`check` has no option \"--diff\": its options are --solutions, --all"
            ),
        ] as [([String], String)])
    func didYouMean(arguments: [String], start: String) {
        #expect {
            try parser.parse(arguments)
        } throws: { error in
            (error as? WorkbookError)?.message.hasPrefix(start) == true
        }
    }

    @Test("the distance between two words counts the letters added, dropped or changed")
    func editDistance() {
        #expect(CommandParser.editDistance("--solution", "--solutions") == 1)
        #expect(CommandParser.editDistance("--dif", "--diff") == 1)
        #expect(CommandParser.editDistance("kitten", "sitting") == 3)
        #expect(CommandParser.editDistance("", "abc") == 3)
        #expect(CommandParser.editDistance("same", "same") == 0)
    }

    @Test("every command has a usage line and help text, listed in the tool's help")
    func helpCoversEveryCommand() {
        for spec in parser.specs {
            #expect(spec.usage.hasPrefix("workbook"))
            #expect(!spec.details.isEmpty)
            #expect(Help.tool(parser.specs).contains("  \(spec.name) "))
            #expect(Help.command(spec).contains(spec.usage))
        }
    }

    @Test("each command is declared once: its name is its own, and typing it runs that type")
    func declaredOnce() throws {
        let names = parser.specs.map(\.name)
        #expect(Set(names).count == names.count, "two commands share a name: \(names)")
        for type in parser.commands where type.spec.kata == .none || type.spec.kata == .optional {
            let ran = try command([type.spec.name])
            #expect(
                ran?.hasPrefix(String(reflecting: type) + "(") == true,
                "`\(type.spec.name)` ran \(ran ?? "the help"), not \(type)")
        }
    }
}

@Suite("The maintainers' commands, typed to workbook")
struct HandOverTests {
    let parser = CommandParser(CandidateCommands.all, handingOn: CommandParser.maintainersCommands)

    @Test("each is handed on to workbook-dev, with whatever follows it")
    func handedOn() throws {
        for name in ["verify", "mutants", "bench", "new", "ask-eval"] {
            guard case .handOver(let command) = try parser.parse([name, "3"]) else {
                Issue.record("\(name) was not handed on")
                continue
            }
            #expect(command == name)
        }
    }

    @Test("the candidate's own commands and unknown words are not")
    func notHandedOn() throws {
        guard case .run = try parser.parse(["check", "3"]) else {
            Issue.record("check was not run")
            return
        }
        #expect(throws: WorkbookError.self) { try parser.parse(["verifyy"]) }
        #expect(!CandidateCommands.all.contains { CommandParser.maintainersCommands.contains($0.spec.name) })
    }
}
