import Foundation
import Synchronization
import Testing

@testable import WorkbookKit

/// Interviews as they are recorded and read back: honest results, timelines, the history and
/// the debrief's rating.
@Suite("Recording interviews")
struct InterviewRecordTests {
    let kata = sampleKata(number: 1)
    let day = Date(timeIntervalSince1970: 90 * 86_400)

    func attempt(seconds: Int = 300, solved: Bool = true, passingAtStart: Int = 0)
        -> CandidateProgress.Attempt
    {
        .init(
            kata: kata.folder, startedAt: day, seconds: seconds, limitSeconds: 900, passing: 19, total: 19,
            hintsUsed: 0, solved: solved, passingAtStart: passingAtStart)
    }

    @Test("an interview begun with behaviours passing is no clean solve: no best time, back in a day")
    func headStart() throws {
        var progress = CandidateProgress()
        progress.attempts.append(attempt(seconds: 60, passingAtStart: 18))

        #expect(progress.isSolved(kata))
        #expect(progress.bestSeconds(kata) == nil)
        let schedule = try #require(Review.schedule(kata, progress: progress))
        #expect(schedule.days == 1)
        #expect(schedule.reason == "solved from a head start")
        let lines = Listing.lines(katas: [kata], progress: progress, now: day)
        #expect(lines.contains { $0.contains("solved (interview began with 18 of 19 passing)") })

        progress.attempts.append(attempt(seconds: 400))
        #expect(progress.bestSeconds(kata) == 400)
    }

    @Test("the result of a head-start solve says it is not a clean one")
    func headStartResult() {
        var attempt = CandidateProgress.Attempt.ended(.solved, seconds: 62, passing: 19, of: 19)
        attempt.passingAtStart = 18
        let lines = InterviewText.result(kata, attempt)

        // Folded to the window like every line of the result.
        #expect(
            lines.joined(separator: " ").contains(
                "Solved in 1:02 of 15:00: all 19 behaviours pass, 0 hints used, started with 18 of 19 passing."
            ))
        #expect(lines.contains { $0.hasPrefix("Not a clean solve") })
    }

    @Test("y and n are understood in any case; anything else is asked again")
    func yesOrNo() {
        #expect(InterviewText.yesOrNo(" Y ") == true)
        #expect(InterviewText.yesOrNo("yes") == true)
        #expect(InterviewText.yesOrNo("N") == false)
        #expect(InterviewText.yesOrNo("") == nil)
        #expect(InterviewText.yesOrNo("maybe") == nil)
    }
}

@Suite("An interview's timeline")
struct TimelineTests {
    typealias Moment = CandidateProgress.Moment

