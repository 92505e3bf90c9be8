import Foundation
import Testing

@testable import WorkbookKit

/// Interviews as they are recorded and read back: honest results, timelines, the history and
/// the debrief's rating.
@Suite("Recording interviews")
struct InterviewRecordTests {
    let kata = sampleKata(number: 1)
    let day = Date(timeIntervalSince1970: 90 * 86_400)

    func attempt(seconds: Int = 300, solved: Bool = true, passingAtStart: Int = 0)
        -> CandidateProgress.Attempt
    {
        .init(
            kata: kata.folder, startedAt: day, seconds: seconds, limitSeconds: 900, passing: 19, total: 19,
            hintsUsed: 0, solved: solved, passingAtStart: passingAtStart)
    }

    @Test("an interview begun with behaviours passing is no clean solve: no best time, back in a day")
    func headStart() throws {
        var progress = CandidateProgress()
        progress.attempts.append(attempt(seconds: 60, passingAtStart: 18))

        #expect(progress.isSolved(kata))
        #expect(progress.bestSeconds(kata) == nil)
        let schedule = try #require(Review.schedule(kata, progress: progress))
        #expect(schedule.days == 1)
        #expect(schedule.reason == "solved from a head start")
        let lines = Listing.lines(katas: [kata], progress: progress, now: day)
        #expect(lines.contains { $0.contains("solved (interview began with 18 of 19 passing)") })

        progress.attempts.append(attempt(seconds: 400))
        #expect(progress.bestSeconds(kata) == 400)
    }

    @Test("the result of a head-start solve says it is not a clean one")
    func headStartResult() {
        let lines = InterviewText.result(
            kata, end: .solved, seconds: 62, limitSeconds: 900, passing: 19, total: 19, hintsUsed: 0,
            passingAtStart: 18)

        #expect(
            lines.contains(
                "Solved in 1:02 of 15:00: all 19 behaviours pass, 0 hints used, started with 18 of 19 passing."
            ))
        #expect(lines.contains { $0.hasPrefix("Not a clean solve") })
    }

    @Test("y and n are understood in any case; anything else is asked again")
    func yesOrNo() {
        #expect(InterviewText.yesOrNo(" Y ") == true)
        #expect(InterviewText.yesOrNo("yes") == true)
        #expect(InterviewText.yesOrNo("N") == false)
        #expect(InterviewText.yesOrNo("") == nil)
        #expect(InterviewText.yesOrNo("maybe") == nil)
    }
}
