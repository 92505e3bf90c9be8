import Foundation

/// Which kata a mock interview uses when the candidate names none.
public enum InterviewPicker {
    /// Katas not solved come first. Among them, one whose hints were read waits while any other is
    /// untouched (an interview on a kata you have had hints for measures little). The candidate's
    /// level is the highest grade solved so far; the next interview aims one grade above it
    /// (nearest grade first, then the lower grade, then workbook order). Once every kata is
    /// solved, the one most overdue for review comes back (see `Review`), or else the one due soonest.
    public static func pick(from katas: [Kata], progress: CandidateProgress, now: Date) -> Kata? {
        let level = katas.filter { progress.isSolved($0) }.map(\.grade).max() ?? 0
        let unsolved = katas.filter { !progress.isSolved($0) }
        if !unsolved.isEmpty {
            let untouched = unsolved.filter { progress[$0].hintsShown == 0 }
            let pool = untouched.isEmpty ? unsolved : untouched
            let target = level + 1
            return pool.min { left, right in
                (progress[left].hintsShown, abs(left.grade - target), left.grade, left.number) < (
                    progress[right].hintsShown, abs(right.grade - target), right.grade, right.number
                )
            }
        }
        let due = katas.compactMap { kata in Review.schedule(kata, progress: progress).map { (kata, $0.due) }
        }
        return due.min { left, right in
            (left.1, -left.0.grade, left.0.number) < (right.1, -right.0.grade, right.0.number)
        }?.0
    }
}