    @Test("runs, compile errors, crashes and green are recorded in order; hints slot in by their time")
    func recorder() {
        var recorder = TimelineRecorder(passingAtStart: 0, total: 19)
        recorder.run(at: 40, passing: 3, total: 19, ending: .normally)
        recorder.compileError(at: 95)
        recorder.run(at: 130, passing: 7, total: 19, ending: .crashed)
        recorder.run(at: 200, passing: 12, total: 19, ending: .timedOut)
        recorder.run(at: 310, passing: 19, total: 19, ending: .normally)
        recorder.hints(at: [150, 40, 10])

        #expect(
            recorder.moments == [
                Moment(second: 10, kind: .hint, passing: 0, total: 19),
                Moment(second: 40, kind: .run, passing: 3, total: 19),
                Moment(second: 40, kind: .hint, passing: 3, total: 19),
                Moment(second: 95, kind: .compileError, passing: 0, total: 19),
                Moment(second: 130, kind: .crash, passing: 7, total: 19),
                Moment(second: 150, kind: .hint, passing: 7, total: 19),
                Moment(second: 200, kind: .hang, passing: 12, total: 19),
                Moment(second: 310, kind: .green, passing: 19, total: 19),
            ])
    }

    @Test("a hint read during an interview on that kata lands on its timeline; on another kata it does not")
    func hintsWhileRunning() {
        let kata = sampleKata(number: 1)
        let other = sampleKata(number: 2)
        let start = Date(timeIntervalSince1970: 1_000)
        var progress = CandidateProgress()
        progress.interview = .init(kata: kata.folder, startedAt: start, limitSeconds: 900)

        progress.recordHints(kata, shown: 1, at: start.addingTimeInterval(61))
        progress.recordHints(kata, shown: 3, at: start.addingTimeInterval(120))
        progress.recordHints(kata, shown: 3, at: start.addingTimeInterval(130))
        progress.recordHints(other, shown: 1, at: start.addingTimeInterval(140))

        #expect(progress.interview?.hints == [61, 120, 120])
        #expect(progress[kata].hintsShown == 3)
        #expect(progress[other].hintsShown == 1)
    }

    @Test("a progress file from before timelines still reads, its attempts with empty timelines")
    func oldFile() throws {
        let old = """
            {
              "attempts" : [
                {
                  "hintsUsed" : 1,
                  "kata" : "Kata1_Sample",
                  "limitSeconds" : 900,
                  "passing" : 19,
                  "seconds" : 412,
                  "solved" : true,
                  "startedAt" : "2026-11-20T09:15:00Z",
                  "total" : 19
                }
              ],
              "katas" : {
                "Kata1_Sample" : {
                  "hintsShown" : 1,
                  "lastChecked" : "2026-11-20T09:22:00Z",
                  "passing" : 19,
                  "solvedAt" : "2026-11-20T09:22:00Z",
                  "total" : 19
                }
              },
              "version" : 1
            }
            """
        let folder = try TemporaryFolder()
        try folder.write(old, to: "progress.json")

        let loaded = ProgressStore(file: folder.url.appendingPathComponent("progress.json")).load()

        #expect(loaded.warning == nil)
        let attempt = try #require(loaded.progress.attempts.first)
        #expect(attempt.seconds == 412)
        #expect(attempt.hintsUsed == 1)
        #expect(attempt.timeline.isEmpty)
        #expect(attempt.passingAtStart == 0)
        #expect(attempt.end == nil)
        #expect(loaded.progress.interview == nil)
        #expect(loaded.progress.bestSeconds(sampleKata(number: 1)) == 412)
    }

    @Test(
        "an interview's start, cut to its second, is the same instant after a save, so the debrief finds its attempt"
    )
    func startSurvivesSave() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))
        let start = Countdown.wholeSecond(Date(timeIntervalSince1970: 1_795_000_000.734))
        var progress = CandidateProgress()
        progress.interview = .init(kata: "Kata1_Sample", startedAt: start, limitSeconds: 900)
        progress.attempts.append(
            .init(
                kata: "Kata1_Sample", startedAt: start, seconds: 60, limitSeconds: 900, passing: 1, total: 1,
                hintsUsed: 0, solved: true))

        #expect(store.save(progress) == nil)
        let loaded = store.load().progress

        #expect(loaded.interview?.startedAt == start)
        #expect(loaded.attempts.first?.startedAt == start)
    }

    @Test("a timeline is saved and read back whole")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))
        var progress = CandidateProgress()
        progress.attempts.append(
            .init(
                kata: "Kata1_Sample", startedAt: Date(timeIntervalSince1970: 1_000), seconds: 310,
                limitSeconds: 900, passing: 19, total: 19, hintsUsed: 1, solved: true, passingAtStart: 2,
                timeline: [
                    Moment(second: 40, kind: .compileError, passing: 0, total: 19),
                    Moment(second: 310, kind: .green, passing: 19, total: 19),
                ], end: .solved))

        #expect(store.save(progress) == nil)
        #expect(store.load().progress == progress)
    }
}

@Suite("History of interviews")
struct HistoryTests {
    typealias Moment = CandidateProgress.Moment
    let kata = sampleKata(number: 1)
    let utc = TimeZone(identifier: "UTC")!

