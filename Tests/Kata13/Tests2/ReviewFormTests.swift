import Testing

@testable import Kata13Support

// How the review is written: each finding placed and argued, and two picked. Messages count;
// they never say which finding or which slip.
@Suite("The review's form")
struct ReviewFormTests {
    @Test("every finding says where, and what to change and why")
    func everyFindingIsPlacedAndArgued() {
        let findings = readTheReview().findings
        guard !findings.isEmpty else {
            Issue.record(
                "The review has no findings yet: one a bullet or a table row, each naming a file and a line.")
            return
        }
        // Each count a sentence alone, not the comparison's operands in code's words.
        let unplaced = findings.filter(\.namesFileWithoutLine).count
        if unplaced > 0 { Issue.record("\(unplaced) of \(findings.count) findings name a file but no line") }
        let bare = findings.filter { !$0.places.isEmpty && $0.wordsBesidesPlaces < ReadReview.fewestWords }
            .count
        if bare > 0 {
            Issue.record("\(bare) of \(findings.count) findings say where but not what to change and why")
        }
    }

    @Test("picks the two findings that matter most")
    func picksTwo() {
        let review = readTheReview()
        guard !review.twoThatMatter.isEmpty else {
            let heading = "\"The two that matter most\""
            Issue.record("The review picks no findings yet: name two, by where they are, under \(heading).")
            return
        }
        let picked = readTheKey().slipsNamed(by: review.twoThatMatter.flatMap(\.places)).count
        if picked != 2 {
            Issue.record(
                "The two that matter most name \(picked) of the change's slips; they should name two, one a bullet"
            )
        }
    }
}
