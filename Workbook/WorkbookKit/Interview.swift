import Foundation

/// Which kata a mock interview uses when the candidate names none.
public enum InterviewPicker {
    /// The candidate's level is the highest grade solved so far; the next interview aims one
    /// grade above it, among the katas not solved yet (nearest grade first, then the lower
    /// grade, then workbook order). Once every kata is solved, the least practised comes back,
    /// hardest first.
    public static func pick(from katas: [Kata], progress: CandidateProgress) -> Kata? {
        let level = katas.filter { progress.isSolved($0) }.map(\.grade).max() ?? 0
        let unsolved = katas.filter { !progress.isSolved($0) }
        if !unsolved.isEmpty {
            let target = level + 1
            return unsolved.min { left, right in
                (abs(left.grade - target), left.grade, left.number) < (
                    abs(right.grade - target), right.grade, right.number
                )
            }
        }
        func attempts(_ kata: Kata) -> Int { progress.attempts.filter { $0.kata == kata.folder }.count }
        return katas.min { left, right in
            (attempts(left), -left.grade, left.number) < (attempts(right), -right.grade, right.number)
        }
    }
}

/// How an interview ended.
public enum InterviewEnd: Equatable, Sendable {
    case solved
    case timeUp
    case stopped
}

/// The words of an interview, from values only: the header, the live status and the result.
public enum InterviewText {
    public static func header(_ kata: Kata, minutes: Int) -> [String] {
        [
            "Mock interview · \(kata.module) · \(kata.title) (grade \(kata.grade), \(kata.layer)) · \(minutes) minutes",
            "",
            "The interviewer says:",
        ]
            + kata.readme.sections["Prompt", default: ""].split(separator: "\n").map { "  " + $0 }
            + [
                "",
                "Write your code in Katas/\(kata.folder)/; the given code is in its Context/ folder.",
                "Each save runs the suite again. Stuck? `swift run workbook hint \(kata.number)` in another",
                "terminal (each hint is recorded). Ctrl-C ends the interview.",
            ]
    }

    /// A bullet folded at `width` columns, its lines after the first indented under the text.
    static func wrap(_ text: String, bullet: String, width: Int = 100) -> [String] {
        var lines: [String] = []
        var current = bullet
        for word in text.split(separator: " ") {
            if current.count + word.count + 1 > width, current.count > bullet.count {
                lines.append(current)
                current = String(repeating: " ", count: bullet.count)
            }
            current += (current.allSatisfy { $0 == " " } || current == bullet ? "" : " ") + word
        }
        lines.append(current)
        return lines
    }

    public static func status(secondsLeft: Int, passing: Int, total: Int, running: Bool) -> String {
        let progress = total == 0 ? "not built yet" : "\(passing) of \(total) behaviours passing"
        return "⏱ \(Countdown.clock(secondsLeft)) left · \(progress)"
            + (running ? " · running the suite…" : " · save to run again")
    }

    public static func result(
        _ kata: Kata, end: InterviewEnd, seconds: Int, limitSeconds: Int, passing: Int, total: Int,
        hintsUsed: Int
    ) -> [String] {
        let hints = "\(hintsUsed) hint\(hintsUsed == 1 ? "" : "s") used"
        let summary: String
        switch end {
        case .solved:
            summary =
                "Solved in \(Countdown.clock(seconds)) of \(Countdown.clock(limitSeconds)): "
                + "all \(total) behaviours pass, \(hints)."
        case .timeUp:
            summary =
                "Time is up (\(Countdown.clock(limitSeconds))): \(passing) of \(total) behaviours pass, \(hints)."
        case .stopped:
            summary =
                "Stopped after \(Countdown.clock(seconds)): \(passing) of \(total) behaviours pass, \(hints)."
        }
        var lines = ["", "══ Result ══", summary, "", "Follow-up questions (the interviewer's next ones):"]
        lines += kata.readme.bulletItems(of: "Follow-ups").flatMap { wrap($0, bullet: "  - ") }
        lines += ["", "Talking points:"]
        lines += kata.readme.bulletItems(of: "Talking points").flatMap { wrap($0, bullet: "  - ") }
        lines += [
            "",
            "Compare with the reference: swift run workbook solution \(kata.number) --diff",
            "The attempt is recorded: swift run workbook list shows your progress.",
        ]
        return lines
    }
}

/// `workbook interview`: the prompt, a countdown, the suite on every save, and the record.
public struct Interview: Sendable {
    public let checker: Checker
    public let store: ProgressStore
    /// What time it is: injected so the clock logic reads the same in tests as in a session.
    public let now: @Sendable () -> Date

    public init(checker: Checker, store: ProgressStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.checker = checker
        self.store = store
        self.now = now
    }

