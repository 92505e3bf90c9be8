import Testing

@testable import WorkbookKit

@Suite("Reading the command line")
struct ArgumentsTests {
    @Test("no arguments is the live session on the first kata not solved")
    func emptyIsSession() throws {
        #expect(try Command.parse([]) == .session(kata: nil))
    }

    @Test(
        "reads each command with its kata and options",
        arguments: [
            (["list"], Command.list),
            (["start", "3"], .session(kata: "3")),
            (["check", "3"], .check(kata: "3", solutions: false, all: false)),
            (["check", "--solutions", "Kata3"], .check(kata: "Kata3", solutions: true, all: false)),
            (["check", "2", "--all"], .check(kata: "2", solutions: false, all: true)),
            (["check", "--all", "--solutions", "2"], .check(kata: "2", solutions: true, all: true)),
            (["watch", "2"], .watch(kata: "2", solutions: false)),
            (["hint", "1", "--all"], .hint(kata: "1", all: true)),
            (["solution", "1", "--diff"], .solution(kata: "1", diff: true, yes: false)),
            (["solution", "2", "--yes"], .solution(kata: "2", diff: false, yes: true)),
            (["reset", "4"], .reset(kata: "4", from: nil, undo: false)),
            (["reset", "4", "--from", "origin/main"], .reset(kata: "4", from: "origin/main", undo: false)),
            (["reset", "4", "--undo"], .reset(kata: "4", from: nil, undo: true)),
            (["interview"], .interview(kata: nil, minutes: nil, interviewer: false)),
            (["interview", "2", "--minutes", "20"], .interview(kata: "2", minutes: 20, interviewer: false)),
            (["interview", "--minutes=7"], .interview(kata: nil, minutes: 7, interviewer: false)),
            (["interview", "3", "--interviewer"], .interview(kata: "3", minutes: nil, interviewer: true)),
            (
                ["interview", "3", "--no-debrief"],
                .interview(kata: "3", minutes: nil, interviewer: false, debrief: false)
            ),
            (["bench", "1"], .bench(kata: "1", runs: 5)),
            (["history"], .history(kata: nil, markdown: false)),
            (["history", "1", "--markdown"], .history(kata: "1", markdown: true)),
            (["bench", "1", "--runs", "3"], .bench(kata: "1", runs: 3)),
            (["verify"], .verify),
        ] as [([String], Command)])
    func readsCommands(arguments: [String], expected: Command) throws {
        #expect(try Command.parse(arguments) == expected)
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
        #expect(try Command.parse(arguments) == .help(command: topic))
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
        ] as [([String], String)])
    func refusesBadInput(arguments: [String], start: String) {
        #expect {
            try Command.parse(arguments)
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
            try Command.parse(arguments)
        } throws: { error in
            (error as? WorkbookError)?.message.hasPrefix(start) == true
        }
    }

    @Test("the distance between two words counts the letters added, dropped or changed")
    func editDistance() {
        #expect(Command.editDistance("--solution", "--solutions") == 1)
        #expect(Command.editDistance("--dif", "--diff") == 1)
        #expect(Command.editDistance("kitten", "sitting") == 3)
        #expect(Command.editDistance("", "abc") == 3)
        #expect(Command.editDistance("same", "same") == 0)
    }

    @Test("every command has a usage line and help text, listed in the tool's help")
    func helpCoversEveryCommand() {
        for spec in CommandSpec.all {
            #expect(spec.usage.hasPrefix("workbook"))
            #expect(!spec.details.isEmpty)
            #expect(Help.tool.contains("  \(spec.name) "))
            #expect(Help.command(spec).contains(spec.usage))
        }
    }
}