    /// A 15-minute attempt: a run at 0:40 with 3 of 10, a compile error at 2:10, a hint at 3:00,
    /// a crash at 4:30 with 6 passing, green at 7:45.
    var attempt: CandidateProgress.Attempt {
        .init(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 1_795_000_000), seconds: 465,
            limitSeconds: 900, passing: 10, total: 10, hintsUsed: 1, solved: true,
            timeline: [
                Moment(second: 40, kind: .run, passing: 3, total: 10),
                Moment(second: 130, kind: .compileError, passing: 0, total: 10),
                Moment(second: 180, kind: .hint, passing: 3, total: 10),
                Moment(second: 270, kind: .crash, passing: 6, total: 10),
                Moment(second: 465, kind: .green, passing: 10, total: 10),
            ], end: .solved)
    }

    @Test("a fixed timeline draws a fixed chart")
    func chart() {
        let lines = History.chart(attempt, width: 30, height: 4)

        #expect(
            lines == [
                "   10 ┤               █",
                "      │         ▃▃▃▃▃▃█",
                "      │ ▂▂▂▂▂▂▂▂███████",
                "      │ ███████████████",
                "    0 └──────────────────────────────",
                "       0 1 2 3 4 5 6 7 8 9 10  12  14 min",
                " runs   ·  x    !     ✓",
                "hints        h",
                "       · a run   x compile error   ! crash or hang   ✓ green   h hint",
            ])
    }

    @Test("on a terminal the same chart is coloured; elsewhere it has no escape codes")
    func colour() {
        #expect(History.chart(attempt, colour: true).joined().contains("\u{1B}["))
        #expect(
            !History.kataView(kata, progress: progress, timeZone: utc, colour: false).joined().contains(
                "\u{1B}"))
    }

    var progress: CandidateProgress {
        var progress = CandidateProgress()
        var slow = attempt
        slow.startedAt = attempt.startedAt.addingTimeInterval(-86_400)
        slow.seconds = 700
        slow.hintsUsed = 0
        var timeUp = slow
        timeUp.startedAt = attempt.startedAt.addingTimeInterval(-2 * 86_400)
        timeUp.seconds = 900
        timeUp.solved = false
        timeUp.passing = 4
        timeUp.end = .timeUp
        progress.attempts = [attempt, slow, timeUp]
        return progress
    }

    @Test("the list gives each attempt's date, time of the time box, hints and result, oldest first")
    func list() {
        var rated = progress
        rated.attempts[0].rating = ["Correctness": .strong, "Tests": .weak]
        let lines = History.list(katas: [kata, sampleKata(number: 2)], progress: rated, timeZone: utc)

        #expect(
            Array(lines.prefix(8)) == [
                "Mock interviews, oldest first:",
                "",
                "Kata1 · Sample 1",
                "  Date               Time            Hints  Result",
                "  16 Nov 2026 11:06  15:00 of 15:00  0      time up: 4 of 10 passing",
                "  17 Nov 2026 11:06  11:40 of 15:00  0      solved",
                "  18 Nov 2026 11:06  7:45 of 15:00   1      solved",
                "      rated 1 strong, 1 weak (Tests)",
            ])
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(!lines.contains { $0.contains("Sample 2") })
    }

    @Test("the trend draws each time against its time box and says whether solves from the stub got faster")
    func trend() {
        let lines = History.trend(progress.attempts(kata), kata: kata, timeZone: utc, width: 10)

        #expect(
            lines == [
                "Solve times on Kata1, oldest first (each bar is the time taken of its time box):",
                "  16 Nov 11:06  ██████████  15:00  time up: 4 of 10 passing",
                "  17 Nov 11:06  ████████░░  11:40  solved",
                "  18 Nov 11:06  █████░░░░░   7:45  solved",
                "Faster: your latest solve from the stub (7:45) is 3:55 quicker than your first (11:40).",
            ])
    }

    @Test("the Markdown page has the summary, the timeline as a table and the chart")
    func markdown() {
        let text = History.markdown(attempt, kata: kata, all: progress.attempts(kata), timeZone: utc)

        #expect(text.hasPrefix("# Mock interview: Kata1 · Sample 1\n"))
        #expect(text.contains("| 2:10 | compile error |"))
        #expect(text.contains("| 3:00 | hint taken |"))
        #expect(text.contains("| 7:45 | green: all 10 passing |"))
        #expect(text.contains("```text\n   10 ┤"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test("an old attempt without a timeline says so instead of drawing an empty chart")
    func oldAttempt() {
        var progress = CandidateProgress()
        progress.attempts = [
            .init(
                kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 300, limitSeconds: 900,
                passing: 10, total: 10, hintsUsed: 0, solved: true)
        ]

        let lines = History.kataView(kata, progress: progress, timeZone: utc, colour: false)

        #expect(
            lines.contains { $0.hasPrefix("No run is on this attempt's timeline: it ended before a save") })
    }
}

