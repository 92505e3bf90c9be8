import Foundation
import Testing

@testable import Kata13Support

/// Five honest reviews of Kata13's change, written blind from its README, the change and the
/// template, each in its own form: a table, bullets under a file's name, GitHub-style ranges
/// with a question and a nit, paragraphs that group related slips, a checklist that marks its two
/// blockers in place. Each misses what its reviewer missed; none may fail for its form,
/// flag a sound line that it does not point at, or read as more than two picks.
@Suite("Honest reviews written blind")
struct BlindReviewsTests {
    static let key = TheRealKeyTests.key

    static func review(_ name: String) -> ReadReview {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Reviews/\(name).md")
        return ReadReview((try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }

    @Test(
        "each is read whole: its slips, no false alarm, every finding placed and argued, two picks",
        arguments: [
            ("Table", 11, 11), ("ByFileLines", 12, 11), ("GitHubRanges", 13, 12), ("Paragraphs", 11, 11),
            ("Checklist", 11, 11),
        ])
    func read(name: String, findings: Int, slips: Int) {
        let review = Self.review(name)
        #expect(review.findings.count == findings)
        #expect(review.findings.allSatisfy { !$0.places.isEmpty })
        #expect(review.findings.allSatisfy { $0.wordsBesidesPlaces >= ReadReview.fewestWords })
        #expect(Self.key.slipsNamed(by: review.places).count == slips)
        #expect(Self.key.soundLinesFlagged(by: review.places).isEmpty)
        #expect(review.twoThatMatter.count == 2)
        #expect(Self.key.slipsNamed(by: review.twoThatMatter.flatMap(\.places)).count == 2)
    }
}