    public func run(_ kata: Kata, minutes: Int) throws(WorkbookError) -> InterviewEnd {
        let console = checker.console
        let watcher = FolderWatcher(folder: kata.exerciseFolder)
        let hintsBefore = store.load().progress[kata].hintsShown
        let header = InterviewText.header(kata, minutes: minutes)
        let countdown = Countdown(start: now(), minutes: minutes)

        var state = watcher.snapshot()
        var last: Checker.Outcome?
        var end: InterviewEnd?
        var firstRun = true
        while end == nil {
            console.status(
                InterviewText.status(
                    secondsLeft: countdown.secondsLeft(at: now()), passing: last?.passing ?? 0,
                    total: last?.total ?? 0, running: true))
            let outcome: Checker.Outcome
            // A save, Ctrl-C or the end of the time cancels a run in progress (one stuck in a
            // loop included): the interview never waits on it.
            let before = state
            let control = RunControl { [now] in
                watcher.snapshot() != before || Interruption.shared.isRequested || countdown.isOver(at: now())
            }
            do {
                let left = Countdown.clock(countdown.secondsLeft(at: now()))
                outcome = try checker.check(
                    kata, mode: .exercises, statusPrefix: "⏱ \(left) left · ", control: control)
            } catch {
                if Interruption.shared.isRequested { break }
                throw error
            }
            if Interruption.shared.isRequested { break }
            if outcome.cancelled {
                if countdown.isOver(at: now()) {
                    end = .timeUp
                    break
                }
                state = watcher.waitForChange(from: before) { true } ?? before
                continue
            }
            if firstRun, outcome.report?.allPass == true {
                throw WorkbookError(
                    "\(kata.module) already passes every behaviour: run `swift run workbook reset \(kata.number)` "
                        + "for a fresh start (your work is backed up), then start the interview again.")
            }
            if outcome.report != nil { last = outcome }
            console.clearScreen()
            for line in header { console.say(line) }
            console.say("")
            if firstRun, outcome.passing > 0 {
                console.say(
                    "Note: \(outcome.passing) behaviours already pass from earlier work; "
                        + "`swift run workbook reset \(kata.number)` gives a fresh start.")
            }
            firstRun = false
            for line in Self.summary(of: outcome, root: checker.workspace.root) { console.say(line) }
            console.say("")

            if outcome.report?.allPass == true {
                end = .solved
                break
            }
            // Wait for a save, showing the clock; give up when time is up or Ctrl-C was pressed.
            var timeUp = false
            let changed = watcher.waitForChange(from: state) {
                let current = now()
                if countdown.isOver(at: current) {
                    timeUp = true
                    return false
                }
                if Interruption.shared.isRequested { return false }
                if console.isInteractive {
                    console.status(
                        InterviewText.status(
                            secondsLeft: countdown.secondsLeft(at: current), passing: last?.passing ?? 0,
                            total: last?.total ?? 0, running: false))
                }
                return true
            }
            if let changed {
                state = changed
            } else {
                end = timeUp ? .timeUp : .stopped
            }
        }

        let finish = end ?? .stopped
        let seconds = Int(countdown.elapsed(at: now()).rounded())
        let limit = Int(countdown.limit)
        var hintsUsed = 0
        store.update(warn: console.say) { progress in
            hintsUsed = max(0, progress[kata].hintsShown - hintsBefore)
            if let report = last?.report {
                progress.recordCheck(kata, passing: report.passing, total: report.total, at: now())
            }
            progress.attempts.append(
                CandidateProgress.Attempt(
                    kata: kata.folder, startedAt: countdown.start,
                    seconds: finish == .timeUp ? limit : seconds,
                    limitSeconds: limit, passing: last?.passing ?? 0, total: last?.total ?? 0,
                    hintsUsed: hintsUsed, solved: finish == .solved))
        }
        console.clearStatus()
        let lines = InterviewText.result(
            kata, end: finish, seconds: min(seconds, limit), limitSeconds: limit, passing: last?.passing ?? 0,
            total: last?.total ?? 0, hintsUsed: hintsUsed)
        for line in lines { console.say(line) }
        return finish
    }

    /// A short view of a run: the count and the first failure, or the first compile error.
    static func summary(of outcome: Checker.Outcome, root: URL) -> [String] {
        guard let report = outcome.report else { return Array(outcome.lines.prefix(14)) }
        let title = "Last run: \(report.passing) of \(report.total) behaviours passing"
        let failing = report.tests.filter { !$0.passed }.map { "  ✗ " + $0.displayName }
        let shown = failing.prefix(5)
        let more = failing.count > shown.count ? ["  …and \(failing.count - shown.count) more"] : []
        let first = report.failureLines(root: root, limit: 1).dropFirst(2)
        return [title] + shown + more + (first.isEmpty ? [] : ["First failure:"] + first)
    }
}