@Suite("The debrief")
struct DebriefTests {
    @Test("each follow-up comes with what a strong answer covers; the talking points all come at the end")
    func steps() {
        let sheet = InterviewerSheet(
            text: """
                ## Follow-ups
                - How would you model money with its currency?
                  Listen for: an exact amount and a currency code
                  in one value.
                - Should the order mutate or return a new value?
                ## Talking points
                - Entities know nothing of JSON or screens.
                - Money is the classic trap.
                """)

        let debrief = Debrief(sheet: sheet)

        #expect(
            debrief.steps == [
                .init(
                    question: "How would you model money with its currency?",
                    listenFor: "an exact amount and a currency code in one value."),
                .init(question: "Should the order mutate or return a new value?", listenFor: nil),
            ])
        #expect(
            debrief.talkingPoints == [
                "Entities know nothing of JSON or screens.", "Money is the classic trap.",
            ])
    }

    @Test("a grade is strong, fair or weak, or its first letter, in any case; anything else is asked again")
    func grades() {
        #expect(Debrief.grade("Strong") == .strong)
        #expect(Debrief.grade(" f ") == .fair)
        #expect(Debrief.grade("w") == .weak)
        #expect(Debrief.grade("great") == nil)
        #expect(Debrief.grade("") == nil)
    }

    @Test("the rubric line of a criterion is shown without its name")
    func rubricLine() {
        let sheet = InterviewerSheet(
            text:
                "## Rubric\n- Correctness: strong: all green; weak: red.\n- **Tests**: strong: runs often; weak: never.\n"
        )

        #expect(sheet.rubricLines("Correctness", upTo: nil) == ["strong: all green; weak: red."])
        #expect(sheet.rubricLines("Tests", upTo: nil) == ["strong: runs often; weak: never."])
        #expect(sheet.rubricLines("Naming", upTo: nil).isEmpty)
    }

    @Test(
        "a criterion rated weak brings the kata back within 2 days, fair within 7; all strong changes nothing",
        arguments: [
            ([String: CandidateProgress.Grade](), 14, "solved fast and clean"),
            (["Correctness": .strong, "Tests": .strong], 14, "solved fast and clean"),
            (["Tests": .fair], 7, "solved fast and clean, rated fair on Tests"),
            (
                ["Tests": .weak, "Naming": .fair, "Layering": .weak], 2,
                "solved fast and clean, rated weak on Tests, Layering"
            ),
        ])
    func ratingSchedule(rating: [String: CandidateProgress.Grade], days: Int, reason: String) throws {
        let kata = sampleKata(number: 1)
        var progress = CandidateProgress()
        var attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 300, limitSeconds: 900,
            passing: 9, total: 9, hintsUsed: 0, solved: true)
        attempt.rating = rating
        progress.attempts = [attempt]

        let schedule = try #require(Review.schedule(kata, progress: progress))

        #expect(schedule.days == days)
        #expect(schedule.reason == reason)
    }

    @Test("a weak rating never stretches a shorter interval")
    func weakKeepsShorter() throws {
        let kata = sampleKata(number: 1)
        var progress = CandidateProgress()
        var attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 300, limitSeconds: 900,
            passing: 9, total: 9, hintsUsed: 2, solved: true)
        attempt.rating = ["Tests": .weak]
        progress.attempts = [attempt]

        #expect(try #require(Review.schedule(kata, progress: progress)).days == 1)
    }

    @Test("the history shows the rating in a few words")
    func ratingText() {
        var attempt = CandidateProgress.Attempt(
            kata: "Kata1_Sample", startedAt: Date(timeIntervalSince1970: 0), seconds: 300, limitSeconds: 900,
            passing: 9, total: 9, hintsUsed: 0, solved: true)
        attempt.rating = [
            "Correctness": .strong, "Tests": .weak, "Naming": .fair, "Layering": .strong,
            "Communication": .strong,
        ]

        #expect(History.rating(attempt) == "3 strong, 1 fair (Naming), 1 weak (Tests)")
    }
}

