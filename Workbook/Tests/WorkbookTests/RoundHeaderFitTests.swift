import Foundation
import Testing

@testable import WorkbookKit

/// A round's header at 80 columns: one line naming the round and the kata, one with the clock,
/// whatever the kata's title, so the screen under it never moves down a row.
@Suite("A round's header fits 80 columns")
struct RoundHeaderFitTests {
    func header(_ kata: Kata, live: Bool, blind: Bool) -> [String] {
        var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
        let start = Date(timeIntervalSince1970: 10_000)
        state.round = InterviewRound(
            countdown: Countdown(start: start, minutes: kata.minutes), live: live, baseline: nil, notes: [],
            blind: blind ? BlindRound(root: Repository.root) : nil)
        if !kata.stages.isEmpty { state.round?.stageSeconds = [0] }
        state.clockNow = start
        _ = Session.reduce(&state, .size(rows: 24, columns: 80))
        return SessionScreen.layout(state, now: start).header
    }

    @Test("every kata's round header is its two lines, each under 80 columns")
    func everyKata() throws {
        let katas = try Workspace(root: Repository.root).katas()
        #expect(katas.count == 14)
        for kata in katas {
            for (live, blind) in [(false, false), (false, true), (true, false), (true, true)] {
                let lines = header(kata, live: live, blind: blind)
                // The two lines, then the blank line under them.
                #expect(lines.count == 3, "\(kata.module): \(lines)")
                #expect(lines.allSatisfy { $0.count < 80 }, "\(kata.module): \(lines)")
                #expect(lines.first?.contains(kata.module) == true)
                #expect(lines.first?.contains(kata.title) == true, "\(kata.module): \(lines)")
            }
        }
    }

    @Test("while a round's suite builds, its status row says the clock runs on, whole, for every kata")
    func clockDuringBuild() throws {
        let katas = try Workspace(root: Repository.root).katas()
        let step = "Building… [12/40] Compiling Kata12Presentation OrderHistoryViewModel.swift and more"
        for kata in katas {
            for (live, blind) in [(false, false), (false, true), (true, false), (true, true)] {
                var state = SessionState(katas: [kata], current: 0, progress: CandidateProgress())
                let start = Date(timeIntervalSince1970: 10_000)
                state.round = InterviewRound(
                    countdown: Countdown(start: start, minutes: kata.minutes), live: live, baseline: nil,
                    notes: [], blind: blind ? BlindRound(root: Repository.root) : nil)
                state.clockNow = start
                _ = Session.reduce(&state, .size(rows: 24, columns: 80))
                _ = Session.reduce(&state, .saved)
                _ = Session.reduce(&state, .status(step))
                let lines = SessionScreen.layout(state, now: start).header
                // The two lines, the build's row, then the blank line under them.
                #expect(lines.count == 4, "\(kata.module): \(lines)")
                #expect(lines.allSatisfy { $0.count < 80 }, "\(kata.module): \(lines)")
                #expect(
                    lines[2].hasPrefix("⟳ The clock runs on while it builds · Building… [12/40]"),
                    "\(kata.module): \(lines)")
            }
        }
    }

    @Test("every kata's line in the session's header, where b starts a blind round, fits 80 columns")
    func sessionHeader() throws {
        let katas = try Workspace(root: Repository.root).katas()
        for index in katas.indices {
            var state = SessionState(katas: katas, current: index, progress: CandidateProgress())
            _ = Session.reduce(&state, .size(rows: 24, columns: 80))
            let header = SessionScreen.layout(state, now: .distantPast).header
            // Each line of the header one row: folded, none of them wrapped onto a second.
            #expect(header.count == SessionScreen.sessionHeader(state).count + 1, "\(header)")
            #expect(header.allSatisfy { $0.count < 80 }, "\(header)")
            #expect(header.contains { $0.hasPrefix("\(katas[index].module) · \(katas[index].title) · ") })
        }
    }
}
