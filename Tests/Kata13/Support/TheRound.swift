import Foundation

@testable import Kata13

/// The candidate's review as the suite reads it: an empty review when the file is missing.
func readTheReview() -> ReadReview {
    ReadReview((try? String(contentsOf: TheReview.file, encoding: .utf8)) ?? "")
}

/// `SLIPS.md`, beside the reference: what the review is graded against. It lives in
/// `Solutions/`, whichever tree the kata is built from, so a candidate's tree never holds it.
func readTheKey() -> ReviewKey {
    let root = TheReview.file.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let file = root.appendingPathComponent("Solutions/Kata13_Review/SLIPS.md")
    return ReviewKey((try? String(contentsOf: file, encoding: .utf8)) ?? "")
}
