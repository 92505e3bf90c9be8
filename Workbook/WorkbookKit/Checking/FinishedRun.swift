import Foundation

/// What one run of a kata's suite left for its report, carried as one value from the run to
/// `Checker.outcome`.
struct FinishedRun: Sendable {
    /// The tests' events, as the event stream told them.
    var run: TestRun
    /// What the child printed.
    var output: String
    /// The time limit the tool ended the run at, if it did.
    var timedOut: TimeInterval? = nil
    /// The stuck program's threads, read when the time limit was hit.
    var sample: StackSample? = nil
    /// The kata's Swift files, relative to the workbook (see `Checker.sourceFiles`).
    var files: [String] = []
    /// What stopped the run, when the caller found it already (by a second run).
    var culprit: Culprit? = nil
}
