import Testing

@testable import Kata13Support

// What the review names is counted, never listed: which slip a finding missed is what the
// candidate is here to find. The counts are the whole message; the ids go only to the folder the
// workbook names for its debrief after the round (`TheVerdict`).
@Suite("The review's slips")
struct ReviewSlipsTests {
    @Test("names every slip in the change by file and line")
    func namesEverySlip() {
        let key = readTheKey()
        guard !key.slips.isEmpty else {
            Issue.record("The reference's key to the review could not be read: the workbook is incomplete.")
            return
        }
        let named = key.slipsNamed(by: readTheReview().places)
        TheVerdict.leave(
            [
                "named: \(TheVerdict.ids(named))",
                "missed: \(TheVerdict.ids(key.slips.filter { !named.contains($0) }))",
            ],
            as: "slips")
        // The sentence alone: an expectation's failure would also print the comparison's
        // operands, which say the same counts in code's words.
        if named.count != key.slips.count {
            Issue.record("\(named.count) of \(key.slips.count) slips named by file and line")
        }
    }

    @Test("flags no sound code as a slip")
    func flagsNoSoundCode() {
        let key = readTheKey()
        let review = readTheReview()
        guard !review.places.isEmpty else {
            Issue.record("The review names no file and line yet, so there is nothing to weigh.")
            return
        }
        let flagged = key.soundLinesFlagged(by: review.places)
        TheVerdict.leave(["flagged: \(TheVerdict.ids(flagged))"], as: "flags")
        if !flagged.isEmpty {
            Issue.record("\(flagged.count) sound \(flagged.count == 1 ? "line" : "lines") flagged as a slip")
        }
    }
}
