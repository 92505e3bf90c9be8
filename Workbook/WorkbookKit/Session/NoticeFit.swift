/// The lines under a result (an answer, a hint, what a key said) as the window has room for them.
/// They sit above the key line and never scroll, so a tall one is cut where the room ends: the
/// question the answer belongs to and the answer's first line always stay, and the later lines go
/// to the end of the scrolling text above, with a line that says how many went and which key shows
/// them. Nothing is lost, and nothing is pushed off the top of the screen.
enum NoticeFit {
    /// The rows the notice may take of the `rows` it shares with the text above it: all but the
    /// three the text above never goes below (two lines and the one that says where it is
    /// scrolled to), so a notice that fitted before is never cut.
    static func room(_ rows: Int) -> Int { rows - 3 }

    /// `notice` folded to `width`, in at most `room` rows (its blank line above it counted):
    /// what shows under the result, and what moves to the end of the text above. `answer`: the
    /// notice begins with the answer to a question, whose first two lines (the question, then the
    /// answer's first) stay whatever the room.
    static func fit(_ notice: [String], answer: Bool, room: Int, width: Int) -> (
        shown: [String], moved: [String]
    ) {
        guard !notice.isEmpty else { return ([], []) }
        let entries = notice.map { TextLayout.wrap([$0], width: width) }
        let all = [""] + entries.flatMap { $0 }
        guard all.count > room else { return (all, []) }
        let kept = answer ? min(2, entries.count) : 1
        var shown = [""] + entries.prefix(kept).flatMap { $0 }
        var next = kept
        // One row goes to the line that says where the rest went.
        while next < entries.count, shown.count + entries[next].count + 1 <= room {
            shown += entries[next]
            next += 1
        }
        let rest = entries[next...].flatMap { $0 }
        guard !rest.isEmpty else { return (shown, []) }
        let what = answer ? "this answer" : "this note"
        let said =
            Words.count(rest.count, "more line")
            + " of \(what) are at the end of the text above: G shows them."
        return (
            shown + TextLayout.wrap(["↓ " + said], width: width),
            ["", "\(answer ? "The answer" : "The note"), continued:"] + rest
        )
    }
}
