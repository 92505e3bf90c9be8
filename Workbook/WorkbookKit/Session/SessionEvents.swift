import Foundation

public enum SessionEvent: Equatable, Sendable {
    case started
    case key(SessionKey)
    /// A file of the watched kata changed.
    case saved
    case status(String)
    /// `at` is when it finished: the shell reads the clock, the logic never does.
    case runFinished(generation: Int, SessionResult, at: Date)
    /// One kata of "check every kata" finished.
    case checkedKata(generation: Int, CheckAllRow)
    case checkedEveryKata(generation: Int, [CheckAllRow], at: Date)
    case resetFinished([String])
    /// What went wrong putting a stage's text back into the README: said under the stage's words.
    case stageFilesSaid([String])
    case diffReady([String])
    /// What checking every kata would cost, measured: the question to ask first.
    case checkAllCost([String])
    /// The window changed size: draw again.
    case resized
    /// The window's size, measured: at the start and after each change.
    case size(rows: Int, columns: Int)
    /// The screen as drawn: how far its body scrolls. The shell measures it after each draw, so
    /// the logic pages by what is on screen without knowing how the screen is laid out.
    case laidOut(Viewport)
    /// Once a second: the interview running now (read from the progress file), if any.
    case clock(CandidateProgress.RunningInterview?, at: Date)
    /// A question typed in a blind round, answered: the behaviours it is about (none: "your call").
    case answered(question: String, AskReply)
    /// SIGTERM or SIGHUP: leave as `q` does.
    case stop
}

public enum SessionEffect: Equatable, Sendable {
    /// Run the kata's suite, stopping whatever run is in flight first.
    case run(Kata, generation: Int)
    /// Run every kata's suite in turn, stopping whatever run is in flight first.
    case checkEveryKata(generation: Int)
    /// Stop "check every kata" where it is: its child process tree ends, and nothing else starts.
    case stopCheckAll
    /// Measure what checking every kata would cost: the answer comes back as `.checkAllCost`.
    case measureCheckAll
    /// Watch this kata's folder for saves from now on.
    case watch(Kata)
    case recordCheck(Kata, passing: Int, total: Int)
    case recordHints(Kata, shown: Int)
    /// The reference was shown while the kata did not pass: it counts like a hint.
    case recordReferenceSeen(Kata)
    case diff(Kata)
    case reset(Kata)
    /// Ask the interviewer (the kata's words for `ask`): the answer comes back as `.answered`.
    /// `within` a topic: the candidate's pick after the interviewer asked back.
    case ask(Kata, question: String, within: String? = nil)
    /// Record, in the running round, a question and what its answer revealed.
    case recordQuestion(CandidateProgress.Question)
    /// Record, in the running round, that a behaviour was revealed.
    case recordReveal(Behaviour, how: CandidateProgress.Reveal.How, at: Int)
    /// Record, in the running round, the stage a staged round has reached.
    case recordStage(Int)
    case render
    case quit
}
