import Foundation

/// Builds an interview's timeline from what happens, as plain values: each finished run, then
/// the hints taken (recorded by other processes, so they arrive at the end, by their time).
public struct TimelineRecorder: Sendable, Equatable {
    public internal(set) var moments: [CandidateProgress.Moment] = []
    let passingAtStart: Int
    let total: Int

    /// `total` is the behaviours known before the clock started (0 when it did not build).
    public init(passingAtStart: Int, total: Int) {
        self.passingAtStart = passingAtStart
        self.total = total
    }

    /// The last run that reported behaviours, before or at `second`.
    func lastReported(atOrBefore second: Int) -> CandidateProgress.Moment? {
        moments.last { $0.second <= second && $0.kind != .compileError && $0.kind != .hint }
    }

    /// A finished run: no report is a compile error.
    public mutating func run(at second: Int, report: CheckReport?) {
        if let report {
            run(at: second, passing: report.passing, total: report.total, ending: report.ending)
        } else {
            compileError(at: second)
        }
    }

    public mutating func run(at second: Int, passing: Int, total: Int, ending: CheckReport.Ending) {
        let kind: CandidateProgress.Moment.Kind
        switch ending {
        case .crashed: kind = .crash
        case .timedOut: kind = .hang
        case .normally: kind = total > 0 && passing == total ? .green : .run
        }
        moments.append(.init(second: second, kind: kind, passing: passing, total: total))
    }

    /// A build that failed passes none of the last total known.
    public mutating func compileError(at second: Int) {
        let known = lastReported(atOrBefore: second)?.total ?? total
        moments.append(.init(second: second, kind: .compileError, passing: 0, total: known))
    }

    /// Hints taken at these seconds, each placed after the runs of its second, showing the
    /// behaviours passing then.
    public mutating func hints(at seconds: [Int]) {
        for second in seconds.sorted() {
            let then = lastReported(atOrBefore: second)
            let hint = CandidateProgress.Moment(
                second: second, kind: .hint, passing: then?.passing ?? passingAtStart,
                total: then?.total ?? total)
            let index = moments.firstIndex { $0.second > second } ?? moments.count
            moments.insert(hint, at: index)
        }
    }
}