@Suite("A live round")
struct LiveRoundTests {
    let kata = sampleKata(
        number: 1,
        sheet:
            "## Hints\n1. Look at the init.\n## Follow-ups\n- What if it grows?\n  Listen for: a split by layer.\n"
            + "## Talking points\n- Keep it small.\n"
    )

    @Test("the candidate's screen never shows a hint, a follow-up or a talking point, even at the end")
    func candidateScreen() {
        var round = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        round.round = InterviewRound(
            countdown: Countdown(start: Date(timeIntervalSince1970: 0), minutes: 15), live: true,
            baseline: nil,
            notes: [])
        let shown =
            SessionScreen.lines(round, rows: 200)
            + InterviewText.result(kata, .ended(.solved, seconds: 300, passing: 5, of: 5, live: true))
            + InterviewText.result(kata, .ended(.timeUp, seconds: 900, passing: 2, of: 5, live: true))
        let text = shown.joined(separator: "\n")

        #expect(text.contains("Live round · Kata1"))
        #expect(text.contains("Solved in 5:00 of 15:00"))
        for secret in [
            "Look at the init", "What if it grows?", "a split by layer", "Keep it small", "workbook hint",
        ] {
            #expect(!text.contains(secret), "the live screen shows \"\(secret)\"")
        }
    }

    @Test("the interviewer's sheet has the hints, follow-ups and talking points, and names --live")
    func interviewerSheet() {
        let text = InterviewText.interviewerSheet(kata, minutes: 15).joined(separator: "\n")

        for part in [
            "Look at the init", "What if it grows?", "Listen for: a split by layer", "Keep it small",
            "interview 1 --live",
        ] {
            #expect(text.contains(part), "the sheet lacks \"\(part)\"")
        }
    }

    @Test("--live and --interviewer together are refused in one sentence")
    func bothRefused() {
        #expect(throws: WorkbookError.self) {
            try parser.parse(["interview", "1", "--live", "--interviewer"])
        }
    }

    @Test("a live attempt says so in the history")
    func historyMarksLive() {
        let attempt = CandidateProgress.Attempt(
            kata: kata.folder, startedAt: Date(timeIntervalSince1970: 0), seconds: 300, limitSeconds: 900,
            passing: 5, total: 5, hintsUsed: 0, solved: true, live: true)

        #expect(History.result(attempt) == "solved · live")
    }

    @Test(
        "a round that ended before any run built says so, not \"0 of 0 passing\"",
        arguments: [
            (InterviewEnd.stopped, "stopped before any run built"), (.timeUp, "time up before any run built"),
        ])
    func historyWithoutARun(end: InterviewEnd, said: String) {
        let attempt = CandidateProgress.Attempt.ended(end, seconds: 20, passing: 0, of: 0)
        #expect(History.result(attempt) == said)
        #expect(History.result(.ended(end, seconds: 20, passing: 0, of: 9)).hasSuffix(": 0 of 9 passing"))
    }
}

@Suite("The interview's clock in the live session")
struct SessionClockTests {
    let katas = [sampleKata(number: 1), sampleKata(number: 2)]
    let start = Date(timeIntervalSince1970: 5_000)

