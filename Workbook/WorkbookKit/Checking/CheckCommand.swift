import Foundation

/// `workbook check N [--solutions] [--all]`: one run of one kata's suite, recorded as progress.
public struct CheckCommand: WorkbookCommand, Equatable {
    public static let spec = CommandSpec(
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
            """)

    public var kata: String
    public var solutions: Bool
    /// Every failure and every behaviour, not each failing behaviour's first failure.
    public var all: Bool

    public func run(in context: CommandContext) throws(WorkbookError) -> Int32 {
        let kata = try Self.played(context.workspace.kata(self.kata), store: context.store, at: Date())
        let before = context.store.load().progress[kata]
        let tool = try context.swiftTool()
        Interruption.shared.respond(.exit(code: 130, message: "Stopped: the check was interrupted."))
        let mode: BuildMode = solutions ? .solutions : .exercises
        let outcome = try Checker(workspace: context.workspace, tool: tool, console: context.console)
            .check(kata, mode: mode, reachingStages: true)
        context.console.say(
            wrapping: shown(outcome, of: kata, mode: mode, root: context.workspace.root, before: before))
        // A staged round's check counts part of the kata: the round records its own attempt.
        if mode == .exercises, kata.stageReached == nil, let report = outcome.report {
            // Best effort: a progress file that cannot be saved never changes the tests' exit code.
            context.store.update(warn: context.say) {
                $0.recordCheck(
                    Self.counted(kata, outcome), passing: report.passing, total: report.total, at: Date())
            }
        }
        return outcome.exitCode
    }
}

extension CheckCommand {
    /// The kata as the check runs it: as a staged round running now plays it, counting the stages
    /// it has reached as its screen does; otherwise whole.
    static func played(_ kata: Kata, store: ProgressStore, at now: Date) -> Kata {
        kata.asPlayed(in: store.load().progress.interview, at: now)
    }

    /// The kata as the outcome counted it: up to the stage its code reached, outside a round, so
    /// that the list shows the count with its stage; otherwise as played.
    static func counted(_ kata: Kata, _ outcome: Checker.Outcome) -> Kata {
        outcome.reached.map(kata.reaching(stage:)) ?? kata
    }

    /// What the check prints of its outcome. In a blind round the suite's names are the
    /// interviewer's: the count, as the round shows it. In a staged round, a line says which stage
    /// comes later; its behaviours are neither counted nor named. Outside one, a check that
    /// counted the stages reached says which, and what it left out. After a staged round whose
    /// last run counted its stages only (`before`), a line says why this count, of every stage,
    /// differs.
    func shown(
        _ outcome: Checker.Outcome, of kata: Kata, mode: BuildMode, root: URL,
        before: CandidateProgress.KataProgress = .init()
    ) -> [String] {
        var lines: [String]
        if mode == .exercises, kata.inBlindRound {
            let result = SessionResult(
                lines: outcome.lines, passing: outcome.passing, total: outcome.total, report: outcome.report)
            lines = BlindRound(root: root).lines(for: result)
            lines.append("(\(kata.module) is in a blind round: runs show counts, not names.)")
        } else {
            lines = all ? outcome.wholeLines : outcome.lines
        }
        if let later = StageWords.later(kata) { lines.append(later) }
        if let reached = outcome.reached, !all {
            lines += ["", StageWords.leftOut(kata, reached: reached, later: outcome.later)]
        }
        if mode == .exercises, outcome.reached == nil,
            let since = Self.sinceRound(kata, before: before, total: outcome.total)
        {
            lines.append(since)
        }
        return lines
    }

    /// Why a check of the whole kata counts otherwise than the staged round before it, whose count
    /// the list showed; nil when the last count was of the whole kata too.
    static func sinceRound(_ kata: Kata, before: CandidateProgress.KataProgress, total: Int) -> String? {
        guard kata.stageReached == nil, let stage = before.stage, total > 0 else { return nil }
        let stages = kata.stages.count
        return
            "(Your last round on \(kata.module) reached stage \(stage) of \(stages) and counted those stages "
            + "only: \(before.passing) of \(before.total) passing. This check counts all \(stages) stages, "
            + "\(Words.count(total, "behaviour")), and the list shows its count from now on.)"
    }

    /// The command as typed: its kata and options, their values checked.
    public init(parsing arguments: ParsedArguments) throws(WorkbookError) {
        self.init(
            kata: arguments.kata ?? "", solutions: arguments.has("--solutions"), all: arguments.has("--all"))
    }
}
