import Foundation
import Testing

@testable import WorkbookKit

/// After a review round the debrief groups the key by what the last run's suite saw: the slips
/// named, the slips missed, the sound lines flagged. Without the suite's files, the key as before.
@Suite("A review round's verdict in the debrief")
struct ReviewVerdictTests {
    @Test("the suite's files group the key: named, missed, sound code flagged")
    func grouped() throws {
        let (folder, kata) = try ReviewKindTests.review()
        try folder.write("named: \nmissed: S1\n", to: ".workbook/review/Kata9/slips")
        try folder.write("flagged: D1\n", to: ".workbook/review/Kata9/flags")
        let lines = LayeringRead.lines(for: kata)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("Named:"))
        let missed = try #require(lines.firstIndex(of: "Missed:"))
        #expect(lines[missed + 1] == "  - Domain/Rule.swift:4: The rule is wide. It costs. Fix: Narrow it.")
        let flagged = try #require(lines.firstIndex(of: "Sound code flagged as a slip (a false alarm each):"))
        #expect(lines[flagged + 1] == "  - Domain/Rule.swift:1: A doc comment. It is fine.")
    }

    @Test("a slip the suite saw named is under Named, and no sound line is flagged")
    func named() throws {
        let rows = ReviewSlips.rows(
            in:
                "| S1 | slip | A.swift:4 | Wide | It costs | Narrow |\n| S2 | slip | B.swift:9 | Loud | It hurts | Hush |\n"
                + "| D1 | sound | A.swift:1 | Fine | Fine it is | - |\n")
        let verdict = ReviewVerdict(named: ["S2"], missed: ["S1"], flagged: [])
        let lines = ReviewSlips.lines(for: rows, verdict: verdict)
        #expect(
            lines == [
                "", "Named: 1 of 2 slips in the change:", "  - B.swift:9: Loud. It hurts. Fix: Hush.",
                "", "Missed:", "  - A.swift:4: Wide. It costs. Fix: Narrow.",
                "", "Sound code that looks like a slip, left alone:", "  - A.swift:1: Fine. Fine it is.",
            ])
    }

    @Test("solution shows the key, and the grouping only when a check left a verdict")
    func solution() throws {
        let (folder, kata) = try ReviewKindTests.review()
        #expect(!SolutionView.reference(kata, root: folder.url).contains("Missed:"))
        try folder.write("named: \nmissed: S1\n", to: ".workbook/review/Kata9/slips")
        let shown = SolutionView.reference(kata, root: folder.url)
        #expect(shown.contains("Your review, as the last check read it:"))
        #expect(shown.contains("Missed:"))
        #expect(shown.contains("── Solutions/Kata9_Review/SLIPS.md ──"))
    }

    @Test("without the suite's files the debrief shows the whole key, as before any run")
    func wholeKey() throws {
        let (folder, kata) = try ReviewKindTests.review()
        _ = folder
        let text = LayeringRead.lines(for: kata).joined(separator: "\n")
        #expect(text.contains("The 1 slip in the change"))
        #expect(!text.contains("Missed:"))
        #expect(!text.contains("Named:"))
    }

    @Test("a run of the review's own tree clears the last verdict and names the folder; others don't")
    func toolForTheRun() throws {
        let (folder, kata) = try ReviewKindTests.review()
        try folder.write("named: S1\n", to: ".workbook/review/Kata9/slips")
        let workspace = Workspace(root: folder.url)
        let plain = try SwiftTool(workspace: workspace)
        #expect(ReviewVerdict.tool(plain, for: kata, mode: .solutions).environmentChanges.isEmpty)
        #expect(ReviewVerdict.read(from: ReviewVerdict.folder(of: kata)) != nil)
        let tool = ReviewVerdict.tool(plain, for: kata, mode: .exercises)
        let named = try #require(tool.environmentChanges[ReviewVerdict.variable] ?? nil)
        #expect(URL(fileURLWithPath: named).standardizedFileURL.path.hasSuffix(".workbook/review/Kata9"))
        #expect(ReviewVerdict.read(from: ReviewVerdict.folder(of: kata)) == nil)
    }

    /// Found in a played round of Kata13: the result said "2 of 4 behaviours pass" and named no
    /// slip; the two missed were named only far above it, scrolled off an 80×24 window.
    @Test("a review round's result names the slips missed and the sound lines flagged, in its last rows")
    func resultNamesThem() throws {
        let (folder, kata) = try ReviewKindTests.review()
        try folder.write("named: \nmissed: S1\n", to: ".workbook/review/Kata9/slips")
        try folder.write("flagged: D1\n", to: ".workbook/review/Kata9/flags")
        let attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 600, limitSeconds: 1500,
            passing: 0, total: 2, hintsUsed: 0, solved: false, passingAtStart: 0, end: .stopped, live: false)
        let lines = InterviewText.result(kata, attempt, window: 80)
        let summary = lines.suffix(from: try #require(lines.lastIndex(of: "══ Result ══")))

        #expect(summary.contains("Missed 1 of 1 slip:"), "\(summary)")
        #expect(summary.contains("  - Domain/Rule.swift:4: The rule is wide"), "\(summary)")
        #expect(summary.contains("Flagged as a slip, but sound (a false alarm each):"), "\(summary)")
        #expect(summary.contains("  - Domain/Rule.swift:1: A doc comment"), "\(summary)")
        var live = attempt
        live.live = true
        let shown = InterviewText.result(kata, live, window: 80)
        #expect(
            !shown.contains { $0.contains("Rule.swift") }, "a live round's key is the interviewer's: \(shown)"
        )
    }

    @Test("a review that named every slip and flagged nothing adds nothing to the result")
    func resultAllNamed() throws {
        let (folder, kata) = try ReviewKindTests.review()
        try folder.write("named: S1\nmissed: \n", to: ".workbook/review/Kata9/slips")
        let attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 600, limitSeconds: 1500,
            passing: 2, total: 2, hintsUsed: 0, solved: true, passingAtStart: 0, end: .solved, live: false)
        let lines = InterviewText.result(kata, attempt, window: 80)
        let summary = lines.suffix(from: try #require(lines.lastIndex(of: "══ Result ══")))
        #expect(!summary.contains { $0.hasPrefix("Missed") || $0.hasPrefix("Flagged") }, "\(summary)")
    }

    @Test("Kata13 with every slip missed and a false alarm names three in the result and counts the rest")
    func resultKeepsToItsRows() throws {
        let kata = try Workspace(root: Repository.root).kata("13")
        let text = try String(
            contentsOf: kata.solutionFolder.appendingPathComponent(KataKind.slipsFile), encoding: .utf8)
        let rows = ReviewSlips.rows(in: text)
        let verdict = ReviewVerdict(named: [], missed: Set(rows.filter(\.isSlip).map(\.id)), flagged: ["D5"])
        let lines = ReviewSlips.resultLines(for: rows, verdict: verdict, kata: kata, width: 79)
        #expect(lines.filter { $0.hasPrefix("  - ") }.count == 3, "\(lines)")
        #expect(lines.first == "Missed 12 of 12 slips:")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "  … and 10 more: `swift run workbook solution 13` gives why and the fix.")
            }, "\(lines)")
        #expect(lines.last?.hasPrefix("  - App/AppContainer.swift:12:") == true, "\(lines)")
        #expect(lines.count <= 8, "\(lines.count) rows\n\(lines.joined(separator: "\n"))")
    }

    /// Found by a newcomer: the result said "and 5 more: solution 13" right under the Missed list
    /// the round had just printed in full, sending them to a command that shows it again.
    @Test("a result under the key's full list counts the rest as the list above, once")
    func restIsAbove() throws {
        let kata = try Workspace(root: Repository.root).kata("13")
        let text = try String(
            contentsOf: kata.solutionFolder.appendingPathComponent(KataKind.slipsFile), encoding: .utf8)
        let rows = ReviewSlips.rows(in: text)
        let verdict = ReviewVerdict(named: [], missed: Set(rows.filter(\.isSlip).map(\.id)), flagged: [])
        let lines = ReviewSlips.resultLines(
            for: rows, verdict: verdict, kata: kata, width: 79, listedAbove: true)

        #expect(!lines.contains { $0.contains("workbook solution") }, "\(lines)")
        #expect(lines.last == "  … and 9 more, each in the list above with why and the fix.", "\(lines)")
    }

    /// Found by a newcomer at 80×24: with ten slips missed and one false alarm, the result printed
    /// three missed, then the false alarms' heading with nothing under it, then "… and 8 more":
    /// the false alarm unnamed, and the Missed list's count under the wrong heading.
    @Test(
        "each group of the result names its own rows and counts its own rest",
        arguments: [
            // (missed, flagged, the result's lines: M a missed row, F a flagged one, +n a rest line)
            (
                10, 1,
                [
                    "Missed 10 of 12 slips:", "M", "M", "+8",
                    "Flagged as a slip, but sound (a false alarm each):", "F",
                ]
            ),
            (0, 1, ["Flagged as a slip, but sound (a false alarm each):", "F"]),
            (0, 5, ["Flagged as slips, but sound (a false alarm each):", "F", "F", "F", "+2"]),
            (2, 0, ["Missed 2 of 12 slips:", "M", "M"]),
            (12, 0, ["Missed 12 of 12 slips:", "M", "M", "M", "+9"]),
            (3, 0, ["Missed 3 of 12 slips:", "M", "M", "M"]),
            (
                1, 2,
                ["Missed 1 of 12 slips:", "M", "Flagged as slips, but sound (a false alarm each):", "F", "F"]
            ),
            (
                12, 5,
                [
                    "Missed 12 of 12 slips:", "M", "M", "+10",
                    "Flagged as slips, but sound (a false alarm each):", "F", "+4",
                ]
            ),
            (0, 0, []),
        ])
    func groupsCountTheirOwn(missed: Int, flagged: Int, expected: [String]) throws {
        let kata = try Workspace(root: Repository.root).kata("13")
        let text = try String(
            contentsOf: kata.solutionFolder.appendingPathComponent(KataKind.slipsFile), encoding: .utf8)
        let rows = ReviewSlips.rows(in: text)
        let slips = rows.filter(\.isSlip).map(\.id)
        let verdict = ReviewVerdict(
            named: Set(slips.dropFirst(missed)), missed: Set(slips.prefix(missed)),
            flagged: Set(rows.filter { !$0.isSlip }.map(\.id).prefix(flagged)))
        for listedAbove in [true, false] {
            let lines = ReviewSlips.resultLines(
                for: rows, verdict: verdict, kata: kata, width: 200, listedAbove: listedAbove)
            let shape = lines.map { line -> String in
                if line.hasPrefix("  … and ") { return "+" + line.dropFirst(8).prefix { $0.isNumber } }
                guard line.hasPrefix("  - ") else { return line }
                let row = rows.first { line.dropFirst(4).hasPrefix($0.place + ": ") }
                #expect(row != nil, "\(line) names no row of the key")
                return row?.isSlip == true ? "M" : "F"
            }
            #expect(shape == expected, "\(lines.joined(separator: "\n"))")
            let sound = lines.drop { !$0.hasPrefix("Flagged") }
            #expect(!sound.contains { $0.contains("the fix") }, "a sound line has no fix: \(sound)")
        }
    }
}
