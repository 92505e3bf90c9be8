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

@Suite("An interview's timeline")
struct TimelineTests {
    typealias Moment = CandidateProgress.Moment

    @Test("runs, compile errors, crashes and green are recorded in order; hints slot in by their time")
    func recorder() {
        var recorder = TimelineRecorder(passingAtStart: 0, total: 19)
        recorder.run(at: 40, passing: 3, total: 19, ending: .normally)
        recorder.compileError(at: 95)
        recorder.run(at: 130, passing: 7, total: 19, ending: .crashed)
        recorder.run(at: 200, passing: 12, total: 19, ending: .timedOut)
        recorder.run(at: 310, passing: 19, total: 19, ending: .normally)
        recorder.hints(at: [150, 40, 10])

        #expect(
            recorder.moments == [
                Moment(second: 10, kind: .hint, passing: 0, total: 19),
                Moment(second: 40, kind: .run, passing: 3, total: 19),
                Moment(second: 40, kind: .hint, passing: 3, total: 19),
                Moment(second: 95, kind: .compileError, passing: 0, total: 19),
                Moment(second: 130, kind: .crash, passing: 7, total: 19),
                Moment(second: 150, kind: .hint, passing: 7, total: 19),
                Moment(second: 200, kind: .hang, passing: 12, total: 19),
                Moment(second: 310, kind: .green, passing: 19, total: 19),
            ])
    }

    @Test("a hint read during an interview on that kata lands on its timeline; on another kata it does not")
    func hintsWhileRunning() {
        let kata = sampleKata(number: 1)
        let other = sampleKata(number: 2)
        let start = Date(timeIntervalSince1970: 1_000)
        var progress = CandidateProgress()
        progress.interview = .init(kata: kata.folder, startedAt: start, limitSeconds: 900)

        progress.recordHints(kata, shown: 1, at: start.addingTimeInterval(61))
        progress.recordHints(kata, shown: 3, at: start.addingTimeInterval(120))
        progress.recordHints(kata, shown: 3, at: start.addingTimeInterval(130))
        progress.recordHints(other, shown: 1, at: start.addingTimeInterval(140))

        #expect(progress.interview?.hints == [61, 120, 120])
        #expect(progress[kata].hintsShown == 3)
        #expect(progress[other].hintsShown == 1)
    }

    @Test("a progress file from before timelines still reads, its attempts with empty timelines")
    func oldFile() throws {
        let old = """
            {
              "attempts" : [
                {
                  "hintsUsed" : 1,
                  "kata" : "Kata1_Sample",
                  "limitSeconds" : 900,
                  "passing" : 19,
                  "seconds" : 412,
                  "solved" : true,
                  "startedAt" : "2026-11-20T09:15:00Z",
                  "total" : 19
                }
              ],
              "katas" : {
                "Kata1_Sample" : {
                  "hintsShown" : 1,
                  "lastChecked" : "2026-11-20T09:22:00Z",
                  "passing" : 19,
                  "solvedAt" : "2026-11-20T09:22:00Z",
                  "total" : 19
                }
              },
              "version" : 1
            }
            """
        let folder = try TemporaryFolder()
        try folder.write(old, to: "progress.json")

        let loaded = ProgressStore(file: folder.url.appendingPathComponent("progress.json")).load()

        #expect(loaded.warning == nil)
        let attempt = try #require(loaded.progress.attempts.first)
        #expect(attempt.seconds == 412)
        #expect(attempt.hintsUsed == 1)
        #expect(attempt.timeline.isEmpty)
        #expect(attempt.passingAtStart == 0)
        #expect(attempt.end == nil)
        #expect(loaded.progress.interview == nil)
        #expect(loaded.progress.bestSeconds(sampleKata(number: 1)) == 412)
    }

    @Test("a timeline is saved and read back whole")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))
        var progress = CandidateProgress()
        progress.attempts.append(
            .init(
                kata: "Kata1_Sample", startedAt: Date(timeIntervalSince1970: 1_000), seconds: 310,
                limitSeconds: 900, passing: 19, total: 19, hintsUsed: 1, solved: true, passingAtStart: 2,
                timeline: [
                    Moment(second: 40, kind: .compileError, passing: 0, total: 19),
                    Moment(second: 310, kind: .green, passing: 19, total: 19),
                ], end: .solved))

        #expect(store.save(progress) == nil)
        #expect(store.load().progress == progress)
    }
}
