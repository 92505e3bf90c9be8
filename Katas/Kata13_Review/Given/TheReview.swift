import Foundation

/// Where the suite reads the review: `REVIEW.md`, beside the change. The change itself is read,
/// never run.
enum TheReview {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("REVIEW.md")
}
