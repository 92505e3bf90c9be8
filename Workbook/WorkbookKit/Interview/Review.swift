import Foundation

/// When a solved kata comes back for another mock interview: the rougher the last solve, the
/// sooner. Hinted, or begun with behaviours already passing: 1 day; slow (over three quarters of the time): 3 days; fast (half the time or
/// less) and clean: 14 days; otherwise 7. Solved outside an interview (untimed): 1 day with hints,
/// 7 without. The reference read before the solve counts like a hint. A failed interview after
/// the solve brings it back at once. The candidate's own rating after the debrief shortens the
/// interval: a criterion rated weak brings the kata back within 2 days, one rated fair within 7.
public enum Review {
    public struct Schedule: Equatable, Sendable {
        /// When the kata was last practised.
        public var from: Date
        public var days: Int
        /// Why this interval, in a few words: "solved slowly".
        public var reason: String

        public var due: Date { from.addingTimeInterval(TimeInterval(days) * 86_400) }
    }

    /// Nil for a kata not solved yet.
    public static func schedule(_ kata: Kata, progress: CandidateProgress) -> Schedule? {
        guard progress.isSolved(kata) else { return nil }
        if let last = progress.attempts(kata).last {
            let ended = last.startedAt.addingTimeInterval(TimeInterval(last.seconds))
            guard last.solved else {
                return Schedule(from: ended, days: 0, reason: "the last interview ran out")
            }
            var schedule = solved(last, ended: ended, referenceSeenAt: progress[kata].referenceSeenAt)
            let weak = last.criteria(rated: .weak)
            let fair = last.criteria(rated: .fair)
            if !weak.isEmpty, schedule.days > 2 {
                schedule.days = 2
                schedule.reason += ", rated weak on " + weak.joined(separator: ", ")
            } else if !fair.isEmpty, schedule.days > 7 {
                schedule.days = 7
                schedule.reason += ", rated fair on " + fair.joined(separator: ", ")
            }
            // A blind round where the candidate had to be told a behaviour: what they missed comes
            // back while it is fresh, as a weak rating does.
            if let told = last.blind?.told, told > 0, schedule.days > 3 {
                schedule.days = 3
                schedule.reason += ", told \(Words.count(told, "behaviour")) in a blind round"
            }
            return schedule
        }
        let solved = progress[kata].solvedAt ?? .distantPast
        if progress.readReferenceBeforeSolving(kata) {
            return Schedule(from: solved, days: 1, reason: "solved after reading the reference, untimed")
        }
        return progress[kata].hintsShown > 0
            ? Schedule(from: solved, days: 1, reason: "solved with hints, untimed")
            : Schedule(from: solved, days: 7, reason: "solved untimed")
    }

    /// The interval a solve earns by how it went, before the rating.
    static func solved(_ last: CandidateProgress.Attempt, ended: Date, referenceSeenAt: Date?) -> Schedule {
        let share = last.limitSeconds > 0 ? Double(last.seconds) / Double(last.limitSeconds) : 1
        if last.hintsUsed > 0 { return Schedule(from: ended, days: 1, reason: "solved with hints") }
        if !last.isCleanSolve { return Schedule(from: ended, days: 1, reason: "solved from a head start") }
        if let seen = referenceSeenAt, seen >= last.startedAt, seen <= ended {
            return Schedule(from: ended, days: 1, reason: "solved after reading the reference")
        }
        if share > 0.75 { return Schedule(from: ended, days: 3, reason: "solved slowly") }
        if share <= 0.5 { return Schedule(from: ended, days: 14, reason: "solved fast and clean") }
        return Schedule(from: ended, days: 7, reason: "solved in time")
    }

    /// "due now", "due in 3 days": for the list.
    public static func label(_ kata: Kata, progress: CandidateProgress, now: Date) -> String? {
        guard let schedule = schedule(kata, progress: progress) else { return nil }
        let left = schedule.due.timeIntervalSince(now)
        if left <= 0 { return "review due" }
        let days = max(1, Int((left / 86_400).rounded()))
        return "review in " + Words.count(days, "day")
    }
}
