import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// Every command's output printed at a width, beside the same commands printed with no folding at
/// all on a fresh copy of the same workbook: the folded lines must fit, and must hold the same
/// words, none broken.
@Suite("Every command prints to the window")
struct EveryCommandPrintsTests {
    @Test("at 80 columns, every command's lines fit, and no word is broken")
    func eighty() throws {
        try expectFits(width: 80)
    }

    @Test("at 60 and 120 columns too", arguments: [60, 120])
    func otherWidths(width: Int) throws {
        try expectFits(width: width)
    }

    @Test("help fits a window of 80 by 24, with room for the command, swift run's four lines and the prompt")
    func helpFitsOneScreen() throws {
        let help = try #require(
            try PrintedWorkbook().printEveryCommand(width: 80).first { $0.name == "help" })
        #expect(help.lines.count <= 18, "help is \(help.lines.count) lines at 80 columns")
    }

    @Test(
        "text wrapped by hand in its source is joined again, then filled to the window: a command's help, the prompt read aloud",
        arguments: [60, 80, 120])
    func handWrappedTextIsFilled(width: Int) throws {
        let printed = try PrintedWorkbook().printEveryCommand(width: width)
        for help in printed where help.name.hasPrefix("help ") {
            // After the usage and its blank line: paragraphs at the margin, options indented.
            let paragraphs = help.lines.drop { !$0.isEmpty }.split(
                separator: "", omittingEmptySubsequences: true)
            for paragraph in paragraphs where !paragraph[paragraph.startIndex].hasPrefix(" ") {
                expectFilled(Array(paragraph), width: width, help.name)
            }
        }
        let sheet = try #require(printed.first { $0.name == "interview 2 --interviewer" })
        let prompt = sheet.lines.drop { $0 != "Read aloud:" }.dropFirst().prefix { !$0.isEmpty }
        let readme = try String(
            contentsOf: Repository.root.appendingPathComponent("Katas/Kata2_UseCase/README.md"),
            encoding: .utf8)
        let source = readme.components(separatedBy: "## Prompt\n")[1].components(separatedBy: "\n\n")[0]
        #expect(
            prompt.map { $0.dropFirst(2) }.joined(separator: " ")
                == source.split(separator: "\n").joined(separator: " "),
            "the prompt read aloud is not the README's, joined")
        expectFilled(Array(prompt), width: min(width - 1, 100), "the prompt read aloud")
    }

    /// Lines of one paragraph, each as full as the window allows: the next line's first word would
    /// not have fitted after it. A line broken by hand in the source fails this.
    func expectFilled(_ lines: [String], width: Int, _ name: String) {
        for (line, next) in zip(lines, lines.dropFirst()) {
            let text = next.drop { $0 == " " }
            var word = text.prefix { $0 != " " }
            if word.hasPrefix("`"), let close = text.dropFirst().firstIndex(of: "`") {
                word = text[...close] + text[text.index(after: close)...].prefix { $0 != " " }
            }
            #expect(
                line.count + 1 + word.count > width,
                "\(name): \"\(word)\" would have fitted after \"\(line)\" (\(width) columns)")
        }
    }

    func expectFits(width: Int) throws {
        let workbook = try PrintedWorkbook()
        let folded = try workbook.printEveryCommand(width: width)
        let whole = try PrintedWorkbook().printEveryCommand(width: 10_000)
        let code = try workbook.code()
        #expect(folded.map(\.name) == whole.map(\.name))
        for (narrow, wide) in zip(folded, whole) {
            // Code and diffs are never folded: only prose must fit.
            for line in narrow.lines where line.count > width && !code.contains(line) {
                Issue.record("\(narrow.name): a line of \(line.count) columns at \(width): \(line)")
            }
            switch narrow.layout {
            case .lineByLine: expectFolded(narrow, from: wide, width: width, code: code)
            case .toTheWindow:
                #expect(
                    words(narrow.lines) == words(wide.lines),
                    "\(narrow.name): words broken, lost or moved at \(width) columns")
            case .columnsDropped:
                let known = Set(words(wide.lines))
                for word in words(narrow.lines) where !known.contains(word) {
                    Issue.record("\(narrow.name): \"\(word)\" at \(width) columns is a broken word")
                }
            }
            expectCommandsWhole(narrow, from: wide, width: width)
            // A chart's row, or a bar, folded at its spaces would leave blocks with no axis.
            for line in narrow.lines where line.contains(where: "▁▂▃▄▅▆▇█".contains) {
                #expect(
                    line.contains(where: "┤│░".contains),
                    "\(narrow.name): a drawing is folded at \(width): \(line)")
            }
        }
    }

    /// Each line printed whole is the same line folded: unchanged when it fits, else the lines
    /// that follow hold its words in order. A line of code or of a diff is unchanged at any width.
    func expectFolded(_ narrow: Printed, from wide: Printed, width: Int, code: Set<String>) {
        var next = 0
        for line in wide.lines {
            let wanted = line.split(separator: " ")
            var found: [Substring] = []
            let first = next
            repeat {
                guard next < narrow.lines.count else {
                    Issue.record("\(narrow.name): the folded output ends before \"\(line)\"")
                    return
                }
                found += narrow.lines[next].split(separator: " ")
                next += 1
            } while found.count < wanted.count
            #expect(found == wanted, "\(narrow.name): \"\(line)\" is folded with a word broken or lost")
            if line.count <= width || code.contains(line) {
                #expect(
                    narrow.lines[first] == line && next == first + 1,
                    "\(narrow.name): \"\(line)\" is folded at \(width) columns, needlessly or as code")
            }
        }
        #expect(next == narrow.lines.count, "\(narrow.name): more lines folded than printed whole")
    }

    /// A command in backticks that fits on a line is never folded inside.
    func expectCommandsWhole(_ narrow: Printed, from wide: Printed, width: Int) {
        for line in wide.lines {
            for span in line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            where span.offset % 2 == 1 && span.element.contains(" ") && span.element.count + 2 <= width / 2 {
                let command = "`\(span.element)`"
                #expect(
                    narrow.lines.contains { $0.contains(command) },
                    "\(narrow.name): \(command) is folded inside at \(width) columns")
            }
        }
    }

    /// The words of some lines, drawings (a chart's bars, its axes) left out.
    func words(_ lines: [String]) -> [Substring] {
        let drawing = Set("▁▂▃▄▅▆▇█░─┤│└")
        return lines.flatMap { $0.split(separator: " ") }.filter { !$0.allSatisfy(drawing.contains) }
    }
}

