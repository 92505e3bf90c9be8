/// What the tool says once Ctrl-C, or a signal from elsewhere, has ended a round or the session:
/// printed after the terminal is back, last, so it is what the candidate reads. It says that the
/// end was an interruption, what became of the kata's files, and the command that goes on.
enum InterruptedWords {
    /// A round's line. `hid`: the round took text out of the files (a blind or staged round);
    /// `whole`: all of it went back in its place, so the files are the candidate's own and whole.
    /// `back`: where hidden text that could not go back is kept, said in place of the lines above.
    static func round(_ kata: Kata, _ plan: Interview.Plan, hid: Bool, whole: Bool, back: String? = nil)
        -> String
    {
        let files =
            !whole
            ? (back ?? "the lines above say where \(kata.module)'s hidden text is.")
            : hid
                ? "\(kata.module)'s files are as you left them, with what the round hid back in them."
                : "\(kata.module)'s files are as you left them."
        let command =
            "swift run workbook interview \(kata.number)" + (plan.blind ? " --blind" : "")
            + (plan.live ? " --live" : "")
        return "Round interrupted: \(files) `\(command)` starts another round."
    }

    /// The session's line: it hides nothing, so every file is as the candidate left it.
    static func session(_ kata: Kata) -> String {
        "Session interrupted: your files are as you left them. `swift run workbook start "
            + "\(kata.number)` goes on from there."
    }
}
