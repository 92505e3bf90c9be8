import Foundation

@testable import WorkbookKit

/// The workbook these tests were compiled from: this file is `Workbook/Tests/WorkbookTests/…`, four
/// folders below it. Tests that read the real katas (their READMEs, stubs, question sets) start here.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

extension CandidateProgress.Attempt {
    /// A fifteen-minute attempt on Kata1 that ended as `end`, for the result's wording.
    static func ended(
        _ end: InterviewEnd, seconds: Int, passing: Int, of total: Int, hintsUsed: Int = 0, live: Bool = false
    ) -> Self {
        Self(
            kata: "Kata1_Sample", startedAt: Date(timeIntervalSince1970: 0), seconds: seconds,
            limitSeconds: 900,
            passing: passing, total: total, hintsUsed: hintsUsed, solved: end == .solved, end: end, live: live
        )
    }
}