/// What one command printed, and how its lines may change with the width.
struct Printed {
    enum Layout {
        /// Printed the same at any width, then folded by the console.
        case lineByLine
        /// Laid out for the width (bullets folded under their text): the same words in the same order.
        case toTheWindow
        /// Columns or drawings left out or narrowed at a small width: no word that was not there.
        case columnsDropped
    }

    var name: String
    var layout: Layout
    var lines: [String]
}

/// A small workbook of three real katas (copies of the repository's Kata2, Kata3 and Kata11),
/// with two mock interviews on Kata3, in a folder of its own.
final class PrintedWorkbook {
    let folder: TemporaryFolder
    let workspace: Workspace

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("// Package", to: "Package.swift")
        for tree in ["Katas", "Solutions"] {
            for kata in ["Kata2_UseCase", "Kata3_Repository", "Kata11_TokenRefresh"] {
                try FileManager.default.createDirectory(
                    at: folder.url.appendingPathComponent(tree), withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: Repository.root.appendingPathComponent("\(tree)/\(kata)"),
                    to: folder.url.appendingPathComponent("\(tree)/\(kata)"))
            }
        }
        workspace = Workspace(root: folder.url)
        let kata = try workspace.kata("3")
        let start = Date(timeIntervalSince1970: 1_777_284_000)
        var first = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: start, seconds: 1500, limitSeconds: 1800, passing: 21, total: 21,
            hintsUsed: 1, solved: true,
            timeline: [
                .init(second: 120, kind: .compileError, passing: 0, total: 21),
                .init(second: 300, kind: .run, passing: 8, total: 21),
                .init(second: 700, kind: .hint, passing: 8, total: 21),
                .init(second: 1500, kind: .green, passing: 21, total: 21),
            ], end: .solved)
        first.rating = ["Correctness": .strong, "Tests": .fair, "Naming": .strong, "Layering": .weak]
        var second = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: start.addingTimeInterval(7 * 86_400), seconds: 1100,
            limitSeconds: 1800, passing: 21, total: 21, hintsUsed: 0, solved: true,
            timeline: [
                .init(second: 300, kind: .run, passing: 12, total: 21),
                .init(second: 1100, kind: .green, passing: 21, total: 21),
            ], end: .solved)
        second.blind = CandidateProgress.BlindScore(
            anticipated: 9, asked: 6, told: 6, total: 21, questions: 7)
        ProgressStore(workspace: workspace).update(warn: { _ in }, { $0.attempts = [first, second] })
    }

    /// Kata3's code as `solution 3` lists it and `solution 3 --diff` shows it: each line of its
    /// files, and the same with a diff's marker; the diff's file headers.
    func code() throws -> Set<String> {
        let kata = try workspace.kata("3")
        var code: Set<String> = []
        for folder in [kata.exerciseFolder, kata.solutionFolder] {
            for (path, text) in SolutionView.ownFiles(in: folder) {
                for line in UnifiedDiff.split(text) {
                    code.formUnion([line, " " + line, "+" + line, "-" + line])
                }
                code.insert("--- Katas/\(kata.folder)/\(path) (yours)")
                code.insert("+++ Solutions/\(kata.folder)/\(path) (reference)")
            }
        }
        return code
    }

    /// Every command, and every sentence the issue saw broken, printed at `width` columns.
    func printEveryCommand(width: Int) throws -> [Printed] {
        var printed: [Printed] = []
        func print(
            _ name: String, _ layout: Printed.Layout = .lineByLine, _ body: (CommandContext) throws -> Void
        )
            throws
        {
            let said = Mutex("")
            // As on a terminal (colours included), of a width that is not measured.
            let console = Console(isInteractive: true, width: width) { text in said.withLock { $0 += text } }
            try body(CommandContext(options: GlobalOptions(), workspace: workspace, console: console))
            // What shows: the colours' escape sequences take no column.
            var lines = said.withLock { $0 }.replacing(#/\x1B\[[0-9;]*m/#, with: "").split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            if lines.last == "" { lines.removeLast() }
            printed.append(Printed(name: name, layout: layout, lines: lines))
        }
        let parser = CommandParser(CandidateCommands.all)
        let kata = try workspace.kata("3")

        try print("help") { $0.console.say(Help.tool(parser.specs)) }
        try print("workbook-dev help") { $0.console.say(Help.tool(parser.specs, for: .maintainers)) }
        for spec in parser.specs {
            try print("help \(spec.name)") { $0.console.say(Help.command(spec)) }
        }
        try print("list", .columnsDropped) { _ = try ListCommand().run(in: $0) }
        for time in 1...4 {
            try print("hint 3, time \(time)") { _ = try HintCommand(kata: "3", all: false).run(in: $0) }
        }
        try print("hint 3 --all") { _ = try HintCommand(kata: "3", all: true).run(in: $0) }
        try print("ask") {
            _ = try AskCommand(kata: "11", question: "Which token signs each request, with its headers kept?")
                .run(in: $0)
        }
        try print("ask, your call") {
            _ = try AskCommand(kata: "11", question: "What colour is it?").run(in: $0)
        }
        try print("solution's question") { $0.console.ask(SolutionView.question(kata)) }
        try print("solution with nobody to ask") { context in
            // The refusal is an error: the tool prints it on standard error, as one sentence.
            do throws(WorkbookError) {
                _ = try SolutionCommand(kata: "3", diff: true, yes: false) { _ in nil }.run(in: context)
            } catch {
                context.console.say(error.message)
            }
        }
        try print("solution declined") {
            _ = try SolutionCommand(kata: "3", diff: true, yes: false) { _ in "n" }.run(in: $0)
        }
        try print("solution 3 --diff") {
            _ = try SolutionCommand(kata: "3", diff: true, yes: false) { _ in "y" }.run(in: $0)
        }
        try print("solution 3") { _ = try SolutionCommand(kata: "3", diff: false, yes: true).run(in: $0) }
        try print("interview 2 --interviewer", .toTheWindow) {
            _ = try InterviewCommand(kata: "2", minutes: nil, interviewer: true).run(in: $0)
        }
        try print("an interview's result", .toTheWindow) { context in
            let told = Behaviour(
                suite: "Reading orders", text: "falls back to the cache when the remote fails")
            var attempt = CandidateProgress.Attempt(
                kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 1100,
                limitSeconds: 1800,
                passing: 21, total: 21, hintsUsed: 1, solved: true, end: .solved)
            attempt.blind = CandidateProgress.BlindScore(
                anticipated: 9, asked: 6, told: 6, total: 21, questions: 7)
            context.console.say(
                wrapping: InterviewText.result(kata, attempt, told: [told], window: context.console.width))
        }
        try print("the debrief") { context in try debrief(kata, in: context) }
        try print("history") { _ = try HistoryCommand(kata: nil, markdown: false).run(in: $0) }
        try print("history 3", .columnsDropped) {
            _ = try HistoryCommand(kata: "3", markdown: false).run(in: $0)
        }
        // In colour, as a terminal shows it (the tests run with NO_COLOR set).
        try print("history 3, in colour", .columnsDropped) { context in
            context.console.say(
                wrapping: History.kataView(
                    kata, progress: context.store.load().progress, timeZone: .gmt, colour: true,
                    window: context.console.width))
        }
        try print("history 3 --markdown") { _ = try HistoryCommand(kata: "3", markdown: true).run(in: $0) }
        try print("the session's end") { $0.say(SessionCommand.farewell(solved: 1, of: 11)) }
        try print("a mistake on the command line") { context in
            for typed in [
                ["ask", "3"], ["interview", "3", "--live", "--interviewer"], ["hint", "3", "--every"],
            ] {
                do throws(WorkbookError) {
                    _ = try parser.parse(typed)
                } catch {
                    context.say("workbook: " + error.message)
                }
            }
        }
        return printed
    }

    /// The solo debrief after an interview on `kata`: each follow-up answered with Enter, then the
    /// rubric rated, as a candidate at the terminal would.
    func debrief(_ kata: Kata, in context: CommandContext) throws {
        // The debrief runs nothing: any `swift` on the PATH will do.
        try folder.write("", to: "bin/swift")
        chmod(folder.url.appendingPathComponent("bin/swift").path, 0o755)
        let tool = try SwiftTool(
            workspace: workspace, environment: ["PATH": folder.url.appendingPathComponent("bin").path])
        let answers = Mutex(
            Array(repeating: "", count: Debrief(sheet: kata.sheet).steps.count) + [
                "s", "f", "maybe", "w", "f", "s",
            ])
        let interview = Interview(
            checker: Checker(workspace: workspace, tool: tool, console: context.console),
            store: context.store,
            input: { answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
        let started = try #require(context.store.load().progress.attempts.last?.startedAt)
        interview.debrief(kata, startedAt: started)
    }
}
