import Foundation

/// A check of a staged kata (a full round) outside a round counts its stages as a round reaches
/// them: every stage up to the first one with a behaviour that fails. The stages after it are
/// neither named nor counted, so a check never gives away a later stage, nor floods the screen
/// with its failures; `--all` shows every stage.
extension Checker {
    /// The outcome of a run of `kata` whole, counting the stages its code reaches when it is a
    /// staged kata checked outside a round; otherwise as `outcome(of:kata:)` says.
    static func outcome(
        of finished: FinishedRun, reaching kata: Kata, mode: BuildMode, root: URL,
        audience: Audience = .commandLine
    ) throws(WorkbookError) -> Outcome {
        let whole = try outcome(of: finished, kata: kata, mode: mode, root: root, audience: audience)
        // A crash or a hang can leave an early stage's tests unrun: the whole report says more.
        guard mode == .exercises, kata.stageReached == nil, let report = whole.report,
            report.ending == .normally, let stage = report.firstStageFailing, stage < kata.stages.count
        else { return whole }
        var staged = try outcome(
            of: finished, kata: kata.reaching(stage: stage), mode: mode, root: root, audience: audience)
        // The stages' own line names `--all`: no second line for it.
        if staged.lines.suffix(2) == ["", allAdvice(kata, mode: mode)] { staged.lines.removeLast(2) }
        staged.whole = whole.wholeLines
        staged.reached = stage
        staged.later = whole.total - staged.total
        return staged
    }

    /// The line that offers every failure and every behaviour.
    static func allAdvice(_ kata: Kata, mode: BuildMode) -> String {
        "`swift run workbook check \(kata.number)\(mode == .solutions ? " --solutions" : "") --all` "
            + "prints every failure and every behaviour."
    }
}

extension CheckReport {
    /// The first stage with a behaviour that fails or never ran, by its suite's heading
    /// ("Stage 2 · Offline"); nil when every staged behaviour passes.
    var firstStageFailing: Int? {
        let failing = tests.filter { !passes($0) }.map { suiteNames[$0.suiteID] ?? $0.suiteID }
        return (failing + notRun.map(\.suite)).compactMap(KataReadme.stage(ofHeading:)).min()
    }
}