    @Test("while an interview runs, the header shows its time elapsed and left, redrawn as it changes")
    func clock() {
        var state = SessionState(katas: katas, current: 1, progress: CandidateProgress())
        let running = CandidateProgress.RunningInterview(
            kata: katas[0].folder, startedAt: start, limitSeconds: 900)

        #expect(Session.reduce(&state, .clock(running, at: start.addingTimeInterval(192))) == [.render])
        #expect(
            SessionScreen.lines(state).contains("⏱ Interview on Kata1: 3:12 elapsed · 11:48 left"))
        #expect(Session.reduce(&state, .clock(running, at: start.addingTimeInterval(192.4))) == [])
        #expect(Session.reduce(&state, .clock(running, at: start.addingTimeInterval(193))) == [.render])
    }

    @Test("no interview, or one whose time is up (left behind by a killed process), shows no clock")
    func noClock() {
        var state = SessionState(katas: katas, current: 0, progress: CandidateProgress())
        let stale = CandidateProgress.RunningInterview(
            kata: katas[0].folder, startedAt: start, limitSeconds: 900)

        #expect(Session.reduce(&state, .clock(nil, at: start)) == [])
        #expect(Session.reduce(&state, .clock(stale, at: start.addingTimeInterval(901))) == [])
        #expect(!SessionScreen.lines(state).contains { $0.hasPrefix("⏱") })
    }
}

@Suite("Interview text in the window")
struct InterviewWidthTests {
    @Test("interview text folds to the window, one column spare, and to 100 columns at most")
    func foldsToTheWindow() {
        #expect(InterviewText.width(window: 80) == 79)
        #expect(InterviewText.width(window: 200) == 100)
        #expect(InterviewText.width(window: nil) == 100, "in a pipe or a log, the reading width")

        let rule =
            "Without the 30-day rule, a customer sees every order ever placed; the rule belongs to the "
            + "use case, not to the view"
        let lines = InterviewText.wrap(rule, bullet: "  1. ", width: InterviewText.width(window: 80))
        #expect(lines.allSatisfy { $0.count <= 79 }, "a line is wider than an 80-column window: \(lines)")
        #expect(lines.joined(separator: " ").contains("30-day rule"), "a word was broken across lines")
    }
}

/// What a candidate types, line by line or key by key, and what the tool said.
final class Scripted: Sendable {
    let lines: Mutex<[String]>
    let keys: Mutex<[String]>
    let said = Mutex("")

    init(lines: [String], keys: [String]) {
        self.lines = Mutex(lines)
        self.keys = Mutex(keys)
    }

    func line() -> String? { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    func key() -> String? { keys.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    var text: String { said.withLock { $0 } }
}

@Suite("A question that takes one key")
struct OneKeyAnswerTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// An interview that reads `typed`, by key where `byKey`, else line by line.
    func interview(_ typed: Scripted, byKey: Bool) throws -> Interview {
        try folder.write("", to: "bin/swift")
        chmod(folder.url.appendingPathComponent("bin/swift").path, 0o755)
        let workspace = Workspace(root: folder.url)
        let tool = try SwiftTool(
            workspace: workspace, environment: ["PATH": folder.url.appendingPathComponent("bin").path])
        let console = Console(isInteractive: false, width: 80) { text in typed.said.withLock { $0 += text } }
        return Interview(
            checker: Checker(workspace: workspace, tool: tool, console: console),
            store: ProgressStore(file: folder.url.appendingPathComponent(".workbook/progress.json")),
            input: typed.line, key: byKey ? typed.key : nil)
    }

    @Test("[y/n] is answered with a key where there are keys, the question and the key on one line")
    func oneKey() throws {
        let typed = Scripted(lines: [], keys: ["x", "y"])

        let answer = try interview(typed, byKey: true).ask(
            "Start from the stub? [y/n]", InterviewText.yesOrNo, otherwise: "Please answer y or n.",
            oneKey: true)

        #expect(answer == true)
        #expect(typed.text.contains("Start from the stub? [y/n] "))
        #expect(typed.text.contains("Please answer y or n."))
    }

    @Test("piped, [y/n] is read line by line")
    func lineByLine() throws {
        let typed = Scripted(lines: ["maybe", "n"], keys: [])

        let answer = try interview(typed, byKey: false).ask(
            "Start from the stub? [y/n]", InterviewText.yesOrNo, otherwise: "Please answer y or n.",
            oneKey: true)

        #expect(answer == false)
    }
}
